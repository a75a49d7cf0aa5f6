import { getAdjacencyMap, getShortestPaths, getStateNodes } from '@xstate/graph';
import {
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';

export interface CoverStep<TEvent extends EventObject> {
  event: TEvent;
  state: AnyMachineSnapshot;
}

/**
 * Model-based paths with @xstate/graph: the shortest path to every reachable state, extended by
 * every transition the machine accepts from it — a transition cover. `definedTransitions` lists
 * what the machine's definition has, so a test can prove the cover is complete.
 */
export function transitionCover<TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: { events: TEvent[]; serializeState: (s: AnyMachineSnapshot) => string; input?: unknown },
): { paths: CoverStep<TEvent>[][]; reached: AnyMachineSnapshot[] } {
  const traversal = {
    events: options.events,
    serializeState: options.serializeState,
    ...(options.input !== undefined ? { input: options.input } : {}),
  } as never;
  const shortest = new Map<string, CoverStep<TEvent>[]>();
  const reached: AnyMachineSnapshot[] = [];
  for (const path of getShortestPaths(machine, traversal)) {
    const state = path.state as AnyMachineSnapshot;
    reached.push(state);
    // The first step of a path is xstate's own init event: the machine starts, nothing is sent.
    shortest.set(
      options.serializeState(state),
      path.steps
        .filter((step) => step.event.type !== 'xstate.init')
        .map((step) => ({ event: step.event as TEvent, state: step.state as AnyMachineSnapshot })),
    );
  }
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: TEvent; state: AnyMachineSnapshot }>;
    }
  >;
  const paths: CoverStep<TEvent>[][] = [];
  for (const [from, entry] of Object.entries(adjacency)) {
    const head = shortest.get(from);
    if (!head) continue;
    for (const edge of Object.values(entry.transitions)) {
      // An event the machine refuses leaves the very same snapshot (a guard said no, or no
      // transition exists); an accepted one makes a new one.
      if (transition(machine, entry.state, edge.event as never)[0] === entry.state) continue;
      paths.push([...head, { event: edge.event, state: edge.state }]);
    }
  }
  return { paths, reached };
}

/** Every (state, event type) the definition accepts, every leaf state, and the eventless ones. */
export function definedTransitions(machine: AnyStateMachine): {
  states: string[];
  transitions: string[];
  always: string[];
} {
  const nodes = getStateNodes(machine.root);
  const leaves = nodes.filter((n) => Object.keys(n.states).length === 0).map((n) => n.key);
  const transitions: string[] = [];
  const always: string[] = [];
  for (const node of [machine.root, ...nodes]) {
    for (const [event] of node.transitions) {
      const sources =
        node === machine.root
          ? leaves.filter((l) => machine.root.states[l]?.type !== 'final')
          : [node.key];
      for (const source of sources) transitions.push(`${source} --${event}-->`);
    }
    if (node.always?.length) always.push(node.key);
  }
  return { states: leaves, transitions: [...new Set(transitions)], always };
}
