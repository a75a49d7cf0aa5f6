import { assign, emit, setup } from 'xstate';
import type { Square } from '../../engine/core.ts';

/**
 * The table's selection chart, behind the play tool (playTool.ts; DESIGN.md: tools turn pointer
 * and keys into engine actions and never change the game themselves). The play tool decides what
 * a press was (toolChart.ts: a click, or a drag that pans); the clicks reach this chart through the
 * table store. It remembers the selected token and the square under the pointer, and turns clicks
 * into intents — select a token, move the selected one there, attack that enemy — which the app
 * turns into engine actions for applyAction to judge. It outlives a tool change: picking the
 * Measure tool and coming back keeps the selection.
 */
export interface ToolContext {
  selected: string | null;
  selectedSide: 'pc' | 'npc' | null;
  hover: Square | null;
}

export interface TokenRef {
  id: string;
  side: 'pc' | 'npc';
}

export type ToolEvent =
  | { type: 'HOVER'; square: Square | null }
  | { type: 'CLICK'; square: Square; token: TokenRef | null }
  | { type: 'SELECT'; token: TokenRef | null }
  | { type: 'ESCAPE' };

export type ToolIntent =
  | { type: 'intent'; intent: 'move'; who: string; to: Square }
  | { type: 'intent'; intent: 'attack'; who: string; target: string };

export const tableTool = setup({
  types: { context: {} as ToolContext, events: {} as ToolEvent, emitted: {} as ToolIntent },
  guards: {
    isOnToken: ({ event }) => event.type === 'CLICK' && event.token !== null,
    isOnSelected: ({ context, event }) =>
      event.type === 'CLICK' && event.token?.id === context.selected,
    isOnEnemy: ({ context, event }) =>
      event.type === 'CLICK' && event.token !== null && event.token.side !== context.selectedSide,
    isOnEmptySquare: ({ event }) => event.type === 'CLICK' && event.token === null,
    isDeselect: ({ event }) => event.type === 'SELECT' && event.token === null,
  },
  actions: {
    remember: assign({ hover: ({ event }) => (event.type === 'HOVER' ? event.square : null) }),
    select: assign(({ event }) => {
      const token = event.type === 'CLICK' || event.type === 'SELECT' ? event.token : null;
      return { selected: token?.id ?? null, selectedSide: token?.side ?? null };
    }),
    clear: assign({ selected: null, selectedSide: null }),
    intendMove: emit(({ context, event }) => ({
      type: 'intent' as const,
      intent: 'move' as const,
      who: context.selected!,
      to: event.type === 'CLICK' ? event.square : ([0, 0] as Square),
    })),
    intendAttack: emit(({ context, event }) => ({
      type: 'intent' as const,
      intent: 'attack' as const,
      who: context.selected!,
      target: event.type === 'CLICK' ? event.token!.id : '',
    })),
  },
}).createMachine({
  id: 'tableTool',
  context: { selected: null, selectedSide: null, hover: null },
  initial: 'idle',
  on: {
    HOVER: { actions: 'remember' },
    SELECT: [
      { guard: 'isDeselect', target: '.idle', actions: 'clear' },
      { target: '.selected', actions: 'select' },
    ],
  },
  states: {
    idle: {
      on: { CLICK: { guard: 'isOnToken', target: 'selected', actions: 'select' } },
    },
    selected: {
      on: {
        ESCAPE: { target: 'idle', actions: 'clear' },
        CLICK: [
          { guard: 'isOnSelected', target: 'idle', actions: 'clear' },
          { guard: 'isOnEnemy', actions: 'intendAttack' },
          { guard: 'isOnToken', actions: 'select' },
          { guard: 'isOnEmptySquare', actions: 'intendMove' },
        ],
      },
    },
  },
});
