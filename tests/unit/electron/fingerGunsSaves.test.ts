import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../electron/store/saveStore.ts';
import { StoreError } from '../../../electron/store/storeError.ts';
import { play, redoDecision } from '../../../engine/game/gameSession.ts';
import {
  FINGER_GUNS,
  fingerGunsSessionOf,
  newFingerGunsSession,
} from '../../../engine/modes/finger-guns/fingerGunsDefinition.ts';
import { PLAY_ROUND } from '../../../engine/modes/finger-guns/records/playRound.ts';
import {
  fingerGunsSaveSchema,
  fingerGunsToSave,
} from '../../../engine/modes/finger-guns/fingerGunsSave.ts';
import { parseSaveDocument } from '../../../engine/save/saveDocument.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();
const FIXTURE = new URL('../../fixtures/fingerguns-v1.json', import.meta.url);

describe('the fingerguns save kind (issue 15, item 4)', () => {
  it('loads the version 1 fixture and replays its log to the table it was saved at', async () => {
    const parsed = parseSaveDocument(JSON.parse(await readFile(FIXTURE, 'utf8')));
    if (!parsed.ok) throw new Error(parsed.message);
    // Read at version 1, migrated to 2 (the starting health kept with the house rules, issue 36)
    // and to 3 (the one session document, issue 37).
    expect(parsed.doc).toMatchObject({ kind: 'fingerguns', schemaVersion: 3 });
    const save = fingerGunsSaveSchema.parse(parsed.doc.data);
    expect(save.bots).toEqual({ Eve: 'heuristic' });
    // Written before the entry mode was kept: it resumes hot-seat, as it always did.
    expect(save.entry).toBe('hotseat');
    // Written before the house rules were kept: it plays under that time's defaults (F8 house on),
    // from 20 (F1).
    expect(save.house).toEqual({ fingerGunsGhostsGesture: true, fingerGunsStartHealth: 20 });
    expect(save.undone).toEqual([]);
    const game = fingerGunsSessionOf(save).current;
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

  it('loads the version 3 fixture, the one session document: its undone round is what redo puts back', async () => {
    const read = async (file: string) => {
      const url = new URL(`../../fixtures/${file}`, import.meta.url);
      const parsed = parseSaveDocument(JSON.parse(await readFile(url, 'utf8')));
      if (!parsed.ok) throw new Error(parsed.message);
      return fingerGunsSessionOf(fingerGunsSaveSchema.parse(parsed.doc.data));
    };
    const v3 = await read('fingerguns-v3.json');
    expect(v3.current.rounds).toHaveLength(2);
    expect(v3.undone.map((a) => a.type)).toEqual([PLAY_ROUND.type]);
    const redone = redoDecision(FINGER_GUNS, v3)!;
    expect(redone.undone).toEqual([]);
    expect(redone.current).toEqual((await read('fingerguns-v2.json')).current);
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
    let session = newFingerGunsSession(
      { players: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], seed: 4 },
      { fingerGunsGhostsGesture: false },
    );
    const rounds = [
      { Ann: { action: 'powershot', target: 'Cat' }, Bob: { action: 'powershot', target: 'Cat' } },
      { Ann: { action: 'powershot', target: 'Cat' }, Bob: { action: 'powershot', target: 'Cat' } },
      // Cat is a Ghost now: with the rule off its Power Shot at Ann does nothing.
      { Cat: { action: 'powershot', target: 'Ann' } },
    ] as const;
    rounds.forEach((gestures, i) => {
      const next = play(FINGER_GUNS, session, {
        type: PLAY_ROUND.type,
        sheriff: i % 2 ? 'Bob' : 'Ann',
        gestures,
      });
      if (!next.ok) throw new Error(next.message);
      session = next.session;
    });
    await store.save('fingerguns', 'No ghosts', fingerGunsToSave(session));
    const read = await store.load('fingerguns', 'No ghosts');
    expect(read.data).toMatchObject({ house: { fingerGunsGhostsGesture: false } });
    const resumed = fingerGunsSessionOf(fingerGunsSaveSchema.parse(read.data)).current;
    expect(resumed).toEqual(session.current);
    expect(resumed.players.find((p) => p.name === 'Ann')!.health).toBe(20);
  });

  it('keeps how the gestures were entered: a game the Dealer entered resumes as the Dealer’s', async () => {
    const store = await SaveStore.open(await tempDir());
    const parsed = parseSaveDocument(JSON.parse(await readFile(FIXTURE, 'utf8')));
    if (!parsed.ok) throw new Error(parsed.message);
    const session = fingerGunsSessionOf(fingerGunsSaveSchema.parse(parsed.doc.data));
    await store.save('fingerguns', 'Dealer table', fingerGunsToSave(session, {}, 'dealer'));
    const read = await store.load('fingerguns', 'Dealer table');
    expect(fingerGunsSaveSchema.parse(read.data).entry).toBe('dealer');
  });
});
