import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { hasCell } from '../../../../engine/game/fogCells.ts';
import { exploredWith } from '../../../../engine/game/fogSettle.ts';
import { posseSightOf } from '../../../../engine/game/fogSight.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { publicView } from '../../../../engine/game/publicView.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CALL_CHECK } from '../../../../engine/game/records/callCheck.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { PLAY_CHECK_CARD } from '../../../../engine/game/records/playCheckCard.ts';
import { situationOf } from '../../../../engine/game/situation.ts';
import { HIDE } from '../../../../engine/game/records/hide.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { SET_FOG } from '../../../../engine/game/records/setFog.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { seatView } from '../../../../engine/game/seatView.ts';
import { seat } from '../../../../engine/game/viewer.ts';
import { encounter } from './encounterFixture.ts';

/*
 * Issue 39, item 2: a seat's view carries what the engine offers its prompted character, so the
 * phone decides nothing. Every offer must be accepted as it stands, name nobody the seat cannot
 * see, and (in the fog) never lead through ground the players do not know.
 */

const KATE = seat('Kate', ['kate']);
const NED = seat('Ned', ['ned']);

function step(session: Session, action: Parameters<typeof act>[1]): Session {
  const result = act(session, action);
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

/** States of a played game (the simple AI for everyone), with an NPC hidden and the fog as given. */
function played(seed: number, fog: 'off' | 'live', count = 120): GameState[] {
  let session = startSession(encounter(seed));
  const npc = Object.values(session.current.combatants).find((c) => c.side === 'npc')!;
  session = step(session, { type: HIDE.type, combatant: npc.id });
  if (fog !== 'off') session = step(session, { type: SET_FOG.type, mode: fog });
  const states = [session.current];
  for (let i = 0; i < count; i++) {
    const action = chooseAction(session.current);
    if (!action) break;
    const result = act(session, action);
    if (!result.ok) break;
    session = result.session;
    states.push(session.current);
  }
  return states;
}

const knownSquare = (state: GameState) => {
  const known = exploredWith(state.fog.explored, posseSightOf(state));
  return ([x, y]: readonly [number, number]) => hasCell(known, y * state.map.size[0] + x);
};

describe('seatOffers', () => {
  for (const fog of ['off', 'live'] as const)
    it(`offers only what the engine accepts, naming only whom the seat sees (fog ${fog})`, () => {
      let prompted = 0;
      for (const seed of [1, 2, 3])
        for (const state of played(seed, fog))
          for (const viewer of [KATE, NED]) {
            const view = seatView(state, viewer);
            const offers = view.seat.offers;
            if (!view.seat.prompt) {
              expect(offers).toBeNull();
              continue;
            }
            if (!offers) continue;
            prompted++;
            const seen = new Set(view.combatants.map((c) => c.id));
            expect(viewer.holds).toContain(offers.who);
            for (const { action, label } of offers.actions) {
              expect(applyAction(state, action).ok, `${label}: ${JSON.stringify(action)}`).toBe(
                true,
              );
              const target = (action as { target?: string }).target;
              if (target) expect(seen.has(target) || viewer.holds.includes(target)).toBe(true);
              expect(label).not.toMatch(/undefined/);
            }
            for (const move of offers.moves) {
              const action = { type: MOVE.type, who: offers.who, path: move.path };
              expect(applyAction(state, action).ok).toBe(true);
              expect(move.path.at(-1)).toEqual(move.to);
              if (fog !== 'off')
                for (const square of move.path) expect(knownSquare(state)(square)).toBe(true);
            }
            for (const target of offers.attack?.targets ?? [])
              expect(seen.has(target.id)).toBe(true);
          }
      expect(prompted).toBeGreaterThan(20);
    });

  it("offers, with the fog off and nobody hidden, every square the engine's own moves reach", () => {
    let compared = 0;
    for (const state of played(4, 'off', 80)) {
      if (Object.values(state.combatants).some((c) => c.hidden)) continue;
      for (const viewer of [KATE, NED]) {
        const offers = seatView(state, viewer).seat.offers;
        if (!offers || offers.moves.length === 0) continue;
        const engine = legalActions(state, offers.who)
          .actions.filter((a) => a.type === MOVE.type)
          .map((a) => JSON.stringify((a as { path: number[][] }).path.at(-1)))
          .sort();
        expect(offers.moves.map((m) => JSON.stringify(m.to)).sort()).toEqual(engine);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('offers a defence card by card, with the chips, only to the seat defending', () => {
    for (const state of played(5, 'off', 200)) {
      const attack = state.attack;
      if (!attack || publicView(state).combatants.length === 0) continue;
      const defender = [KATE, NED].find((v) => seatView(state, v).seat.prompt?.kind === 'defense');
      if (!defender) continue;
      const offers = seatView(state, defender).seat.offers!;
      const defences = offers.actions.filter((a) => a.action.type === DEFEND.type);
      expect(defences.length).toBeGreaterThan(0);
      expect(defences.some((a) => a.label.startsWith('Defend with'))).toBe(true);
      const other = defender === KATE ? NED : KATE;
      expect(seatView(state, other).seat.offers).toBeNull();
      return;
    }
    throw new Error('no defence by a PC in 200 actions');
  });

  it("offers a check's card when the Dealer calls one, card by card, to that seat only", () => {
    let session = startSession(encounter(6));
    session = step(session, { type: BEGIN_TURNS.type });
    const s = situationOf(session.current);
    if (s.kind !== 'turn') throw new Error('no turn');
    session = step(session, { type: CALL_CHECK.type, who: s.who, check: 'Eye' });
    const holder = [KATE, NED].find((v) => v.holds.includes(s.who))!;
    const view = seatView(session.current, holder);
    expect(view.seat.prompt).toMatchObject({ kind: 'checkCard', who: s.who });
    const cards = view.seat.offers!.actions.filter((a) => a.action.type === PLAY_CHECK_CARD.type);
    // Each card of the hand, each with every count of Attack chips the engine allows (H2).
    const played = new Set(cards.map((a) => (a.action as { card: string }).card));
    expect(played.size).toBe(session.current.combatants[s.who]!.hand.length);
    expect(
      cards.every((a) => a.label.startsWith('Play ') && a.label.endsWith(' for the check')),
    ).toBe(true);
    const other = holder === KATE ? NED : KATE;
    expect(seatView(session.current, other).seat.offers).toBeNull();
  });
});
