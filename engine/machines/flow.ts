import { createActor, type AnyActorScope, type AnyStateMachine } from 'xstate';

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
  const eventKey = keyOfEvent(event);
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
  const next = machine.transition(snapshot, event, scopeOf(machine));
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

/**
 * The memo key of an event, unambiguous and cheaper than JSON: its type, then `|field:value` for
 * each other field, a number or boolean as written, a string or a list of strings as JSON (so
 * `3`, `"3"` and `["3"]` differ). Most of our events carry only their type (CONTINUE, DRAW, END_…)
 * and the type alone is their key; the rest carry a few flat fields (TAKE_ACTION's, MOVE's cost,
 * TURN_DONE's standing). Any other event is its JSON, which starts with "{" and so never equals
 * a key of the first kinds. JSON.stringify of the whole event took 2–4 times as long.
 */
function keyOfEvent(event: { type: string; [key: string]: unknown }): string {
  let key = event.type;
  for (const field in event) {
    if (field === 'type') continue;
    const value = event[field];
    if (typeof value === 'number' || typeof value === 'boolean') key += `|${field}:${value}`;
    else if (typeof value === 'string' || isStringList(value))
      key += `|${field}:${JSON.stringify(value)}`;
    else return JSON.stringify(event);
  }
  return key;
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();

/**
 * The actor scope xstate's pure `transition` needs, built once per machine. xstate's own
 * `transition()` and `initialTransition()` build a whole inert actor for every call (its
 * constructor even computes an initial state, failing without input, and catches the error): a
 * memo miss cost about 24 µs, against 4 µs with one scope kept (measured for issue 9). Our
 * machines only assign context, which xstate applies inside the step; they raise, spawn, send,
 * emit and log nothing, so the scope's hooks are never called, and actions it would hand to an
 * executor are dropped, as stepFlow always dropped those returned by `transition()`.
 */
function scopeOf(machine: AnyStateMachine): AnyActorScope {
  let scope = scopes.get(machine);
  if (!scope) {
    const self = createActor(machine);
    scope = {
      self,
      id: '',
      sessionId: '',
      system: self.system,
      logger: () => {},
      defer: () => {},
      emit: () => {},
      stopChild: () => {},
      actionExecutor: () => {},
    };
    scopes.set(machine, scope);
  }
  return scope;
}

const starts = new WeakMap<AnyStateMachine, Map<string, Flow>>();

/**
 * A machine's initial flow for the given input. Also memoised, so equal inputs give the same
 * frozen flow object (which stepFlow's per-flow table then finds at once).
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
    const snapshot = machine.getInitialSnapshot(scopeOf(machine), input);
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
