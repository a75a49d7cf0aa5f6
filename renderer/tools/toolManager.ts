import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { panBy, type View } from '../board/camera.ts';
import { createStore, type Store } from '../state/store.ts';
import { measureTool, type MeasureLine, type MeasureOutput } from './measureTool.ts';
import { playTool, type PlayOutput } from './playTool.ts';
import { createToolMachine, type GestureOutput, type ToolInput } from './toolChart.ts';

/** The tools of the board, in the picker's order. The editor issue adds its own here. */
export const TOOL_IDS = ['play', 'measure'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** Where the tools' outputs go: none of them changes the game or the map. */
export interface ToolSinks {
  /** The camera the pans move (a view, not game state). */
  camera: { readonly view: View; setView(view: View): void };
  /** The canvas's pointer capture and cursor, while a press is under way. */
  surface?: {
    capture(pointerId: number): void;
    release(pointerId: number): void;
    cursor(cursor: string): void;
  };
  /** The play tool's hovers and clicks, for the table to turn into engine actions. */
  play(output: PlayOutput): void;
  /** The Measure tool's line to show, or an empty one to show nothing. */
  measure(line: MeasureLine): void;
}

/**
 * The tool manager (tldraw's root state, Owlbear's active tool mode): one tool is active, and it
 * alone hears the pointer; the others wait, each in its own chart (toolChart.ts). Picking a tool
 * cancels what the last one had under way and lets it forget its previews. Space held is told to
 * every tool, so picking one with Space down still pans.
 */
export class ToolManager {
  readonly active: Store<ToolId> = createStore<ToolId>('play');
  private readonly actors: Record<ToolId, Actor<AnyStateMachine>>;

  constructor(private readonly sinks: ToolSinks) {
    const play = createActor(createToolMachine(playTool));
    const measure = createActor(createToolMachine(measureTool));
    play.on('*', (e) => this.onOutput(e as PlayOutput | GestureOutput));
    measure.on('*', (e) => this.onOutput(e as MeasureOutput | GestureOutput));
    this.actors = { play, measure } as unknown as Record<ToolId, Actor<AnyStateMachine>>;
    for (const actor of Object.values(this.actors)) actor.start();
  }

  /** Raw input, for the active tool. */
  send(input: ToolInput): void {
    if (input.type === 'SPACE') for (const actor of Object.values(this.actors)) actor.send(input);
    else this.actors[this.active.get()].send(input);
  }

  /** Makes a tool the active one; false if it already was. */
  use(id: ToolId): boolean {
    const from = this.active.get();
    if (from === id) return false;
    this.actors[from].send({ type: 'CANCEL' });
    this.active.set(id);
    return true;
  }

  /** The active tool's state as a path, "measure.dragging" (tests ask it, as tldraw's do). */
  get path(): string {
    const id = this.active.get();
    return `${id}.${String(this.actors[id].getSnapshot().value)}`;
  }

  stop(): void {
    for (const actor of Object.values(this.actors)) actor.stop();
  }

  private onOutput(e: PlayOutput | MeasureOutput | GestureOutput): void {
    switch (e.type) {
      case 'pan':
        return this.sinks.camera.setView(panBy(this.sinks.camera.view, e.dx, e.dy));
      case 'capture':
        return this.sinks.surface?.capture(e.pointerId);
      case 'release':
        return this.sinks.surface?.release(e.pointerId);
      case 'cursor':
        return this.sinks.surface?.cursor(e.cursor);
      case 'measure':
        return this.sinks.measure({ from: e.from, to: e.to });
      default:
        return this.sinks.play(e);
    }
  }
}
