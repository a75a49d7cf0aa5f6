import { initialTransition, transition, type AnyStateMachine } from 'xstate';

/**
 * A machine's place in the flow, as plain data: the state and the context. This is what GameState
 * stores (serializable, comparable, replayable); the machine itself is the definition.
 */
export interface Flow<TContext = Record<string, unknown>> {
  readonly value: string;
  readonly context: TContext;
}

const memo = new WeakMap<AnyStateMachine, Map<string, Flow | null>>();
/** Flows are frozen and handed out from the memo, so the same flow object comes back again and
 *  again: a per-object table of next flows skips even building the memo key. */
const byFlow = new WeakMap<Flow<unknown>, Map<string, Flow | null>>();
const MEMO_LIMIT = 20_000;

/**
 * One step of a machine, purely: the flow after `event`, or null when the machine does not accept
 * it (no enabled transition: wrong state, or a guard said no).
 *
 * xstate's `transition` is pure, so its result depends only on the flow and the event; our
 * machines' guards and actions read nothing else (they wrap pure rule functions). The result is
 * therefore memoised on that pair: a long encounter repeats the same few flows thousands of times,
 * and the memo keeps xstate's cost per game action low (measured by the encounter-sim benchmark).
 */
export function stepFlow<TContext>(
  machine: AnyStateMachine,
  flow: Flow<TContext>,
  event: { type: string; [key: string]: unknown },
): Flow<TContext> | null {
  const eventKey = JSON.stringify(event);
  let following = byFlow.get(flow as Flow<unknown>);
  if (!following) {
    following = new Map();
    byFlow.set(flow as Flow<unknown>, following);
  }
  const seen = following.get(eventKey);
  if (seen !== undefined) return seen as Flow<TContext> | null;
  let table = memo.get(machine);
  if (!table) {
    table = new Map();
    memo.set(machine, table);
  }
  const key = JSON.stringify([flow.value, flow.context]) + eventKey;
  const known = table.get(key);
  if (known !== undefined) {
    following.set(eventKey, known);
    return known as Flow<TContext> | null;
  }
  const snapshot = machine.resolveState({
    value: flow.value,
    context: flow.context as Record<string, unknown>,
  });
  const [next] = transition(machine, snapshot, event);
  // xstate returns the very same snapshot for a refused event — and also for a transition that
  // changes nothing, so every transition of our machines changes the state or the context.
  const result =
    next === snapshot
      ? null
      : freezeFlow({ value: String(next.value), context: next.context as TContext });
  if (table.size >= MEMO_LIMIT) table.clear();
  table.set(key, result as Flow | null);
  following.set(eventKey, result as Flow | null);
  return result;
}

const starts = new WeakMap<AnyStateMachine, Map<string, Flow>>();

/**
 * A machine's initial flow for the given input. Also memoised: xstate builds a whole inert actor
 * to compute an initial state, which cost more than the rest of a game action (profiled).
 * `TContext` is the machine's context type; left out, the machine is one that keeps none (the
 * attack and check machines), which is what GameState's schemas say of those flows.
 */
export function startFlow<TContext = Record<string, never>>(
  machine: AnyStateMachine,
  input?: unknown,
): Flow<TContext> {
  let table = starts.get(machine);
  if (!table) {
    table = new Map();
    starts.set(machine, table);
  }
  const key = JSON.stringify(input ?? null);
  let flow = table.get(key);
  if (!flow) {
    const [snapshot] = initialTransition(machine, input as never);
    flow = freezeFlow({
      value: String(snapshot.value),
      context: snapshot.context as Record<string, unknown>,
    });
    if (table.size >= MEMO_LIMIT) table.clear();
    table.set(key, flow);
  }
  return flow as Flow<TContext>;
}

function freezeFlow<TContext>(flow: Flow<TContext>): Flow<TContext> {
  return Object.freeze({ value: flow.value, context: Object.freeze(flow.context) });
}
