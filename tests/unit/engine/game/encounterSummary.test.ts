import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../engine/game/actions.ts';
import {
  encounterSummary,
  type CharacterTally,
  type EncounterSummary,
} from '../../../../engine/game/encounterSummary.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { parseSaveDocument } from '../../../../engine/save/saveDocument.ts';
import { sessionFromSave } from '../../../../engine/save/sessionSave.ts';
import { SPENDABLE_CHIPS } from '../../../../engine/rules/chips.ts';
import { encounter } from './encounterFixture.ts';
import { ADJUST_HP } from '../../../../engine/game/records/adjustHp.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';

/** tests/fixtures: sessions saved by earlier versions, replayed by this one. */
const FIXTURES = new URL('../../../fixtures/', import.meta.url);
const SESSION_FIXTURES = ['session-v1.json', 'session-v1-last-stand.json', 'session-v2.json'];

function savedSession(file: string): Session {
  const parsed = parseSaveDocument(JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  const loaded = sessionFromSave(parsed.doc.data);
  if (!loaded.ok) throw new Error(`${file}: ${loaded.message}`);
  return loaded.session;
}

function acted(session: Session, ...actions: Action[]): Session {
  return actions.reduce((s, a) => {
    const result = act(s, a);
    if (!result.ok) throw new Error(`${a.type}: ${result.message}`);
    return result.session;
  }, session);
}

/**
 * A8: what the damage log lines say each character took, read from the words the table showed
 * ("Ned takes 5 damage (0 to gear, 3 to HP, 2 beyond the last HP): HP 0/9"), not from the state.
 */
function takenPerLogLines(session: Session): Map<string, [number, number, number, number]> {
  const line =
    /^(.+) takes (\d+) damage \((\d+) to gear, (\d+) to HP(?:, (\d+) beyond the last HP)?\)/;
  const taken = new Map<string, [number, number, number, number]>();
  for (const event of session.events.flat()) {
    const m = line.exec(event.text);
    if (!m) continue;
    const sum = taken.get(m[1]!) ?? [0, 0, 0, 0];
    const parts = [m[2], m[3], m[4], m[5] ?? '0'].map(Number);
    taken.set(m[1]!, sum.map((n, i) => n + parts[i]!) as [number, number, number, number]);
  }
  return taken;
}

/** The accounting every summary keeps, against the final state of the session it summarises. */
function expectAddsUp(summary: EncounterSummary, session: Session): void {
  const final = session.current;
  const dealt = { total: 0, toGear: 0, toHp: 0, beyond: 0 };
  const taken = { total: 0, toGear: 0, toHp: 0, beyond: 0 };
  for (const row of summary.characters) {
    const start = session.start.combatants[row.id]!;
    const end = final.combatants[row.id]!;
    // Every HP the red chip moved is put down to one cause, and the causes add up to the move.
    expect(start.hp.hpLeft - end.hp.hpLeft, `${row.name}'s HP lost`).toBe(
      row.taken.toHp + row.jumpHp + row.hungerHp - row.healed - row.dealerHp,
    );
    expect(row.hpEnd).toBe(end.hp.hpLeft);
    // A8: only a new day takes gear damage back (Y3), so what the blue chips moved is what
    // attacks put there, less what was mended overnight.
    const gear = (c: typeof end) => c.gear.reduce((n, g) => n + g.track.gearUsed, 0);
    expect(gear(end) - gear(start), `${row.name}'s gear used`).toBe(
      row.taken.toGear - row.gearMended,
    );
    for (const t of [row.dealt, row.taken])
      expect(t.total, `${row.name}'s damage shares`).toBe(t.toGear + t.toHp + t.beyond);
    expect(row.down).toBe(end.hp.hpLeft === 0);
    if (row.down) expect(summary.falls.some((f) => f.who === row.id)).toBe(true);
    for (const k of ['total', 'toGear', 'toHp', 'beyond'] as const) {
      dealt[k] += row.dealt[k];
      taken[k] += row.taken[k];
    }
    // H3: chips spent and not yet returned by a new day are all counted.
    for (const kind of SPENDABLE_CHIPS)
      expect(row.chipsSpent[kind]).toBeGreaterThanOrEqual(end.spent[kind] - start.spent[kind]);
  }
  // Every point of damage dealt was taken by someone in the encounter.
  expect(dealt).toEqual(taken);
}

function rowOf(summary: EncounterSummary, id: string): CharacterTally {
  return summary.characters.find((c) => c.id === id)!;
}

describe('encounterSummary on the saved sessions (tests/fixtures)', () => {
  for (const file of SESSION_FIXTURES)
    it(`${file}: the totals match the HP and gear lost in the final state, and the log lines`, () => {
      const session = savedSession(file);
      const summary = encounterSummary(session);
      expectAddsUp(summary, session);
      const lines = takenPerLogLines(session);
      expect(lines.size, 'the fixture has damage lines to compare').toBeGreaterThan(0);
      for (const row of summary.characters) {
        const [total, toGear, toHp, beyond] = lines.get(row.name) ?? [0, 0, 0, 0];
        expect(row.taken).toMatchObject({ total, toGear, toHp, beyond });
      }
    });

  it('session-v1-last-stand.json: the last enemy falls to an attack, and the posse wins', () => {
    const session = savedSession('session-v1-last-stand.json');
    const summary = encounterSummary(session);
    expect(summary.outcome).toEqual({ kind: 'sideDown', winner: 'pc' });
    const npcs = summary.characters.filter((c) => c.side === 'npc');
    expect(npcs.every((c) => c.down)).toBe(true);
    const last = summary.falls[summary.falls.length - 1]!;
    expect(npcs.map((c) => c.id)).toContain(last.who);
    expect(last.cause.kind).toBe('attack');
    expect(summary.endedInRound).toBe(last.round);
    expect(summary.rounds).toBe(last.round);
    // The Draw chip spent while an attack was shown (the fixture's README) is counted.
    expect(summary.characters.reduce((n, c) => n + c.chipsSpent.draw, 0)).toBeGreaterThan(0);
  });
});

describe('encounterSummary: how an encounter ends (T7)', () => {
  it('is in progress until it ends, and counts only rounds with a turn taken', () => {
    const begun = acted(startSession(encounter()), { type: BEGIN_TURNS.type });
    expect(encounterSummary(startSession(encounter()))).toMatchObject({
      outcome: { kind: 'inProgress' },
      rounds: 0,
      endedInRound: null,
      falls: [],
    });
    expect(encounterSummary(begun).rounds).toBe(1);
  });

  it('a table laid out with one side missing is over from its start, and says who won (T7)', () => {
    expect(encounterSummary(startSession(encounter(7, { participants: [] })))).toMatchObject({
      outcome: { kind: 'sideDown', winner: null },
      endedInRound: null,
      characters: [],
    });
  });

  it('the Dealer ending it says who was standing on each side', () => {
    const session = acted(
      startSession(encounter()),
      { type: BEGIN_TURNS.type },
      { type: ADJUST_HP.type, combatant: 'tom', to: 0 },
      { type: END_ENCOUNTER.type },
    );
    const summary = encounterSummary(session);
    expect(summary.outcome).toEqual({ kind: 'endedByDealer', standing: { pc: 2, npc: 1 } });
    expect(summary.falls).toEqual([{ who: 'tom', round: 1, cause: { kind: 'dealer' } }]);
    expect(rowOf(summary, 'tom').dealerHp).toBe(-session.start.combatants.tom!.hp.hpLeft);
    expectAddsUp(summary, session);
  });

  it('the last outlaw felled by the Dealer ends it for the posse; a revival counts as HP back', () => {
    const start = encounter();
    const session = acted(
      startSession(start),
      { type: BEGIN_TURNS.type },
      { type: ADJUST_HP.type, combatant: 'kate', to: 0 },
      { type: ADJUST_HP.type, combatant: 'kate', by: 2 },
      { type: ADJUST_HP.type, combatant: 'tom', to: 0 },
      { type: ADJUST_HP.type, combatant: 'buster', to: 0 },
    );
    const summary = encounterSummary(session);
    expect(summary.outcome).toEqual({ kind: 'sideDown', winner: 'pc' });
    expect(summary.falls.map((f) => f.who)).toEqual(['kate', 'tom', 'buster']);
    expect(rowOf(summary, 'kate')).toMatchObject({
      down: false,
      hpEnd: 2,
      dealerHp: 2 - start.combatants.kate!.hp.hpLeft,
    });
    expectAddsUp(summary, session);
  });
});

/**
 * The moves random play draws from: whatever legalActions offers whoever the game waits for, and
 * now and then a Dealer's HP fix or item use, so every cause of an HP change is met.
 */
function choices(state: GameState, pick: number): Action[] {
  const pending = pendingActor(state);
  const actor = pending.kind === 'character' ? pending.who : 'dealer';
  const own = legalActions(state, actor).actions.filter((a) => a.type !== END_ENCOUNTER.type);
  const ids = Object.keys(state.combatants);
  const fix: Action = {
    type: ADJUST_HP.type,
    combatant: ids[pick % ids.length]!,
    by: (pick % 7) - 4 || 1,
  };
  return pick % 9 === 0 ? [fix] : own.length > 0 ? own : [fix];
}

describe('encounterSummary over random legal play (fast-check)', () => {
  it('always adds up to the final state, and spends no chip it cannot see', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 120 }),
        fc.boolean(),
        (seed, picks, endByHand) => {
          let session = startSession(encounter(seed));
          for (const pick of picks) {
            const options = choices(session.current, pick);
            const result = act(session, options[pick % options.length]!);
            if (result.ok) session = result.session;
          }
          if (endByHand && session.current.encounter.value !== 'ended')
            session = acted(session, { type: END_ENCOUNTER.type });
          const summary = encounterSummary(session);
          expectAddsUp(summary, session);
          if (!session.log.some((a) => a.type === ADVANCE_DAY.type))
            for (const row of summary.characters)
              for (const kind of SPENDABLE_CHIPS)
                expect(row.chipsSpent[kind]).toBe(
                  session.current.combatants[row.id]!.spent[kind] -
                    session.start.combatants[row.id]!.spent[kind],
                );
          const ended = session.current.encounter.value === 'ended';
          expect(summary.outcome.kind === 'inProgress').toBe(!ended);
        },
      ),
      { numRuns: 150 },
    );
  });
});
