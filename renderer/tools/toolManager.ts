import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { panBy, type View } from '../board/camera.ts';
import { createStore, type Store } from '../../common/store.ts';
import {
  createToolMachine,
  type GestureOutput,
  type ToolBehaviour,
  type ToolInput,
} from './toolChart.ts';

/** Where the tools' outputs go: none of them changes the game or the map. */
export interface ToolSinks<O> {
  /** The camera the pans move (a view, not game state). */
  camera: { readonly view: View; setView(view: View): void };
  /** The canvas's pointer capture and cursor, while a press is under way. */
  surface?: {
    capture(pointerId: number): void;
    release(pointerId: number): void;
    cursor(cursor: string): void;
  };
  /** What the tools themselves ask for (a click, a measure, an edit), for the view to act on. */
  output(e: O): void;
}

/** Any tool, whatever its memory: the manager only runs its chart. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool<O extends { type: string }> = ToolBehaviour<any, O>;

/**
 * The tool manager (tldraw's root state, Owlbear's active tool mode): one tool is active, and it
 * alone hears the pointer; the others wait, each in its own chart (toolChart.ts). Picking a tool
 * cancels what the last one had under way and lets it forget its previews. Space held is told to
 * every tool, so picking one with Space down still pans. The table has its tools (tableTools.ts),
 * the map editor its own (renderer/screens/editor/editorTools.ts).
 */
export class ToolManager<
  Id extends string = string,
  O extends { type: string } = { type: string },
> {
  readonly active: Store<Id>;
  readonly ids: readonly Id[];
  private readonly actors = new Map<Id, Actor<AnyStateMachine>>();

  constructor(
    private readonly sinks: ToolSinks<O>,
    tools: readonly AnyTool<O>[],
  ) {
    if (tools.length === 0) throw new Error('a tool manager needs at least one tool');
    this.ids = tools.map((tool) => tool.id as Id);
    this.active = createStore<Id>(this.ids[0]!);
    for (const tool of tools) {
      const actor = createActor(createToolMachine(tool)) as unknown as Actor<AnyStateMachine>;
      actor.on('*', (e) => this.onOutput(e as unknown as O | GestureOutput));
      this.actors.set(tool.id as Id, actor);
      actor.start();
    }
  }

  /** Raw input, for the active tool. */
  send(input: ToolInput): void {
    if (input.type === 'SPACE') for (const actor of this.actors.values()) actor.send(input);
    else this.actors.get(this.active.get())!.send(input);
  }

  /** Makes a tool the active one; false if it already was, or is no tool of this manager. */
  use(id: Id): boolean {
    const from = this.active.get();
    if (from === id || !this.actors.has(id)) return false;
    this.actors.get(from)!.send({ type: 'CANCEL' });
    this.active.set(id);
    return true;
  }

  /** Cancels what the active tool has under way (a drag), keeping it the active tool. */
  cancel(): boolean {
    const actor = this.actors.get(this.active.get())!;
    const busy = actor.getSnapshot().value !== 'idle';
    actor.send({ type: 'CANCEL' });
    return busy;
  }

  /** The active tool's state as a path, "measure.dragging" (tests ask it, as tldraw's do). */
  get path(): string {
    const id = this.active.get();
    return `${id}.${String(this.actors.get(id)!.getSnapshot().value)}`;
  }

  stop(): void {
    for (const actor of this.actors.values()) actor.stop();
  }

  private onOutput(e: O | GestureOutput): void {
    switch (e.type) {
      case 'pan': {
        const { dx, dy } = e as GestureOutput & { type: 'pan' };
        return this.sinks.camera.setView(panBy(this.sinks.camera.view, dx, dy));
      }
      case 'capture':
        return this.sinks.surface?.capture((e as GestureOutput & { type: 'capture' }).pointerId);
      case 'release':
        return this.sinks.surface?.release((e as GestureOutput & { type: 'release' }).pointerId);
      case 'cursor':
        return this.sinks.surface?.cursor((e as GestureOutput & { type: 'cursor' }).cursor);
      default:
        return this.sinks.output(e as O);
    }
  }
}
