import type { Container } from 'pixi.js';
import type { BoardScene } from './boardScene.ts';

/**
 * A layer of the board with a container of its own (the tokens), drawn from some slices of the
 * scene. It redraws only what changed: maps and states are immutable (DESIGN.md), so a change makes
 * a new slice and an unchanged slice keeps its identity — comparing references is exact and free.
 */
export interface BoardLayer {
  readonly name: string;
  readonly container: Container;
  /** Redraws what changed; returns whether anything was redrawn. */
  update(scene: BoardScene): boolean;
  /** Forgets what it drew, so the next update draws it all again (a new pixel density). */
  reset(): void;
  /** How many times the layer has (re)drawn something; tests use it to prove caching. */
  readonly drawCount: number;
}

/** How many times a layer has redrawn, by name: what the tests read to prove caching. */
export interface LayerCount {
  readonly name: string;
  readonly drawCount: number;
}
