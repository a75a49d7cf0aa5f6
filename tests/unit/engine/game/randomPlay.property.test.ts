import fc from 'fast-check';
import { describe, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import { isDeepStrictEqual } from 'node:util';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { act, replay, startSession, undo, type Session } from '../../../../engine/game/session.ts';
import { cardCount } from '../../../../engine/game/deck.ts';
import type { Combatant, GameState } from '../../../../engine/game/gameState.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { activeCharacter, isDown } from '../../../../engine/game/queries.ts';
import { SPENDABLE_CHIPS } from '../../../../engine/rules/chips.ts';
import { encounter } from './encounterFixture.ts';
import { scaled } from '../../../slowdown.ts';
import { ADVANCE_DAY } from '../../../../engine/game/records/advanceDay.ts';
import { CALL_CHECK } from '../../../../engine/game/records/callCheck.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';

/**
 * A seeded encounter made for long random play: more HP so fights last, a chip of every kind so
 * every chip rule is exercised, and decks already drawn out (hand of 4, the rest discarded), so
 * the first draw after a card is played reshuffles.
 */
function arena(seed: number): GameState {
  const state = encounter(seed);
  const combatants: Record<string, Combatant> = {};
  for (const [id, c] of Object.entries(state.combatants)) {
    combatants[id] = {
      ...c,
      hp: { ...c.hp, hpLeft: 30, max: 30 },
      chips: { family: 'spendable', attack: 1, defense: 1, speed: 1, range: 1, action: 1, draw: 2 },
      deck: [],
      discard: [...c.discard, ...c.deck],
    };
  }
  return { ...state, combatants };
}

/**
 * How many seeded sequences: enough in `npm test` to cover every kind of step many times; the
 * full count runs with `npm run fuzz` (PROPERTY_RUNS).
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 1_000);

/**
 * What may be done now, as the engine lists it: the pending character's (or the Dealer's) legal
 * actions, and the Dealer's day and checks between steps. The encounter is never ended by hand
 * here, so sequences run long.
 */
function choices(state: GameState): Action[] {
  const pending = pendingActor(state);
  const actor = pending.kind === 'character' ? pending.who : 'dealer';
  const own = legalActions(state, actor).actions;
  const dealer = actor === 'dealer' ? [] : legalActions(state, 'dealer').actions;
  const extra: Action[] = [...dealer];
  // The Dealer calls an Eye check on the acting character now and then, as the template allows.
  const template = legalActions(state, 'dealer').templates.find((t) => t.type === CALL_CHECK.type);
  if (
    pending.kind === 'character' &&
    pending.why === 'turn' &&
    state.turn?.flow.value === 'movement' &&
    template?.type === CALL_CHECK.type &&
    template.who.includes(pending.who)
  )
    extra.push({ type: CALL_CHECK.type, who: pending.who, check: 'Eye' });
  return [...own.filter((a) => a.type !== END_ENCOUNTER.type), ...extra];
}

/** Plain checks (not `expect`): they run millions of times and must cost next to nothing. */
function invariant(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

/** Every invariant of the issue, checked after each accepted action. */
function checkInvariants(before: GameState, action: Action, after: GameState): void {
  for (const [id, c] of Object.entries(after.combatants)) {
    const was = before.combatants[id]!;
    // K5: deck + hand + discard + cards in play = 12, and no card in two places.
    invariant(cardCount(c) === 12, `${id} holds ${cardCount(c)} cards, not 12 (K5)`);
    invariant(
      new Set([...c.deck, ...c.hand, ...c.discard, ...c.inPlay.map((p) => p.card)]).size === 12,
      `${id} has a card in two places`,
    );
    invariant(c.hand.length <= 4, `${id} holds ${c.hand.length} cards in hand (K1)`);
    // HP stays in [0, max].
    invariant(c.hp.hpLeft >= 0 && c.hp.hpLeft <= c.hp.max, `${id} HP ${c.hp.hpLeft}/${c.hp.max}`);
    for (const kind of SPENDABLE_CHIPS) {
      // Chips are never negative; a spent chip stays spent until the next day (H3, Y1).
      invariant(c.chips[kind] >= 0, `${id} has ${c.chips[kind]} ${kind} chips`);
      if (action.type === ADVANCE_DAY.type) {
        invariant(
          c.spent[kind] === 0 && c.chips[kind] === was.chips[kind] + was.spent[kind],
          `${id}'s ${kind} chips did not all return at dawn`,
        );
      } else {
        invariant(
          c.chips[kind] <= was.chips[kind],
          `${id} regained a ${kind} chip before the next day (${action.type})`,
        );
        invariant(
          c.spent[kind] >= was.spent[kind],
          `${id}'s spent ${kind} chips went down (${action.type})`,
        );
        invariant(
          c.chips[kind] + c.spent[kind] === was.chips[kind] + was.spent[kind],
          `${id}'s ${kind} chips appeared or vanished`,
        );
      }
    }
  }
  // No attack or check outlives the turn it began in.
  if (after.turn?.who !== before.turn?.who || after.encounter.value !== before.encounter.value) {
    invariant(after.attack === null, `an attack survived the turn change (${action.type})`);
    invariant(
      after.check?.flow.value !== 'awaitingCard',
      `a check still waits for a card after the turn changed (${action.type})`,
    );
  }
  // A dead character takes no turn.
  invariant(
    !after.turn || !isDown(after.combatants[after.turn.who]!),
    `${after.turn?.who} is down but has the turn`,
  );
  const active = activeCharacter(after);
  invariant(
    !active || !!after.attack || !isDown(after.combatants[active]!),
    `${active} is down but is the active character`,
  );
}

/** Plays the chosen one of the listed actions: it must be accepted, and break no invariant. */
function step(
  session: Session,
  choice: number,
  verifyAll: boolean,
): { session: Session; action: Action } {
  const state = session.current;
  const options = choices(state);
  invariant(options.length > 0, `nothing is legal in ${state.encounter.value}`);
  if (verifyAll)
    for (const listed of options)
      invariant(applyAction(state, listed).ok, `listed but refused: ${JSON.stringify(listed)}`);
  const action = options[choice % options.length]!;
  const result = act(session, action);
  if (!result.ok)
    throw new Error(`listed but refused: ${JSON.stringify(action)}: ${result.message}`);
  checkInvariants(state, action, result.session.current);
  return { session: result.session, action };
}

/**
 * The next action of a game steered towards a reshuffle: the character whose turn it is plays a
 * card on a check the Dealer calls (free outside its Action phase), then ends its phases and draws;
 * with an empty deck that draw reshuffles. Attacks under way are played out by the AI.
 */
function towardsReshuffle(state: GameState): Action {
  const pending = pendingActor(state);
  if (pending.kind !== 'character' || pending.why !== 'turn') return chooseAction(state)!;
  const me = state.combatants[pending.who]!;
  const phase = state.turn!.flow.value;
  if (phase === 'movement' && me.hand.length === 4)
    return { type: CALL_CHECK.type, who: me.id, check: 'Eye' };
  if (phase === 'draw') return { type: DRAW.type, who: me.id };
  return { type: END_PHASE.type, who: me.id };
}

function apply(session: Session, action: Action): Session {
  const result = act(session, action);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.message}`);
  checkInvariants(session.current, action, result.session.current);
  return result.session;
}

describe('random legal play over legalActions (fast-check)', () => {
  it(
    `${RUNS.toLocaleString('en')} seeded sequences, each crossing a reshuffle and a day, break no invariant`,
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
          (seed, picks) => {
            let session = startSession(arena(seed));
            let days = 0;
            picks.forEach((pick, i) => {
              const taken = step(session, pick, i % 10 === 0);
              session = taken.session;
              if (taken.action.type === ADVANCE_DAY.type) days += 1;
            });
            // Make sure every sequence crosses a day and a reshuffle: the Dealer advances the day if no
            // random choice did, then the AI plays on (it plays cards, which drains the decks) until
            // a discard pile has been shuffled back.
            if (days === 0) {
              while (session.current.attack) session = step(session, 0, false).session;
              session = apply(session, { type: ADVANCE_DAY.type });
              days += 1;
            }
            for (
              let extra = 0;
              session.current.reshuffles === 0 &&
              session.current.encounter.value !== 'ended' &&
              extra < 200;
              extra++
            )
              session = apply(session, towardsReshuffle(session.current));
            invariant(days > 0, 'the sequence crossed no day');
            invariant(
              session.current.reshuffles > 0 || session.current.encounter.value === 'ended',
              `the sequence crossed no reshuffle (encounter ${session.current.encounter.value})`,
            );
            // The log replays to the state, exactly.
            invariant(
              isDeepStrictEqual(replay(session.start, session.log), session.current),
              'the log does not replay to the state',
            );
            // An undo is a replay of the log up to the start of the last decision.
            const back = undo(session)!;
            const at = session.decisions[session.decisions.length - 1]!;
            invariant(
              isDeepStrictEqual(back.current, replay(session.start, session.log.slice(0, at))),
              'an undo is not the replay up to the last decision',
            );
          },
        ),
        { numRuns: RUNS, seed: 20261129, endOnFailure: true },
      );
    },
    scaled((40_000 * RUNS) / 1_000),
  );
});
