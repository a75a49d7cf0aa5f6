import { assign, enqueueActions, setup } from 'xstate';
import type { Square } from '../../engine/core.ts';

/**
 * How far, in screen pixels, a press must travel before it is a drag rather than a click. Screen
 * pixels, not world units: a click is a click at every zoom.
 */
export const DRAG_THRESHOLD_PX = 5;

/** A point on the canvas, in CSS pixels from its top-left corner. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** A point on the map in squares, fractional: (2.5, 3.5) is the middle of square C4. */
export type MapPoint = readonly [number, number];

/** The keys held with a pointer event: editor tools read them (Shift: walls at any angle). */
export interface Modifiers {
  shift: boolean;
  alt: boolean;
  /** Ctrl, or Cmd on a Mac. */
  ctrl: boolean;
}

export const NO_MODIFIERS: Modifiers = { shift: false, alt: false, ctrl: false };

/**
 * Where a pointer event is, beyond its square: the point on the map (off it too, for a wall's
 * end on the map's edge) and the keys held. Editor tools read it; the play tool needs only the
 * square.
 */
export interface PointerDetail {
  point: MapPoint | null;
  modifiers: Modifiers;
  /** Where the press went down, for a drag's handlers. */
  origin: MapPoint | null;
}

/**
 * The raw pointer and key input a tool hears (renderer/board/pointerInput.ts reads it off the
 * canvas). Nothing here is decided yet: the chart below decides what a press was.
 */
export type ToolInput =
  | {
      type: 'POINTER_DOWN';
      at: ScreenPoint;
      square: Square | null;
      /** 0 primary, 1 middle, 2 right (PointerEvent.button). */
      button: number;
      pointerId: number;
      point?: MapPoint | null;
      modifiers?: Modifiers;
    }
  | {
      type: 'POINTER_MOVE';
      at: ScreenPoint;
      square: Square | null;
      pointerId: number;
      point?: MapPoint | null;
      modifiers?: Modifiers;
    }
  | {
      type: 'POINTER_UP';
      at: ScreenPoint;
      square: Square | null;
      pointerId: number;
      point?: MapPoint | null;
      modifiers?: Modifiers;
    }
  /** The browser took the pointer away (a touch turned into a scroll, the window lost it). */
  | { type: 'POINTER_CANCEL'; pointerId: number }
  | { type: 'POINTER_LEAVE' }
  /** Space held down or let go: while it is held, a primary drag pans, in every tool. */
  | { type: 'SPACE'; held: boolean }
  /** The tool is put down (another was picked): a gesture under way is cancelled. */
  | { type: 'CANCEL' };

/**
 * What the chart itself asks of the board, besides the tool's own outputs: pan the camera by so
 * many screen pixels, capture the pointer (so a drag that leaves the canvas goes on), let it go,
 * and the cursor to show.
 */
export type GestureOutput =
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'capture'; pointerId: number }
  | { type: 'release'; pointerId: number }
  | { type: 'cursor'; cursor: '' | 'grabbing' };

/** What a tool's handler gives back: its memory after the event, and what it asks for. */
export interface ToolStep<M, E> {
  memo?: M;
  emit?: readonly E[];
}

/**
 * One tool, as Owlbear Rodeo's ToolMode has it: what it does on a click, at each moment of a drag
 * and on a hover, as pure functions of the tool's own memory (a measure's first square, say). A
 * tool never changes the game or the map: it answers with events (`emit`) that the app turns into
 * engine or editor actions, or into a preview.
 */
