import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { activeCharacter, encounterContext } from '../../../../engine/game/queries.ts';
import { redo, type Session } from '../../../../engine/game/session.ts';
import { characterSchema } from '../../../../engine/model/character.ts';
import type { MapImage } from '../../../../engine/model/image.ts';
import { mapSchema, type GameMap } from '../../../../engine/model/map.ts';
import { PNG } from 'pngjs';
import { parseSaveDocument, type SaveDocument } from '../../../../engine/save/saveDocument.ts';
import { SAVE_KINDS } from '../../../../engine/save/saveKinds.ts';
import { SAVE_KIND_VERSIONS } from '../../../../engine/save/saveDocument.ts';
import { sessionFromSave } from '../../../../engine/save/sessionSave.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import ned from '../../../../assets/characters/ned-calloway.json';
import dusty from '../../../../assets/maps/dusty-crossing.json';
import { deepFrozen } from './deepFrozen.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { SPEND_CHIP } from '../../../../engine/game/records/spendChip.ts';

/** tests/fixtures: a save of every kind at every version, as the store of that version wrote it. */
const FIXTURES = new URL('../../../fixtures/', import.meta.url);

function fixture(file: string): unknown {
  return deepFrozen(JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')));
}

function load(file: string): SaveDocument {
  const parsed = parseSaveDocument(fixture(file));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  return parsed.doc;
}

function resume(file: string): Session {
  const loaded = sessionFromSave(load(file).data);
  if (!loaded.ok) throw new Error(`${file}: ${loaded.message}`);
  return loaded.session;
}

/** What a table shows of a state: the facts a save must keep across versions. */
function facts(state: GameState) {
  return {
    round: encounterContext(state).round,
    active: activeCharacter(state),
    phase: state.turn?.flow.value ?? null,
    rng: state.rng,
    doorOpen: state.map.doors[0]!.open,
    doorToggleCost: state.options.doorToggleCost,
    cardsPerStore: state.options.cardsPerStore,
    combatants: Object.fromEntries(
      Object.values(state.combatants).map((c) => [
        c.id,
        {
          at: c.at,
          hpLeft: c.hp.hpLeft,
          gearUsed: c.gear.map((g) => g.track.gearUsed),
          ammoUsed: c.ammo.map((a) => a.track.ammoUsed),
          hand: c.hand,
          discard: c.discard,
        },
      ]),
    ),
  };
}

describe('saved files of every kind at every version (tests/fixtures)', () => {
  it('holds one of each kind at each version up to the current one', () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
    for (const kind of SAVE_KINDS)
      for (let v = 1; v <= SAVE_KIND_VERSIONS[kind]; v++)
        expect(files).toContain(`${kind}-v${v}.json`);
  });

  it('loads every save here, old or current, to the current version of its kind', () => {
    const saves = readdirSync(FIXTURES).filter(
      (f) => f.endsWith('.json') && !f.startsWith('settings-'),
    );
    for (const file of saves) {
      const doc = load(file);
      expect(doc.schemaVersion, file).toBe(SAVE_KIND_VERSIONS[doc.kind]);
      expect(file.startsWith(`${doc.kind}-v`), file).toBe(true);
    }
  });

  it('loads the map, character and encounter at version 1', () => {
    // Read at version 1, migrated to the current one.
    expect(load('map-v1.json')).toMatchObject({ kind: 'map', schemaVersion: 3 });
    expect(load('map-v1.json').data).toEqual(mapSchema.parse(dusty));
    expect(load('character-v1.json').data).toEqual(characterSchema.parse(ned));
    expect(load('encounter-v1.json').data).toMatchObject({ map: 'Dusty Crossing', seed: 20260601 });
  });

  it('migrates an encounter v1 to v2: each NPC seat holds its card (N1), the seating order kept (T1)', () => {
    const encounter = load('encounter-v1.json');
    // On through v2 to the current version (v3 changed only the encounter's own house rules).
    expect(encounter.schemaVersion).toBe(SAVE_KIND_VERSIONS.encounter);
    expect(encounter.data).toMatchObject({
      map: 'Dusty Crossing',
      seating: ['kate', 'ned', 'tom', 'buster'],
      dealerNotes: 'Tom waits on the saloon roof.',
      placements: [
        { id: 'kate', side: 'pc', character: 'kate', at: [4, 7] },
        { id: 'ned', side: 'pc', character: 'ned', at: [6, 9] },
        { id: 'tom', side: 'npc', npc: { name: 'Tom', tier: { color: 'red', level: 3 }, hp: 12 } },
        { id: 'buster', side: 'npc', npc: { name: 'Buster', tier: { color: 'green', level: 1 } } },
      ],
    });
  });

  it('loads an encounter v2 with a hidden NPC and its own seating, an NPC card and a campaign at v1', () => {
    expect(load('encounter-v2.json').data).toMatchObject({
      seating: ['tom', 'kate', 'buster', 'ned'],
      placements: [
        { id: 'kate' },
        { id: 'ned' },
        { id: 'tom', hidden: false },
        { id: 'buster', hidden: true },
      ],
    });
    expect(load('npc-v1.json').data).toMatchObject({
      name: 'Deputy Hicks',
      tier: { color: 'blue', level: 2 },
      weapon: 'Single Action Revolver',
    });
    const campaign = load('campaign-v1.json').data;
    expect(campaign).toMatchObject({
      day: 2,
      marketplace: true,
      posse: [
        {
          character: characterSchema.parse(kate),
          standing: { hpLeft: 7, spent: { attack: 1 }, gold: 3 },
        },
        { character: characterSchema.parse(ned) },
      ],
      played: [{ encounter: 'Dusty Crossing – showdown', day: 1 }],
    });
    expect((campaign as { posse: { standing?: unknown }[] }).posse[1]!.standing).toBeUndefined();
    // The sample characters still validate as they are.
    expect(characterSchema.safeParse(kate).success).toBe(true);
  });

  it('loads a map at version 2 with its Dealer notes, and a v1 map migrated to v2 without any', () => {
    const v2 = load('map-v2.json');
    expect(v2).toMatchObject({ kind: 'map', schemaVersion: 3 });
    expect((v2.data as { dealerNotes?: string }).dealerNotes).toContain('third plank');
    expect(v2.data).toEqual(
      mapSchema.parse({ ...dusty, dealerNotes: (v2.data as { dealerNotes: string }).dealerNotes }),
    );
    expect((load('map-v1.json').data as { dealerNotes?: string }).dealerNotes).toBeUndefined();
  });

  it('loads a map at version 3 with its background image, and older maps without one', () => {
    const v3 = load('map-v3.json');
    expect(v3).toMatchObject({ kind: 'map', schemaVersion: 3 });
    const map = v3.data as GameMap;
    expect(map.background).toEqual({
      image: 'Dusty Crossing art',
      offset: [-0.5, 0.25],
      pixelsPerSquare: 4,
    });
    expect(map.dealerNotes).toContain('shotgun');
    expect(map).toEqual(
      mapSchema.parse({ ...dusty, dealerNotes: map.dealerNotes, background: map.background }),
    );
    expect((load('map-v2.json').data as GameMap).background).toBeUndefined();
    expect((load('map-v1.json').data as GameMap).background).toBeUndefined();
  });

  it('loads an image at version 1, the type its bytes say, which a map names', () => {
    const image = load('image-v1.json');
    expect(image).toMatchObject({ kind: 'image', schemaVersion: 1, name: 'Dusty Crossing art' });
    const data = image.data as MapImage;
    expect(data).toMatchObject({ type: 'image/png', width: 64, height: 48 });
    const decoded = PNG.sync.read(Buffer.from(data.bytes, 'base64'));
    expect([decoded.width, decoded.height]).toEqual([64, 48]);
    expect((load('map-v3.json').data as GameMap).background?.image).toBe(image.name);
  });

  describe('session v1, played and saved by the v1 app (commit 73e0c48)', () => {
    // The session: Kate opens the saloon door and shoots Buster (auto-advance off); the Dealer
    // changes two house rules (M3, X1); Ned fires Hollow Points at Tom and the table turns
    // auto-advance on one step into it; Tom shoots Ned with the steps running by themselves; off
    // again for Buster's shot at Kate; on for round 2, where Kate shoots Buster and the table
    // undoes the defence and the declaration. What v1 showed at that point:
    const V1_REACHED = {
      round: 2,
      active: 'kate',
      phase: 'action',
      rng: { seed: 20260601, draws: 44, state: 3299745045 },
      doorOpen: true,
      doorToggleCost: 2,
      cardsPerStore: 10,
      combatants: {
        kate: {
          at: [4, 4],
          hpLeft: 9,
          gearUsed: [1],
          ammoUsed: [],
          hand: ['kate:4', 'kate:5', 'kate:3'],
          discard: ['kate:12', 'kate:1'],
        },
        ned: {
          at: [6, 9],
          hpLeft: 5,
          gearUsed: [],
          ammoUsed: [0, 1],
          hand: ['ned:6', 'ned:3', 'ned:12'],
          discard: ['ned:2'],
        },
        tom: {
          at: [12, 2],
          hpLeft: 12,
          gearUsed: [2],
          ammoUsed: [],
          hand: ['tom:6', 'tom:7', 'tom:8', 'tom:3'],
          discard: ['tom:10'],
        },
        buster: {
          at: [10, 9],
          hpLeft: 5,
          gearUsed: [],
          ammoUsed: [],
          hand: ['buster:5', 'buster:6', 'buster:10', 'buster:9'],
          discard: ['buster:2', 'buster:12'],
        },
      },
    };

    it('migrates to v2 (and on to the current version) and validates', () => {
      const doc = load('session-v1.json');
      expect(doc.schemaVersion).toBe(SAVE_KIND_VERSIONS.session);
      expect(doc.data).not.toHaveProperty('schemaVersion');
      const data = doc.data as { log: { type: string }[]; undone: { type: string }[] };
      expect(data.log.some((a) => a.type === 'SET_AUTO_ADVANCE')).toBe(false);
      // v1 logged 40 actions, 3 of them SET_AUTO_ADVANCE; auto-advance showed 4 + 5 steps.
      expect(data.log).toHaveLength(40 - 3 + 4 + 5);
    });

    it('replays with the current engine to where v1 was', () => {
      const session = resume('session-v1.json');
      expect(facts(session.current)).toEqual(V1_REACHED);
      expect(session.current.lastAttack).toMatchObject({
        attacker: 'buster',
        target: 'kate',
        flow: { value: 'resolved' },
        applied: true,
      });
    });

    it('redoes what v1 would have: the declaration, the defence and its auto-advanced steps', () => {
      const session = resume('session-v1.json');
      expect(session.undone.map((a) => a.type)).toEqual([
        DECLARE_ATTACK.type,
        DEFEND.type,
        ...Array<string>(5).fill(CONTINUE.type),
      ]);
      const again = redo(session)!;
      expect(again.undone).toEqual([]);
      expect(again.current.attack).toBeNull();
      // v1, after both redos: Buster at 5 HP, Kate holding two cards, her attack the last one.
      expect(again.current.combatants.buster!.hp.hpLeft).toBe(5);
      expect(again.current.combatants.kate!.hand).toEqual(['kate:4', 'kate:3']);
      expect(again.current.lastAttack).toMatchObject({ attacker: 'kate', target: 'buster' });
      expect(again.current.rng).toEqual(V1_REACHED.rng);
    });
  });

  it('session v1 with what v2 does otherwise: a Draw chip mid-attack, and the last enemy’s fall', () => {
    // Ned spends a Draw chip while his attack on Tom is shown (v1 allowed it; v2 waits for the
    // steps), felling Tom; in round 2 Kate's attack fells Buster, the last enemy: v1 dropped that
    // attack at damageAssigned and ended the encounter; then the Dealer advanced the day.
    const data = load('session-v1-last-stand.json').data as { log: { type: string }[] };
    const shown = Array<string>(5).fill(CONTINUE.type);
    expect(data.log.slice(5, 13).map((a) => a.type)).toEqual([
      DECLARE_ATTACK.type,
      DEFEND.type,
      ...shown,
      SPEND_CHIP.type,
    ]);
    expect(data.log.slice(-8).map((a) => a.type)).toEqual([
      DECLARE_ATTACK.type,
      DEFEND.type,
      ...shown,
      ADVANCE_DAY.type,
    ]);
    const state = resume('session-v1-last-stand.json').current;
    // What v1 showed at the end:
    expect(state.encounter.value).toBe('ended');
    expect(state.day.context.day).toBe(2);
    expect(state.rng).toEqual({ seed: 99, draws: 44, state: 3279484543 });
    expect(
      Object.fromEntries(Object.values(state.combatants).map((c) => [c.id, [c.hp.hpLeft, c.hand]])),
    ).toEqual({
      kate: [9, ['kate:4', 'kate:6', 'kate:7']],
      ned: [6, ['ned:1', 'ned:4', 'ned:3', 'ned:2']],
      tom: [0, ['tom:5', 'tom:9', 'tom:10', 'tom:12']],
      buster: [0, ['buster:3', 'buster:8', 'buster:4', 'buster:9']],
    });
    // T7 in v2: the attack that fells the last enemy finishes and stays the last attack.
    expect(state.lastAttack).toMatchObject({ attacker: 'kate', target: 'buster', applied: true });
  });

  it('loads session v2, migrated to the current version, and replays it', () => {
    const doc = load('session-v2.json');
    expect(doc.schemaVersion).toBe(SAVE_KIND_VERSIONS.session);
    // Played under the rules as they are now: nothing to say in its log.
    expect(doc.data).not.toHaveProperty('notes');
    const session = resume('session-v2.json');
    // Kate opens the door and shoots Buster; M3 becomes 2; Ned fires Slug Shells at Tom; Tom's
    // shot at Ned is undone after two of its steps, as one decision.
    expect(facts(session.current)).toMatchObject({
      round: 1,
      active: 'tom',
      phase: 'action',
      rng: { seed: 777, draws: 44, state: 3279485221 },
      doorOpen: true,
      doorToggleCost: 2,
      combatants: {
        kate: { at: [4, 4], hpLeft: 9, gearUsed: [1] },
        ned: { hpLeft: 6, ammoUsed: [1, 0] },
        tom: { hpLeft: 9, gearUsed: [3], hand: ['tom:5', 'tom:1', 'tom:8', 'tom:6'] },
        buster: { hpLeft: 5, hand: ['buster:6', 'buster:11', 'buster:12'] },
      },
    });
    expect(session.undone.map((a) => a.type)).toEqual([
      DECLARE_ATTACK.type,
      DEFEND.type,
      CONTINUE.type,
      CONTINUE.type,
    ]);
  });
});
