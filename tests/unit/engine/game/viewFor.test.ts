import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { CALL_CHECK } from '../../../../engine/game/records/callCheck.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { situationOf } from '../../../../engine/game/situation.ts';
import { viewFor } from '../../../../engine/game/viewFor.ts';
import { DEALER, PUBLIC, seat, type Seat } from '../../../../engine/game/viewer.ts';
import { encounter } from './encounterFixture.ts';
import { SECRET, withUnknownFieldEverywhere } from './viewProbe.ts';

/**
 * Issue 37, item 3: viewFor is the skirmish's one secrecy function. A seat sees the public view
 * and its own share, and nothing of anyone else's: walked for every seat in every situation.
 */

const NOTES = {
  table: 'The Dealer plans a second gang at dusk.',
  combatant: 'Owes the sheriff forty dollars.',
  map: 'The loot is under the third plank.',
};

function step(session: Session, action: Parameters<typeof act>[1]): Session {
  const result = act(session, action);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** The Dealer's notes everywhere they may be, so a view that leaked one would show it. */
function noted(state: GameState): GameState {
  const combatants: GameState['combatants'] = {};
  for (const [id, c] of Object.entries(state.combatants))
    combatants[id] = { ...c, notes: `${NOTES.combatant} (${id})` };
  return {
    ...state,
    notes: NOTES.table,
    combatants,
    map: { ...state.map, dealerNotes: NOTES.map },
  } as GameState;
}

/**
 * One state of every situation the game waits in, with an NPC hidden from the start, the fog on
 * or off: the round's start, each phase of a turn, a defence, an attack's steps, a check's card,
 * and the end.
 */
function situations(seed: number, fog: 'off' | 'live'): GameState[] {
  let session = startSession(encounter(seed));
  const npc = Object.values(session.current.combatants).find((c) => c.side === 'npc')!;
  session = step(session, { type: HIDE.type, combatant: npc.id });
  if (fog !== 'off') session = step(session, { type: SET_FOG.type, mode: fog });
  const found = new Map<string, GameState>();
  const note = (state: GameState) => {
    const s = situationOf(state);
    const key = s.kind === 'turn' ? `turn.${s.phase}` : s.kind;
    if (!found.has(key)) found.set(key, state);
  };
  note(session.current);
  let checked = false;
  for (let i = 0; i < 300 && found.size < 7; i++) {
    const s = situationOf(session.current);
    if (
      !checked &&
      s.kind === 'turn' &&
      s.phase === 'movement' &&
      session.current.combatants[s.who]!.hand.length > 0
    ) {
      checked = true;
      const called = act(session, { type: CALL_CHECK.type, who: s.who, check: 'Eye' });
      if (called.ok) {
        note(called.session.current);
        session = called.session;
        continue;
      }
    }
    const action = chooseAction(session.current);
    if (!action) break;
    session = step(session, action);
    note(session.current);
  }
  note(step(session, { type: END_ENCOUNTER.type }).current);
  return [...found.values()];
}

/** Every seat a table might have: each character alone, each side whole. */
function seats(state: GameState): Seat[] {
  const all = Object.values(state.combatants);
  return [
    ...all.map((c) => seat(c.id, [c.id])),
    seat(
      'posse',
      all.filter((c) => c.side === 'pc').map((c) => c.id),
    ),
    seat(
      'npcs',
      all.filter((c) => c.side === 'npc').map((c) => c.id),
    ),
  ];
}

describe('viewFor (issue 37, item 3)', () => {
  it('gives the Dealer the whole game and the public the public view', () => {
    const [state] = situations(3, 'off');
    expect(viewFor(state!, DEALER)).toBe(state);
    expect(viewFor(state!, PUBLIC)).toEqual(publicView(state!));
  });

  it("shows every seat, in every situation, no other seat's cards, no deck order, no generator, no hidden NPC it does not hold, no fogged ground and no Dealer note", () => {
    let views = 0;
    const kinds = new Set<string>();
    for (const [seed, fog] of [
      [3, 'off'],
      [7, 'live'],
      [12, 'off'],
    ] as const) {
      for (const plain of situations(seed, fog)) {
        const state = noted(plain);
        const situation = situationOf(state);
        kinds.add(situation.kind === 'turn' ? `turn.${situation.phase}` : situation.kind);
        for (const viewer of seats(state)) {
          const view = viewFor(state, viewer);
          const json = JSON.stringify(view);
          const held = new Set(viewer.holds);
          // The public part is the TV's, fog and hidden NPCs included; the seat adds its own.
          const { seat: own, ...shared } = view;
          expect(shared).toEqual(publicView(state));
          expect(own.characters.map((c) => c.id).sort()).toEqual([...held].sort());
          for (const c of Object.values(state.combatants)) {
            const mine = held.has(c.id);
            // Hands: its own card by card; anyone else's never, not even a card id.
            for (const id of [...c.hand, ...c.deck, ...c.discard, ...c.inPlay.map((p) => p.card)])
              if (!mine || !c.hand.includes(id))
                expect(json, `${viewer.seat} sees ${id}`).not.toContain(`"${id}"`);
            if (mine)
              expect(own.characters.find((o) => o.id === c.id)!.deckSize).toBe(c.deck.length);
            if (c.hidden && !mine) {
              expect(json).not.toContain(`"${c.id}"`);
              expect(json).not.toContain(c.name);
            }
          }
          expect(json).not.toContain('"rng"');
          expect(json).not.toContain(String(state.rng.state));
          for (const note of Object.values(NOTES)) expect(json).not.toContain(note);
          views += 1;
        }
      }
    }
    expect([...kinds].sort()).toEqual([
      'attackStep',
      'checkCard',
      'defense',
      'over',
      'roundStart',
      'turn.action',
      'turn.draw',
      'turn.movement',
    ]);
    expect(views).toBeGreaterThan(100);
  });

  it('is a whitelist: a field added later to the game, anywhere, reaches no seat', () => {
    for (const state of situations(7, 'live')) {
      const marked = withUnknownFieldEverywhere(state) as GameState;
      for (const viewer of seats(state)) {
        const view = viewFor(marked, viewer);
        expect(JSON.stringify(view)).not.toContain(SECRET);
        expect(view).toEqual(viewFor(state, viewer));
      }
    }
  });

  it('prompts the seat the game waits on, and only it', () => {
    for (const state of situations(3, 'off')) {
      const situation = situationOf(state);
      for (const viewer of seats(state)) {
        const prompt = viewFor(state, viewer).seat.prompt;
        const waitsOn = 'who' in situation && viewer.holds.includes(situation.who);
        expect(prompt === null, `${viewer.seat} in ${situation.kind}`).toBe(!waitsOn);
        if (prompt) expect(prompt.who).toBe((situation as { who: string }).who);
      }
    }
  });
});
