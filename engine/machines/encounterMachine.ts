import { assign, setup } from 'xstate';

/**
 * T1, T6, T7, B4: an encounter's rounds.
 *  - T1: characters act one turn each per round in seating order, which the Dealer sets.
 *  - T6: at the start of a round, a character who spends a Speed chip moves one place earlier for
 *    that round. B4: Quickdraw characters go to the front (ties keep seating order).
 *  - Each standing character takes one turn; the fallen are skipped.
 *  - T7: the encounter ends when one side has no one standing, or when the Dealer ends it.
 */
export interface EncounterContext {
  round: number;
  /** The seating order (T1). */
  seating: string[];
  /** This round's order, after Quickdraw and Speed chips. */
  order: string[];
  /** The index in `order` of the character whose turn it is. */
  active: number;
  side: Record<string, 'pc' | 'npc'>;
  standing: Record<string, boolean>;
  quickdraw: string[];
}

export type EncounterEvent =
  | { type: 'START_ROUND' }
  | { type: 'SPEND_SPEED_FOR_INITIATIVE'; id: string; places: number }
  | { type: 'BEGIN_TURNS' }
  | { type: 'TURN_DONE' }
  | { type: 'CHARACTER_DOWN'; id: string }
  | { type: 'CHARACTER_UP'; id: string }
  | { type: 'END_ENCOUNTER' };

function sideDown(context: EncounterContext): boolean {
  const alive = (side: 'pc' | 'npc') =>
    context.seating.some((id) => context.side[id] === side && context.standing[id]);
  return !alive('pc') || !alive('npc');
}

/** The next standing character after `from` in this round's order, or −1 when the round is over. */
function nextStanding(context: EncounterContext, from: number): number {
  for (let i = from + 1; i < context.order.length; i++)
    if (context.standing[context.order[i]!]) return i;
  return -1;
}

export const encounterMachine = setup({
  types: {
    context: {} as EncounterContext,
    events: {} as EncounterEvent,
    input: {} as {
      seating: string[];
      side: Record<string, 'pc' | 'npc'>;
      standing: Record<string, boolean>;
      quickdraw: string[];
    },
  },
  guards: {
    isSideDown: ({ context }) => sideDown(context),
    canMoveUp: ({ context, event }) =>
      event.type === 'SPEND_SPEED_FOR_INITIATIVE' &&
      context.order.indexOf(event.id) > 0 &&
      context.standing[event.id] === true,
    isLastTurn: ({ context }) => nextStanding(context, context.active) === -1,
    isCharacter: ({ context, event }) =>
      (event.type === 'CHARACTER_DOWN' || event.type === 'CHARACTER_UP') &&
      event.id in context.side,
  },
  actions: {
    orderRound: assign(({ context }) => {
      // B4: Quickdraw first, keeping seating order among them; then everyone else.
      const quick = context.seating.filter((id) => context.quickdraw.includes(id));
      const rest = context.seating.filter((id) => !context.quickdraw.includes(id));
      return { round: context.round + 1, order: [...quick, ...rest], active: -1 };
    }),
    moveUp: assign(({ context, event }) => {
      if (event.type !== 'SPEND_SPEED_FOR_INITIATIVE') return {};
      // T6 (house): that many places earlier, never before the first seat.
      const order = context.order.filter((id) => id !== event.id);
      const at = context.order.indexOf(event.id);
      order.splice(Math.max(0, at - event.places), 0, event.id);
      return { order };
    }),
    firstTurn: assign(({ context }) => ({ active: nextStanding(context, -1) })),
    nextTurn: assign(({ context }) => ({ active: nextStanding(context, context.active) })),
    markDown: assign(({ context, event }) =>
      event.type === 'CHARACTER_DOWN'
        ? { standing: { ...context.standing, [event.id]: false } }
        : {},
    ),
    markUp: assign(({ context, event }) =>
      event.type === 'CHARACTER_UP' ? { standing: { ...context.standing, [event.id]: true } } : {},
    ),
  },
}).createMachine({
  id: 'encounter',
  context: ({ input }) => ({
    round: 0,
    seating: input.seating,
    order: input.seating,
    active: -1,
    side: input.side,
    standing: input.standing,
    quickdraw: input.quickdraw,
  }),
  initial: 'roundStart',
  on: {
    END_ENCOUNTER: { target: '.ended' },
  },
  states: {
    roundStart: {
      entry: 'orderRound',
      always: { guard: 'isSideDown', target: 'ended' },
      on: {
        SPEND_SPEED_FOR_INITIATIVE: { guard: 'canMoveUp', actions: 'moveUp' },
        BEGIN_TURNS: { target: 'turns', actions: 'firstTurn' },
      },
    },
    turns: {
      always: { guard: 'isSideDown', target: 'ended' },
      on: {
        TURN_DONE: [{ guard: 'isLastTurn', target: 'roundStart' }, { actions: 'nextTurn' }],
        CHARACTER_DOWN: { guard: 'isCharacter', actions: 'markDown' },
        CHARACTER_UP: { guard: 'isCharacter', actions: 'markUp' },
      },
    },
    ended: { type: 'final' },
  },
});