export interface ToolBehaviour<M, E extends { type: string }> {
  id: string;
  /** The memory the tool starts with, and goes back to when it is put down. */
  memo: M;
  /**
   * True when a primary drag pans the camera in this tool (the play tool): then only a click is
   * the tool's. Right and middle drags, and Space-drags, pan in every tool.
   */
  dragPans: boolean;
  hover?(memo: M, square: Square | null, detail: PointerDetail): ToolStep<M, E> | void;
  click?(memo: M, square: Square | null, detail: PointerDetail): ToolStep<M, E> | void;
  /** The press crossed the threshold: `from` is where it went down, `to` where it is now. */
  dragStart?(
    memo: M,
    from: Square | null,
    to: Square | null,
    detail: PointerDetail,
  ): ToolStep<M, E> | void;
  dragMove?(memo: M, to: Square | null, detail: PointerDetail): ToolStep<M, E> | void;
  dragEnd?(memo: M, to: Square | null, detail: PointerDetail): ToolStep<M, E> | void;
  dragCancel?(memo: M): ToolStep<M, E> | void;
  /** The tool is put down: its memory goes back to `memo` after this. */
  leave?(memo: M): ToolStep<M, E> | void;
}

export interface ToolContext<M> {
  memo: M;
  /** The press under way: where it went down, on which square, with which pointer. */
  origin: ScreenPoint | null;
  originSquare: Square | null;
  originPoint: MapPoint | null;
  pointerId: number | null;
  /** Where the pointer was at the last move of a pan (each move pans by the step since). */
  last: ScreenPoint | null;
  spaceHeld: boolean;
}

type Handler = keyof Pick<
  ToolBehaviour<unknown, { type: string }>,
  'hover' | 'click' | 'dragStart' | 'dragMove' | 'dragEnd' | 'dragCancel' | 'leave'
>;

const distance = (a: ScreenPoint, b: ScreenPoint) => Math.hypot(a.x - b.x, a.y - b.y);

const squareOf = (event: ToolInput) => ('square' in event ? event.square : null);

const detailOf = <M>(event: ToolInput, context: ToolContext<M>): PointerDetail => ({
  point: ('point' in event ? event.point : null) ?? null,
  modifiers: ('modifiers' in event ? event.modifiers : null) ?? NO_MODIFIERS,
  origin: context.originPoint,
});

/** The arguments each handler of the tool is called with, after its memory. */
const argsOf = <M>(handler: Handler, event: ToolInput, context: ToolContext<M>): unknown[] => {
  switch (handler) {
    case 'dragStart':
      return [context.originSquare, squareOf(event), detailOf(event, context)];
    case 'dragCancel':
    case 'leave':
      return [];
    default:
      return [squareOf(event), detailOf(event, context)];
  }
};

/**
 * The chart's guards and actions for one tool, kept apart from its states (createToolMachine) so
 * that each reads on its own; the machine's types are inferred from what this returns.
 */
