import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessionV1ToV2 } from '../../../../engine/save/migrations/session/v1-to-v2.ts';
import { deepFrozen } from './deepFrozen.ts';

/** The v1 session fixture's data (tests/fixtures/README.md), deep-frozen. */
const fixture = deepFrozen(
  JSON.parse(readFileSync(new URL('../../../fixtures/session-v1.json', import.meta.url), 'utf8'))
    .data as Record<string, unknown>,
);
const v1Start = fixture.start as Record<string, unknown>;

type Action = { type: string; [key: string]: unknown };
const C = { type: 'CONTINUE' };
const DEFEND = { type: 'DEFEND', who: 'tom' };
const DECLARE = { type: 'DECLARE_ATTACK', who: 'kate', target: 'tom' };
const END_PHASE = { type: 'END_PHASE', who: 'kate' };
const auto = (on: boolean) => ({ type: 'SET_AUTO_ADVANCE', on });

/** The v2 log and undone of a v1 session with this start (the fixture's, by default). */
function migrated(log: Action[], undone: Action[] = [], start: object = v1Start) {
  const out = sessionV1ToV2.migrate(deepFrozen({ schemaVersion: 1, start, log, undone }));
  return out as { start: Record<string, unknown>; log: Action[]; undone: Action[] };
}

const types = (actions: readonly Action[]) => actions.map((a) => a.type);

