import 'pixi.js/unsafe-eval';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import './boardFrame.css';
import { Application, Container, Sprite, Texture } from 'pixi.js';
import { Board } from '../board/Board.ts';
import type { BoardScene } from '../board/boardScene.ts';
import { benchScene } from './benchScene.ts';

declare global {
  interface Window {
    runBoardFrameBench?: (frames: number) => Promise<Record<string, number>>;
  }
}

function countDisplayObjects(node: Container): number {
  return node.children.reduce((n, child) => n + countDisplayObjects(child), 1);
}

/** The scene with one token moved one square: a frame in which something changed. */
function moveOne(scene: BoardScene, frame: number): BoardScene {
  const i = frame % scene.tokens.length;
  const tokens = scene.tokens.map((t, j) =>
    j === i ? { ...t, at: [(t.at[0] + 1) % 100, t.at[1]] as [number, number] } : t,
  );
  return { ...scene, tokens };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * board-frame: CPU time per frame — scene update plus renderer.render — for the real Board on the
 * benchmark scene, against a bare PixiJS scene holding as many display objects (plain sprites in
 * one container, one moved per frame), measured alternately in the same page.
 */
window.runBoardFrameBench = async (frames: number) => {
  await Promise.all([
    document.fonts.load('400 16px "Atkinson Hyperlegible"'),
    document.fonts.load('700 16px "Atkinson Hyperlegible"'),
  ]);
  const board = await Board.create(document.getElementById('ours')!, 'webgl');
  let scene = benchScene();
  board.setScene(scene);
  board.renderNow();
  const objects = countDisplayObjects(board.stage);

  const bare = new Application();
  await bare.init({
    preference: 'webgl',
    width: 1280,
    height: 800,
    antialias: true,
    autoStart: false,
  });
  bare.ticker.stop();
  document.getElementById('bare')!.appendChild(bare.canvas);
  const world = new Container();
  const sprites: Sprite[] = [];
  for (let i = 0; i < objects; i++) {
    const sprite = new Sprite({
      texture: Texture.WHITE,
      x: (i % 100) * 12,
      y: Math.floor(i / 100) * 12,
      width: 10,
      height: 10,
      tint: 0x888888 + (i % 7) * 0x111111,
    });
    sprites.push(sprite);
    world.addChild(sprite);
  }
  bare.stage.addChild(world);
  bare.render();

  // performance.now() is coarsened to 0.1 ms here, so each sample times a batch of frames.
  const BATCH = 10;
  const ours: number[] = [];
  const baseline: number[] = [];
  const idle: number[] = [];
  for (let sample = 0; sample < frames / BATCH; sample++) {
    let start = performance.now();
    for (let f = 0; f < BATCH; f++) {
      scene = moveOne(scene, sample * BATCH + f);
      board.setScene(scene);
      board.renderNow();
    }
    ours.push((performance.now() - start) / BATCH);

    start = performance.now();
    for (let f = 0; f < BATCH; f++) {
      const sprite = sprites[(sample * BATCH + f) % sprites.length]!;
      sprite.x = (sprite.x + 12) % 1200;
      bare.render();
    }
    baseline.push((performance.now() - start) / BATCH);

    // Frames where nothing changed: our own update work only.
    start = performance.now();
    for (let f = 0; f < BATCH * 10; f++) board.setScene(scene);
    idle.push((performance.now() - start) / (BATCH * 10));
    await new Promise((r) => setTimeout(r, 0));
  }
  return {
    ours_ms: median(ours.slice(2)),
    baseline_ms: median(baseline.slice(2)),
    idle_ms: median(idle.slice(2)),
    objects,
  };
};
