import { Sprite } from 'pixi.js';
import { art } from '../art.ts';
import { CELL } from '../boardUnits.ts';
import { staticLayer } from '../layer.ts';

/** E3: passages, the only way up: the stairs icon, or a ladder. */
export function passageLayer() {
  return staticLayer('passages', (container, { map }) => {
    for (const passage of map.passages) {
      const texture = art(passage.kind === 'ladder' ? 'ladder' : 'stairs');
      for (const [x, y] of passage.squares)
        container.addChild(
          new Sprite({ texture, x: x * CELL, y: y * CELL, width: CELL, height: CELL }),
        );
    }
  });
}
