import { assign, setup } from 'xstate';

/**
 * T1, T6, T7, B4: an encounter's rounds.
 *  - T1: characters act one turn each per round in seating order, which the Dealer sets.
 *  - T6: at the start of a round, a character who spends a Speed chip moves one place earlier for
 *    that round. B4: Quickdraw characters go to the front (ties keep seating order).
 *  - Each standing character takes one turn; the fallen are skipped.
 *  - T7: the encounter ends when one side has no one standing, or when the Dealer ends it.
 *
 * Who is standing is the game's to know (the HP tracks), not this machine's: the events that move
 * the turn on carry the standing characters, read from the game state at that moment, as
 * boardgame.io's turn order reads G. So no copy here can drift from the combatants.
 */
export interface EncounterContext {
  round: number;
  /** The seating order (T1). */
  seating: string[];
  /** This round's order, after Quickdraw and Speed chips. */
  order: string[];
  /** The index in `order` of the character whose turn it is. */
  active: number;
  quickdraw: string[];
}

export type EncounterEvent =
  | { type: 'SPEND_SPEED_FOR_INITIATIVE'; id: string; places: number }
  | { type: 'BEGIN_TURNS'; standing: readonly string[] }
  | { type: 'TURN_DONE'; standing: readonly string[] }
  /** T7: the game found a side with no one standing. */
  | { type: 'SIDE_DOWN' }
  | { type: 'END_ENCOUNTER' }
  /** T1: the Dealer sets the seating; see seat and seatAndOrder for when it orders a round. */
  | { type: 'SET_SEATING'; seating: readonly string[] };

/** B4, T1: a round's order before any Speed chip: Quickdraw first, each part in seating order. */
export function roundOrder(seating: readonly string[], quickdraw: readonly string[]): string[] {
  const quick = seating.filter((id) => quickdraw.includes(id));
  const rest = seating.filter((id) => !quickdraw.includes(id));
  return [...quick, ...rest];
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The next standing character after `from` in this round's order, or −1 when the round is over. */
function nextStanding(
  context: EncounterContext,
  from: number,
  standing: readonly string[],
): number {
  for (let i = from + 1; i < context.order.length; i++)
    if (standing.includes(context.order[i]!)) return i;
  return -1;
}

function standingOf(event: EncounterEvent): readonly string[] {
  return event.type === 'BEGIN_TURNS' || event.type === 'TURN_DONE' ? event.standing : [];
}

export const encounterMachine = setup({
  types: {
    context: {} as EncounterContext,
    events: {} as EncounterEvent,
    input: {} as { seating: string[]; quickdraw: string[] },
  },
  guards: {
    canMoveUp: ({ context, event }) =>
      event.type === 'SPEND_SPEED_FOR_INITIATIVE' && context.order.indexOf(event.id) > 0,
    hasStanding: ({ context, event }) => nextStanding(context, -1, standingOf(event)) !== -1,
    isLastTurn: ({ context, event }) =>
      nextStanding(context, context.active, standingOf(event)) === -1,
  },
  actions: {
    orderRound: assign(({ context }) => ({
      // B4: Quickdraw first, keeping seating order among them; then everyone else.
      round: context.round + 1,
      order: roundOrder(context.seating, context.quickdraw),
      active: -1,
    })),
    // T1, mid-round: the new seating orders the rounds to come. This round keeps its order, as
    // turns already taken in it would otherwise give someone a second turn, or none.
    seat: assign(({ event }) =>
      event.type === 'SET_SEATING' ? { seating: [...event.seating] } : {},
    ),
    // T1, at a round's start: the new seating orders this round too, unless Speed chips have
    // already bought places in it (T6): those were paid for, so the round keeps them.
    seatAndOrder: assign(({ context, event }) => {
      if (event.type !== 'SET_SEATING') return {};
      const seating = [...event.seating];
      const untouched = sameOrder(context.order, roundOrder(context.seating, context.quickdraw));
      return untouched ? { seating, order: roundOrder(seating, context.quickdraw) } : { seating };
    }),
    moveUp: assign(({ context, event }) => {
      if (event.type !== 'SPEND_SPEED_FOR_INITIATIVE') return {};
      // T6 (house): that many places earlier, never before the first seat.
      const order = context.order.filter((id) => id !== event.id);
      const at = context.order.indexOf(event.id);
      order.splice(Math.max(0, at - event.places), 0, event.id);
      return { order };
    }),
    firstTurn: assign(({ context, event }) => ({
      active: nextStanding(context, -1, standingOf(event)),
    })),
    nextTurn: assign(({ context, event }) => ({
      active: nextStanding(context, context.active, standingOf(event)),
    })),
  },
}).createMachine({
  id: 'encounter',
  context: ({ input }) => ({
    round: 0,
    seating: input.seating,
    order: input.seating,
    active: -1,
    quickdraw: input.quickdraw,
  }),
  initial: 'roundStart',
  states: {
    roundStart: {
      entry: 'orderRound',
      on: {
        SPEND_SPEED_FOR_INITIATIVE: { guard: 'canMoveUp', actions: 'moveUp' },
        SET_SEATING: { actions: 'seatAndOrder' },
        BEGIN_TURNS: { guard: 'hasStanding', target: 'turns', actions: 'firstTurn' },
        SIDE_DOWN: { target: 'ended' },
        END_ENCOUNTER: { target: 'ended' },
      },
    },
    turns: {
      on: {
        TURN_DONE: [{ guard: 'isLastTurn', target: 'roundStart' }, { actions: 'nextTurn' }],
        SET_SEATING: { actions: 'seat' },
        SIDE_DOWN: { target: 'ended' },
        END_ENCOUNTER: { target: 'ended' },
      },
    },
    // T7: over; nothing moves it on, so a second END_ENCOUNTER is refused, not logged again.
    ended: { type: 'final' },
  },
});
