import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { StoreError } from '../../../electron/store/storeError.ts';
import {
  fingerGunsFromSave,
  fingerGunsSaveSchema,
  fingerGunsToSave,
} from '../../../engine/modes/finger-guns/fingerGunsSave.ts';
import {
  applyFingerGunsAction,
  createFingerGunsGame,
  fingerGunsRules,
} from '../../../engine/modes/finger-guns/fingerGunsGame.ts';
import { parseSaveDocument } from '../../../engine/save/saveDocument.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();
const FIXTURE = new URL('../../fixtures/fingerguns-v1.json', import.meta.url);

describe('the fingerguns save kind (issue 15, item 4)', () => {
  it('loads the version 1 fixture and replays its log to the table it was saved at', async () => {
    const parsed = parseSaveDocument(JSON.parse(await readFile(FIXTURE, 'utf8')));
    if (!parsed.ok) throw new Error(parsed.message);
    // Read at version 1, migrated to 2 (the starting health kept with the house rules, issue 36).
    expect(parsed.doc).toMatchObject({ kind: 'fingerguns', schemaVersion: 2 });
    const save = fingerGunsSaveSchema.parse(parsed.doc.data);
    expect(save.bots).toEqual({ Eve: 'heuristic' });
    // Written before the entry mode was kept: it resumes hot-seat, as it always did.
    expect(save.entry).toBe('hotseat');
    // Written before the house rules were kept: it plays under that time's defaults (F8 house on),
    // from 20 (F1).
    expect(save.house).toEqual({ fingerGunsGhostsGesture: true, fingerGunsStartHealth: 20 });
    const game = fingerGunsFromSave(save);
    // Round 1: a Saloon clash, a Shot, Dynamite and a Power Shot lost to the Shot; a hand fix of
    // Dan; round 2: a posse of three of five, a Shot, and Eve's Power Shot lost to it.
    expect(game.rounds).toHaveLength(2);
    expect(game.sheriff).toBe('Cat');
    expect(Object.fromEntries(game.players.map((p) => [p.name, p.health]))).toEqual({
      Ann: 18,
      Bob: 17,
      Cat: 19,
      Dan: 11,
      Eve: 13,
    });
  });

  it('lists a saved game whose log does not replay with the reason, and never writes over it', async () => {
    const dir = await tempDir();
    await SaveStore.open(dir);
    const doc = JSON.parse(await readFile(FIXTURE, 'utf8'));
    // The same sheriff twice in a row: F1 refuses the second round.
    doc.data.log[2].sheriff = 'Ann';
    const file = path.join(dir, 'saves', 'fingerguns', 'saturday-table.json');
    await writeFile(file, JSON.stringify(doc));
    const store = await SaveStore.open(dir);
    const [entry] = await store.list('fingerguns');
    expect(entry!.problem).toContain(
      'data.log: log[2]: does not replay: Ann is the sheriff and cannot count the next round',
    );
    const refused = await store
      .save('fingerguns', 'Saturday table', doc.data, { overwrite: true })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(doc);
  });

  it('keeps the table’s F8 house rule: a game where Ghosts make no gesture replays as one', async () => {
    const store = await SaveStore.open(await tempDir());
    const rules = fingerGunsRules({ fingerGunsGhostsGesture: false });
    let game = createFingerGunsGame(
      { players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], seed: 4 },
      rules,
    );
    const rounds = [
      { Ann: { action: 'powershot', target: 'Cat' }, Bob: { action: 'powershot', target: 'Cat' } },
      { Ann: { action: 'powershot', target: 'Cat' }, Bob: { action: 'powershot', target: 'Cat' } },
      // Cat is a Ghost now: with the rule off its Power Shot at Ann does nothing.
      { Cat: { action: 'powershot', target: 'Ann' } },
    ] as const;
    rounds.forEach((gestures, i) => {
      const next = applyFingerGunsAction(game, {
        type: 'round',
        sheriff: i % 2 ? 'Bob' : 'Ann',
        gestures,
      });
      if (!next.ok) throw new Error(next.reason);
      game = next.game;
    });
    await store.save('fingerguns', 'No ghosts', fingerGunsToSave(game));
    const read = await store.load('fingerguns', 'No ghosts');
    expect(read.data).toMatchObject({ house: { fingerGunsGhostsGesture: false } });
    const resumed = fingerGunsFromSave(fingerGunsSaveSchema.parse(read.data));
    expect(resumed).toEqual(game);
    expect(resumed.players.find((p) => p.name === 'Ann')!.health).toBe(20);
  });

  it('keeps how the gestures were entered: a game the Dealer entered resumes as the Dealer’s', async () => {
    const store = await SaveStore.open(await tempDir());
    const parsed = parseSaveDocument(JSON.parse(await readFile(FIXTURE, 'utf8')));
    if (!parsed.ok) throw new Error(parsed.message);
    const game = fingerGunsFromSave(fingerGunsSaveSchema.parse(parsed.doc.data));
    await store.save('fingerguns', 'Dealer table', fingerGunsToSave(game, {}, 'dealer'));
    const read = await store.load('fingerguns', 'Dealer table');
    expect(fingerGunsSaveSchema.parse(read.data).entry).toBe('dealer');
  });
});
