import { Container } from 'pixi.js';
import type { GameMap } from '../../engine/model/map.ts';

/**
 * A static layer of the board: drawn from some slices of the map, and redrawn only when one of
 * those slices is a different object. Maps are immutable (DESIGN.md), so a change anywhere makes a
 * new slice and an unchanged slice keeps its identity; comparing references is exact and free.
 */
export interface BoardLayer {
  readonly name: string;
  readonly container: Container;
  /** Redraws when the layer's slices changed; returns whether it did. */
  update(map: GameMap): boolean;
  /** How many times the layer has drawn; tests use it to prove unchanged layers stay cached. */
  readonly drawCount: number;
}

export function staticLayer(
  name: string,
  slices: (map: GameMap) => readonly unknown[],
  draw: (container: Container, map: GameMap) => void,
): BoardLayer {
  const container = new Container({ label: name });
  let previous: readonly unknown[] | null = null;
  let drawCount = 0;
  return {
    name,
    container,
    get drawCount() {
      return drawCount;
    },
    update(map) {
      const next = slices(map);
      if (previous && next.length === previous.length && next.every((s, i) => s === previous![i])) {
        return false;
      }
      previous = next;
      for (const child of container.removeChildren()) child.destroy({ children: true });
      draw(container, map);
      drawCount += 1;
      return true;
    },
  };
}
