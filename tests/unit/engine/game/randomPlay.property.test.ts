import fc from 'fast-check';
import { describe, it } from 'vitest';
import { chooseAction } from '../../../../engine/ai/simpleAi.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { cardCount } from '../../../../engine/game/deck.ts';
import type { Combatant, GameState } from '../../../../engine/game/gameState.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { activeCharacter, isDown } from '../../../../engine/game/queries.ts';
import { SPENDABLE_CHIPS } from '../../../../engine/rules/chips.ts';
import { encounter } from './encounterFixture.ts';

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

const STEPS = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
] as const;

/** Plausible actions now: most are legal, some are not; applyAction decides. */
function candidates(state: GameState): Action[] {
  const pending = pendingActor(state);
  const day: Action = { type: 'ADVANCE_DAY' };
  if (pending.kind === 'table') return [{ type: 'CONTINUE' }];
  if (pending.kind === 'dealer') {
    if (pending.why === 'ended') return [day];
    return [
      { type: 'BEGIN_TURNS' },
      ...Object.keys(state.combatants).map((who): Action => ({
        type: 'SPEND_SPEED_FOR_INITIATIVE',
        who,
      })),
      { type: 'BEGIN_TURNS' },
      day,
    ];
  }
  const me = state.combatants[pending.who]!;
  const who = me.id;
  if (pending.why === 'defense') {
    return [
      { type: 'DEFEND', who },
      { type: 'DEFEND', who, chips: { defense: 1 } },
      ...me.hand.map((card): Action => ({ type: 'DEFEND', who, card })),
    ];
  }
  if (pending.why === 'check') {
    return [
      { type: 'CANCEL_CHECK' },
      ...me.hand.flatMap((card): Action[] => [
        { type: 'PLAY_CHECK_CARD', who, card },
        { type: 'PLAY_CHECK_CARD', who, card, chips: { attack: 1 } },
      ]),
    ];
  }
  const phase = state.turn!.flow.value;
  // Refused candidates fall through to the next one, so the catch-alls come first and the day,
  // always accepted, comes last: otherwise every refusal would end the day.
  const always: Action[] = [
    { type: 'END_PHASE', who },
    { type: 'SPEND_CHIP', who, chip: 'draw' },
  ];
  if (phase === 'movement') {
    return [
      ...always,
      ...STEPS.map(([dx, dy]): Action => ({
        type: 'MOVE',
        who,
        path: [[me.at[0] + dx, me.at[1] + dy]],
      })),
      ...STEPS.slice(0, 4).map(([dx, dy]): Action => ({
        type: 'MOVE',
        who,
        path: [
          [me.at[0] + dx, me.at[1] + dy],
          [me.at[0] + 2 * dx, me.at[1] + 2 * dy],
        ],
      })),
      { type: 'TOGGLE_DOOR', who, door: 0 },
      { type: 'SPEND_CHIP', who, chip: 'speed' },
      day,
    ];
  }
  if (phase === 'action') {
    const enemies = Object.values(state.combatants).filter((c) => c.side !== me.side && !isDown(c));
    return [
      ...always,
      { type: 'SPEND_CHIP', who, chip: 'action' },
      { type: 'CALL_CHECK', who, check: 'Eye' },
      { type: 'CALL_CHECK', who, check: 'Thievin', tn: 3 },
      { type: 'USE_ITEM', who, item: 'Medical Kit' },
      ...me.hand.map((card): Action => ({ type: 'PLAY_CARD', who, card })),
      ...enemies.flatMap((enemy): Action[] => [
        { type: 'DECLARE_ATTACK', who, target: enemy.id, weapon: true },
        {
          type: 'DECLARE_ATTACK',
          who,
          target: enemy.id,
          weapon: true,
          chips: { attack: 1, attackMode: 'damage', range: 1 },
        },
        ...me.hand.map((card): Action => ({
          type: 'DECLARE_ATTACK',
          who,
          target: enemy.id,
          card,
          chips: { attack: 1 },
        })),
        ...me.ammo.map((a): Action => ({
          type: 'DECLARE_ATTACK',
          who,
          target: enemy.id,
          weapon: true,
          ammo: a.id,
        })),
      ]),
      day,
    ];
  }
  return [{ type: 'DRAW', who }, { type: 'SPEND_CHIP', who, chip: 'draw' }, day];
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
      if (action.type === 'ADVANCE_DAY') {
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

/** Applies the first acceptable candidate, starting from the chosen one. */
function step(state: GameState, choice: number): { state: GameState; action: Action } {
  const options = candidates(state);
  for (let k = 0; k < options.length; k++) {
    const action = options[(choice + k) % options.length]!;
    const result = applyAction(state, action);
    if (result.ok) {
      checkInvariants(state, action, result.state);
      return { state: result.state, action };
    }
  }
  throw new Error(`no legal action among ${options.length} candidates`);
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
    return { type: 'CALL_CHECK', who: me.id, check: 'Eye' };
  if (phase === 'draw') return { type: 'DRAW', who: me.id };
  return { type: 'END_PHASE', who: me.id };
}

function apply(state: GameState, action: Action): GameState {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.message}`);
  checkInvariants(state, action, result.state);
  return result.state;
}

describe('random legal play (fast-check)', () => {
  it('10,000 seeded sequences, each crossing a reshuffle and a day, break no invariant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        (seed, choices) => {
          let state = arena(seed);
          let days = 0;
          for (const choice of choices) {
            const taken = step(state, choice);
            state = taken.state;
            if (taken.action.type === 'ADVANCE_DAY') days += 1;
          }
          // Make sure every sequence crosses a day and a reshuffle: the Dealer advances the day if no
          // random choice did, then the AI plays on (it plays cards, which drains the decks) until
          // a discard pile has been shuffled back.
          if (days === 0) {
            while (state.attack) state = step(state, 0).state;
            state = apply(state, { type: 'ADVANCE_DAY' });
            days += 1;
          }
          for (let extra = 0; state.reshuffles === 0 && extra < 200; extra++)
            state = apply(state, towardsReshuffle(state));
          invariant(days > 0, 'the sequence crossed no day');
          invariant(
            state.reshuffles > 0,
            `the sequence crossed no reshuffle (encounter ${state.encounter.value})`,
          );
        },
      ),
      { numRuns: 10_000, seed: 20261129, endOnFailure: true },
    );
  }, 600_000);
});
