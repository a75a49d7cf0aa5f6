import { Container } from 'pixi.js';
import type { BoardScene } from './boardScene.ts';
import { LAYER_SLICES, sameSlices, type StaticLayerName } from './layerSlices.ts';

/**
 * A layer of the board, drawn from some slices of the scene. It redraws only when a slice it
 * reads is a different object: maps and states are immutable (DESIGN.md), so a change makes a new
 * slice and an unchanged slice keeps its identity — comparing references is exact and free.
 *
 * Each layer is its own PixiJS render group: while nothing in it changes, PixiJS reuses its
 * instructions from frame to frame, and pan and zoom move it on the GPU.
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

export function staticLayer(
  name: StaticLayerName,
  draw: (container: Container, scene: BoardScene) => void,
): BoardLayer {
  const slices = LAYER_SLICES[name];
  const container = new Container({ label: name, isRenderGroup: true });
  let previous: readonly unknown[] | null = null;
  let drawCount = 0;
  return {
    name,
    container,
    get drawCount() {
      return drawCount;
    },
    update(scene) {
      const next = slices(scene);
      if (sameSlices(previous, next)) return false;
      previous = next;
      for (const child of container.removeChildren()) child.destroy({ children: true });
      draw(container, scene);
      drawCount += 1;
      return true;
    },
    reset() {
      previous = null;
    },
  };
}
