import { Container, Rectangle, Sprite, type Texture } from 'pixi.js';
import type { Board } from '../board/Board.ts';
import type { BoardScene } from '../board/boardScene.ts';
import { CELL } from '../board/boardUnits.ts';
import type { View } from '../board/camera.ts';
import { tokenLook } from '../board/layerSlices.ts';
import { drawToken } from '../board/layers/tokenLayer.ts';
import { BOARD_COLORS } from '../board/palette.ts';

/** Tokens are baked at this many pixels per world unit, as the token layer bakes them. */
const TOKEN_RESOLUTION = 3;

export interface StaticBaseline {
  /** Moves one token sprite, as the board's frame f moves one token. */
  moveOne(f: number): void;
  /** Pans the whole picture, as the board's view pans. */
  panBy(dx: number, dy: number): void;
  render(): void;
  /** How many screen-sized map pictures the frame draws. */
  readonly quads: number;
}

/**
 * The limit for a static board (issue 9's board-frame baseline): the map as the board draws it,
 * pre-rendered into screen-sized textures (1920×1080, on a grid from the map's corner), drawn as
 * one textured quad each for those the view touches, plus one sprite per token on screen, each
 * token baked once into a texture (tokens that look alike share one). Nothing is drawn in it but
 * quads: no shapes, no text, no layers, nothing off screen. It renders with the board's own
 * renderer onto the board's canvas, so both are drawn by the same GPU context.
 */
export function staticBaseline(
  board: Board,
  scene: BoardScene,
  view: View,
  onScreen: number[],
  /** How far the picture reaches right of the screen, in pixels, for a pan to come. */
  reachRight = 0,
): StaticBaseline {
  const renderer = board.pixiRenderer;
  const screen = { width: renderer.screen.width, height: renderer.screen.height };
  const hidden = [
    board.stage.getChildByLabel('tokens', true)!,
    board.overlay.container,
    board.overlay.under,
    board.hud.container,
  ];
  for (const c of hidden) c.visible = false;
  const stage = new Container({ label: 'baseline' });
  const first = { i: Math.floor(-view.x / screen.width), j: Math.floor(-view.y / screen.height) };
  const last = {
    i: Math.floor((screen.width + reachRight - 1 - view.x) / screen.width),
    j: Math.floor((screen.height - 1 - view.y) / screen.height),
  };
  let quads = 0;
  for (let j = first.j; j <= last.j; j++) {
    for (let i = first.i; i <= last.i; i++) {
      // The board drawn with this screen-sized piece of the map on screen, then captured.
      board.setView({ scale: view.scale, x: -i * screen.width, y: -j * screen.height });
      board.renderNow();
      const texture = renderer.generateTexture({
        target: board.stage,
        frame: new Rectangle(0, 0, screen.width, screen.height),
        resolution: renderer.resolution,
        antialias: true,
        clearColor: BOARD_COLORS.background,
      });
      stage.addChild(
        new Sprite({ texture, x: view.x + i * screen.width, y: view.y + j * screen.height }),
      );
      quads += 1;
    }
  }
  for (const c of hidden) c.visible = true;
  board.setView(view);
  board.renderNow();

  const world = new Container({ label: 'baseline-tokens' });
  world.position.set(view.x, view.y);
  world.scale.set(view.scale);
  stage.addChild(world);
  const baked = new Map<string, { texture: Texture; x: number; y: number }>();
  const sprites = new Map<number, { sprite: Sprite; x: number }>();
  for (const i of onScreen) {
    const token = scene.tokens[i]!;
    let bake = baked.get(tokenLook(token));
    if (!bake) {
      const chip = drawToken({ ...token, at: [0, 0] });
      const bounds = chip.getLocalBounds();
      const texture = renderer.generateTexture({
        target: chip,
        resolution: TOKEN_RESOLUTION,
        antialias: true,
      });
      chip.destroy({ children: true });
      bake = { texture, x: bounds.x, y: bounds.y };
      baked.set(tokenLook(token), bake);
    }
    const x = token.at[0] * CELL + bake.x;
    const sprite = new Sprite({ texture: bake.texture, x, y: token.at[1] * CELL + bake.y });
    world.addChild(sprite);
    sprites.set(i, { sprite, x });
  }
  return {
    quads,
    moveOne(f) {
      const i = onScreen[f % onScreen.length]!;
      const dx = Math.floor(f / onScreen.length) % 2 === 0 ? 1 : -1;
      const entry = sprites.get(i)!;
      entry.sprite.x = entry.x + (dx === 1 ? CELL : 0);
    },
    panBy(dx, dy) {
      stage.position.set(stage.x + dx, stage.y + dy);
    },
    render() {
      renderer.render({ container: stage });
    },
  };
}