describe('session migration v1 → v2', () => {
  it('never mutates its input: the deep-frozen fixture migrates and is left as it was', () => {
    const before = JSON.stringify(fixture);
    const out = sessionV1ToV2.migrate(fixture);
    expect(JSON.stringify(fixture)).toBe(before);
    expect(out).not.toHaveProperty('schemaVersion');
    expect(Object.keys(out).sort()).toEqual(['log', 'start', 'undone']);
  });

  it('names each track for what it counts (H4): hpLeft, gearUsed, ammoUsed', () => {
    const { start } = migrated([]);
    const combatants = start.combatants as Record<string, Record<string, unknown>>;
    expect(combatants.ned!.hp).toEqual({ family: 'tracker', color: 'red', hpLeft: 6, max: 9 });
    expect(combatants.kate!.gear).toEqual([
      { name: 'Armour', track: { family: 'tracker', color: 'blue', gearUsed: 1, max: 3 } },
    ]);
    expect((combatants.ned!.ammo as { track: unknown }[]).map((a) => a.track)).toEqual([
      { family: 'tracker', color: 'blue', ammoUsed: 0, max: 2 },
      { family: 'tracker', color: 'blue', ammoUsed: 0, max: 3 },
    ]);
    expect(JSON.stringify(start)).not.toMatch(/"color":"(red|blue)","value"/);
  });

  it('drops autoAdvance, the encounter machine’s copy of sides and standing, attack contexts and closed-rule options', () => {
    const attack = {
      flow: { value: 'resolved', context: { autoAdvance: false } },
      attacker: 'kate',
      target: 'tom',
    };
    const { start } = migrated([], [], { ...v1Start, lastAttack: attack, attack: null });
    expect(start).not.toHaveProperty('autoAdvance');
    expect(Object.keys((start.encounter as { context: object }).context).sort()).toEqual([
      'active',
      'order',
      'quickdraw',
      'round',
      'seating',
    ]);
    expect(start.lastAttack).toEqual({ ...attack, flow: { value: 'resolved', context: {} } });
    expect(start.attack).toBeNull();
    const options = start.options as Record<string, unknown>;
    for (const closed of ['handSize', 'hpPerUpgrade', 'stepCost'])
      expect(options).not.toHaveProperty(closed);
    expect(options.doorToggleCost).toBe(1);
  });

  it('writes the CONTINUEs auto-advance did by itself into the log, and drops SET_AUTO_ADVANCE', () => {
    // Off: the log's own CONTINUEs stand. On at a DEFEND: five follow it.
    expect(types(migrated([DECLARE, DEFEND, C, C, C, C, C, END_PHASE]).log)).toEqual(
      types([DECLARE, DEFEND, C, C, C, C, C, END_PHASE]),
    );
    expect(types(migrated([auto(true), DECLARE, DEFEND, END_PHASE]).log)).toEqual(
      types([DECLARE, DEFEND, C, C, C, C, C, END_PHASE]),
    );
    // Turned on two steps into the attack: the three steps left ran at once.
    expect(types(migrated([DECLARE, DEFEND, C, C, auto(true), END_PHASE]).log)).toEqual(
      types([DECLARE, DEFEND, C, C, C, C, C, END_PHASE]),
    );
    // Turned off again, the steps wait for the table's CONTINUEs.
    expect(types(migrated([auto(true), auto(false), DECLARE, DEFEND, C]).log)).toEqual(
      types([DECLARE, DEFEND, C]),
    );
    // On before the defence: nothing to show yet; the DEFEND brings the five.
    expect(types(migrated([DECLARE, auto(true), DEFEND]).log)).toEqual(
      types([DECLARE, DEFEND, C, C, C, C, C]),
    );
  });

  it('lets an attack v1 cut short at the last enemy’s fall finish its steps before the next action (T7)', () => {
    // v1 dropped the attack at damageAssigned; the Dealer then advanced the day.
    const day = { type: 'ADVANCE_DAY' };
    expect(types(migrated([DECLARE, DEFEND, C, C, C, C, day]).log)).toEqual(
      types([DECLARE, DEFEND, C, C, C, C, C, day]),
    );
    // An action v1 took in the middle of an attack leaves it under way.
    const item = { type: 'USE_ITEM', who: 'kate', item: 'Snake Oil' };
    expect(types(migrated([DECLARE, DEFEND, C, item, C, C, C, C]).log)).toEqual(
      types([DECLARE, DEFEND, C, item, C, C, C, C]),
    );
    // The Dealer ending the encounter takes the attack with it.
    const end = { type: 'END_ENCOUNTER' };
    expect(types(migrated([DECLARE, DEFEND, C, end, auto(true), day]).log)).toEqual(
      types([DECLARE, DEFEND, C, end, day]),
    );
  });

  it('moves a chip or a delayed card v1 took mid-attack past the attack’s last step, where v2 takes it', () => {
    const chip = { type: 'SPEND_CHIP', who: 'kate', chip: 'draw' };
    const card = { type: 'PLAY_CARD', who: 'kate', card: 'kate:12' };
    expect(types(migrated([DECLARE, DEFEND, C, chip, C, card, C, C, C, END_PHASE]).log)).toEqual(
      types([DECLARE, DEFEND, C, C, C, C, C, chip, card, END_PHASE]),
    );
    // Auto-advance turned on after it: the steps it showed come first.
    expect(types(migrated([DECLARE, DEFEND, chip, auto(true)]).log)).toEqual(
      types([DECLARE, DEFEND, C, C, C, C, C, chip]),
    );
    // An attack that never ends keeps them where they were, for the replay to judge.
    expect(types(migrated([DECLARE, DEFEND, C, chip]).log)).toEqual(
      types([DECLARE, DEFEND, C, chip]),
    );
    const end = { type: 'END_ENCOUNTER' };
    expect(types(migrated([DECLARE, DEFEND, chip, C, end]).log)).toEqual(
      types([DECLARE, DEFEND, C, chip, end]),
    );
  });

  it('keeps undone oldest first, carrying the counter on from the end of the log', () => {
    // v1 undid the DEFEND, then the declaration, with auto-advance on: its list is most recent
    // first. v2 redoes both, and the five steps auto-advance showed after the defence.
    const out = migrated([auto(true), END_PHASE], [DEFEND, DECLARE]);
    expect(types(out.log)).toEqual(['END_PHASE']);
    expect(types(out.undone)).toEqual(types([DECLARE, DEFEND, C, C, C, C, C]));
    // Auto-advance turned on, then undone: its steps go back with it.
    const taken = migrated([DECLARE, DEFEND, C], [auto(true)]);
    expect(types(taken.log)).toEqual(types([DECLARE, DEFEND, C]));
    expect(types(taken.undone)).toEqual(types([C, C, C, C]));
  });

  it('drops closed rules from every SET_RULES, and a SET_RULES that changed only those', () => {
    const options = v1Start.options as Record<string, unknown>;
    const house = { type: 'SET_RULES', options: { ...options, doorToggleCost: 2 } };
    const closedOnly = { type: 'SET_RULES', options: { ...options, handSize: 5 } };
    const back = { type: 'SET_RULES', options };
    const out = migrated([house, closedOnly, back], [{ ...closedOnly, options: { ...options } }]);
    expect(out.log.map((a) => (a.options as Record<string, unknown>).doorToggleCost)).toEqual([
      2, 1,
    ]);
    for (const action of out.log) expect(action.options).not.toHaveProperty('handSize');
    // Undone, a SET_RULES that restates the options in force changes nothing either.
    expect(out.undone).toEqual([]);
    // F9: a Finger Guns bound v1 allowed below 4 is raised to 4.
    const fg = migrated([], [], {
      ...v1Start,
      options: { ...options, fingerGunsMinPlayers: 2, fingerGunsMaxPlayers: 3 },
    });
    expect(fg.start.options).toMatchObject({ fingerGunsMinPlayers: 4, fingerGunsMaxPlayers: 4 });
  });

  it('passes on what is not v1-shaped, for the validation after it to refuse in words', () => {
    expect(sessionV1ToV2.migrate(deepFrozen({ schemaVersion: 1, start: 'x', log: [] }))).toEqual({
      start: 'x',
      log: [],
      undone: [],
    });
    // A log that is not a list stays as it is, and is not taken for an empty one.
    expect(sessionV1ToV2.migrate(deepFrozen({ schemaVersion: 1, log: 'x', undone: [] }))).toEqual({
      log: 'x',
      undone: [],
      start: undefined,
    });
  });
});