function setupToolChart<M, E extends { type: string }>(tool: ToolBehaviour<M, E>) {
  const callTool = (handler: Handler, context: ToolContext<M>, event: ToolInput) => {
    const fn = tool[handler] as
      ((memo: M, ...rest: unknown[]) => ToolStep<M, E> | void) | undefined;
    return fn?.(context.memo, ...argsOf(handler, event, context)) || undefined;
  };
  // xstate cannot check an emitted event against a type parameter (E): typed here, once.
  const out = (e: E | GestureOutput) => e as never;

  return setup({
    types: {
      context: {} as ToolContext<M>,
      events: {} as ToolInput,
      emitted: {} as E | GestureOutput,
    },
    guards: {
      isPrimaryPress: ({ context, event }) =>
        event.type === 'POINTER_DOWN' && event.button === 0 && !context.spaceHeld,
      isPanPress: ({ context, event }) =>
        event.type === 'POINTER_DOWN' &&
        (event.button === 1 || event.button === 2 || (event.button === 0 && context.spaceHeld)),
      isOwnPointer: ({ context, event }) =>
        'pointerId' in event && event.pointerId === context.pointerId,
      isPastThreshold: ({ context, event }) =>
        event.type === 'POINTER_MOVE' &&
        event.pointerId === context.pointerId &&
        context.origin !== null &&
        distance(event.at, context.origin) > DRAG_THRESHOLD_PX,
      dragPans: () => tool.dragPans,
    },
    actions: {
      press: assign(({ event }) =>
        event.type === 'POINTER_DOWN'
          ? {
              origin: event.at,
              last: event.at,
              originSquare: event.square,
              originPoint: event.point ?? null,
              pointerId: event.pointerId,
            }
          : {},
      ),
      // The press's map point is kept past the release: a click's handlers (run after `forget`)
      // still read it as the detail's origin.
      forget: assign({ origin: null, last: null, originSquare: null, pointerId: null }),
      holdSpace: assign({
        spaceHeld: ({ event }) => (event.type === 'SPACE' ? event.held : false),
      }),
      capture: enqueueActions(({ event, enqueue }) => {
        if (event.type === 'POINTER_DOWN')
          enqueue.emit(out({ type: 'capture', pointerId: event.pointerId }));
      }),
      release: enqueueActions(({ context, enqueue }) => {
        if (context.pointerId !== null)
          enqueue.emit(out({ type: 'release', pointerId: context.pointerId }));
      }),
      grab: enqueueActions(({ enqueue }) =>
        enqueue.emit(out({ type: 'cursor', cursor: 'grabbing' })),
      ),
      ungrab: enqueueActions(({ enqueue }) => enqueue.emit(out({ type: 'cursor', cursor: '' }))),
      /** Pans by the pointer's step since the last pan (from the press, for the first). */
      pan: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'POINTER_MOVE' || !context.last) return;
        const dx = event.at.x - context.last.x;
        const dy = event.at.y - context.last.y;
        if (dx !== 0 || dy !== 0) enqueue.emit(out({ type: 'pan', dx, dy }));
        enqueue.assign({ last: event.at });
      }),
      /** Runs one of the tool's handlers, keeps its new memory and emits what it asks for. */
      tool: enqueueActions(({ context, event, enqueue }, params: { handler: Handler }) => {
        const step = callTool(params.handler, context, event);
        if (step?.memo !== undefined) enqueue.assign({ memo: step.memo });
        for (const e of step?.emit ?? []) enqueue.emit(out(e));
      }),
      unhover: enqueueActions(({ context, enqueue }) => {
        const step = tool.hover?.(context.memo, null, {
          point: null,
          modifiers: NO_MODIFIERS,
          origin: null,
        });
        if (step?.memo !== undefined) enqueue.assign({ memo: step.memo });
        for (const e of step?.emit ?? []) enqueue.emit(out(e));
      }),
      /** The tool is put down: what it asks for on leaving, then its first memory again. */
      leave: enqueueActions(({ context, enqueue }) => {
        for (const e of tool.leave?.(context.memo)?.emit ?? []) enqueue.emit(out(e));
        enqueue.assign({ memo: tool.memo });
      }),
    },
  });
}

/**
 * A tool's input chart (tldraw's StateNode tools: idle → pointing → dragging), one definition for
 * every tool, so click versus drag is decided here and nowhere else:
 *
 * - idle: the pointer only hovers. A primary press goes to `pointing`; a right or middle press, or
 *   a primary one with Space held, goes to `panning` (in every tool, a Measure included).
 * - pointing: pressed, not yet a drag. Released within DRAG_THRESHOLD_PX of where it went down,
 *   it is a click (however long it was held: a slow hand is still a click). Once it has moved
 *   further, it is a drag.
 * - dragging: the tool's own drag, or the camera's in a tool whose primary drag pans. **Once a
 *   press has crossed the threshold it stays a drag**, even if it comes back to where it started:
 *   releasing it is never a click (the hand meant to drag; a click there would move or shoot).
 * - panning: every move pans the camera by the pointer's step; releasing it does nothing else.
 *
 * The pointer is captured while pressed, so a drag that leaves the canvas goes on to its release.
 * The chart changes nothing itself: it emits the tool's events and the camera's pans.
 */
