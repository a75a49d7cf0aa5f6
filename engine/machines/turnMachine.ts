import { assign, setup } from 'xstate';

/**
 * T2–T5: one character's turn, in three phases — Movement, then Action, then Draw.
 *  - Movement (T3, M1, M3): steps and door toggles spend movement, never past Speed; a Speed chip
 *    adds its worth (H1, 1 by default). Moving 0 squares is allowed.
 *  - Action (T4): one action, plus one per Action chip; free actions (buying, X4; the free shots of
 *    a multi-shot card, R3) spend none. X4 (house): buying may also come in the Movement phase,
 *    where it spends no movement.
 *  - Draw (T5): the hand refills to 4, and the turn is done.
 * A Draw chip (H1) may be spent in any phase. The numbers (the cost of a move, whether it is
 * legal) come from the rules (validateMove); this machine decides only when things may happen.
 */
export interface TurnContext {
  /** H1 (house): what one Speed or Action chip adds. */
  chipValue: number;
  speed: number;
  moved: number;
  actionsLeft: number;
  /** R3: free shots left from a multi-shot card fired first this turn. */
  freeShots: number;
  /** R3: attacks made this turn (a multi-shot card must be the first). */
  attacks: number;
  /** H1: Draw chips spent this turn, and X4 free actions taken: shown, and what makes them steps. */
  drawChips: number;
  freeActions: number;
}

export type TurnEvent =
  | { type: 'MOVE'; cost: number }
  | { type: 'TOGGLE_DOOR'; cost: number }
  | { type: 'SPEND_SPEED_CHIP' }
  | { type: 'END_MOVEMENT' }
  | { type: 'TAKE_ACTION'; attack: boolean; freeShots: number }
  | { type: 'FREE_SHOT' }
  | { type: 'FREE_ACTION' }
  | { type: 'SPEND_ACTION_CHIP' }
  | { type: 'END_ACTION' }
  | { type: 'SPEND_DRAW_CHIP' }
  | { type: 'DRAW' };

export const turnMachine = setup({
  types: {
    context: {} as TurnContext,
    events: {} as TurnEvent,
    input: {} as { speed: number; actions: number; chipValue: number },
  },
  guards: {
    isWithinSpeed: ({ context, event }) =>
      (event.type === 'MOVE' || event.type === 'TOGGLE_DOOR') &&
      context.moved + event.cost <= context.speed,
    hasActionLeft: ({ context }) => context.actionsLeft > 0,
    hasFreeShot: ({ context }) => context.freeShots > 0,
  },
  actions: {
    spendMovement: assign({
      moved: ({ context, event }) =>
        context.moved + (event.type === 'MOVE' || event.type === 'TOGGLE_DOOR' ? event.cost : 0),
    }),
    addSpeed: assign({ speed: ({ context }) => context.speed + context.chipValue }),
    spendAction: assign(({ context, event }) => ({
      actionsLeft: context.actionsLeft - 1,
      attacks: context.attacks + (event.type === 'TAKE_ACTION' && event.attack ? 1 : 0),
      freeShots: event.type === 'TAKE_ACTION' ? event.freeShots : context.freeShots,
    })),
    spendFreeShot: assign(({ context }) => ({
      freeShots: context.freeShots - 1,
      attacks: context.attacks + 1,
    })),
    addAction: assign({ actionsLeft: ({ context }) => context.actionsLeft + context.chipValue }),
    countDrawChip: assign({ drawChips: ({ context }) => context.drawChips + 1 }),
    countFreeAction: assign({ freeActions: ({ context }) => context.freeActions + 1 }),
  },
}).createMachine({
  id: 'turn',
  context: ({ input }) => ({
    chipValue: input.chipValue,
    speed: input.speed,
    moved: 0,
    actionsLeft: input.actions,
    freeShots: 0,
    attacks: 0,
    drawChips: 0,
    freeActions: 0,
  }),
  initial: 'movement',
  on: {
    SPEND_DRAW_CHIP: { actions: 'countDrawChip' },
  },
  states: {
    movement: {
      on: {
        MOVE: { guard: 'isWithinSpeed', actions: 'spendMovement' },
        TOGGLE_DOOR: { guard: 'isWithinSpeed', actions: 'spendMovement' },
        SPEND_SPEED_CHIP: { actions: 'addSpeed' },
        // X4 (house): a purchase, at any time during the character's own turn.
        FREE_ACTION: { actions: 'countFreeAction' },
        END_MOVEMENT: { target: 'action' },
      },
    },
    action: {
      on: {
        TAKE_ACTION: { guard: 'hasActionLeft', actions: 'spendAction' },
        FREE_SHOT: { guard: 'hasFreeShot', actions: 'spendFreeShot' },
        FREE_ACTION: { actions: 'countFreeAction' },
        SPEND_ACTION_CHIP: { actions: 'addAction' },
        END_ACTION: { target: 'draw' },
      },
    },
    draw: {
      on: { DRAW: { target: 'done' } },
    },
    done: { type: 'final' },
  },
});