export function createToolMachine<M, E extends { type: string }>(tool: ToolBehaviour<M, E>) {
  return setupToolChart(tool).createMachine({
    id: tool.id,
    context: {
      memo: tool.memo,
      origin: null,
      originSquare: null,
      originPoint: null,
      pointerId: null,
      last: null,
      spaceHeld: false,
    },
    initial: 'idle',
    on: {
      SPACE: { actions: 'holdSpace' },
    },
    states: {
      idle: {
        on: {
          POINTER_MOVE: { actions: { type: 'tool', params: { handler: 'hover' } } },
          POINTER_LEAVE: { actions: 'unhover' },
          POINTER_DOWN: [
            { guard: 'isPanPress', target: 'panning', actions: ['press', 'capture'] },
            { guard: 'isPrimaryPress', target: 'pointing', actions: ['press', 'capture'] },
          ],
          CANCEL: { actions: 'leave' },
        },
      },
      pointing: {
        on: {
          POINTER_MOVE: [
            {
              guard: 'isPastThreshold',
              target: 'dragging',
              actions: enqueueActions(({ enqueue, check }) => {
                if (check('dragPans')) {
                  enqueue('grab');
                  enqueue('pan');
                } else enqueue({ type: 'tool', params: { handler: 'dragStart' } });
              }),
            },
          ],
          POINTER_UP: {
            guard: 'isOwnPointer',
            target: 'idle',
            actions: [
              'release',
              'forget',
              { type: 'tool', params: { handler: 'click' } },
              { type: 'tool', params: { handler: 'hover' } },
            ],
          },
          POINTER_CANCEL: { guard: 'isOwnPointer', target: 'idle', actions: ['release', 'forget'] },
          CANCEL: { target: 'idle', actions: ['release', 'forget', 'leave'] },
        },
      },
      dragging: {
        on: {
          POINTER_MOVE: {
            guard: 'isOwnPointer',
            actions: enqueueActions(({ enqueue, check }) => {
              if (check('dragPans')) enqueue('pan');
              else enqueue({ type: 'tool', params: { handler: 'dragMove' } });
            }),
          },
          POINTER_UP: {
            guard: 'isOwnPointer',
            target: 'idle',
            actions: enqueueActions(({ enqueue, check }) => {
              if (check('dragPans')) enqueue('ungrab');
              else enqueue({ type: 'tool', params: { handler: 'dragEnd' } });
              enqueue('release');
              enqueue('forget');
              enqueue({ type: 'tool', params: { handler: 'hover' } });
            }),
          },
          POINTER_CANCEL: {
            guard: 'isOwnPointer',
            target: 'idle',
            actions: enqueueActions(({ enqueue, check }) => {
              if (check('dragPans')) enqueue('ungrab');
              else enqueue({ type: 'tool', params: { handler: 'dragCancel' } });
              enqueue('release');
              enqueue('forget');
            }),
          },
          CANCEL: {
            target: 'idle',
            actions: enqueueActions(({ enqueue, check }) => {
              if (check('dragPans')) enqueue('ungrab');
              else enqueue({ type: 'tool', params: { handler: 'dragCancel' } });
              enqueue('release');
              enqueue('forget');
              enqueue('leave');
            }),
          },
        },
      },
      panning: {
        entry: 'grab',
        exit: 'ungrab',
        on: {
          POINTER_MOVE: { guard: 'isOwnPointer', actions: 'pan' },
          POINTER_UP: {
            guard: 'isOwnPointer',
            target: 'idle',
            actions: ['release', 'forget', { type: 'tool', params: { handler: 'hover' } }],
          },
          POINTER_CANCEL: { guard: 'isOwnPointer', target: 'idle', actions: ['release', 'forget'] },
          CANCEL: { target: 'idle', actions: ['release', 'forget', 'leave'] },
        },
      },
    },
  });
}

export type ToolMachine<M, E extends { type: string }> = ReturnType<typeof createToolMachine<M, E>>;
