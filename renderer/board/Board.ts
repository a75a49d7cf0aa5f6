import 'pixi.js/unsafe-eval';
import { Application, Assets, Container } from 'pixi.js';
import type { GameMap } from '../../engine/model/map.ts';
import { CELL } from './boardUnits.ts';
import { fitView, worldToScreen, type View } from './camera.ts';
import { attachCameraControls } from './cameraControls.ts';
import type { BoardLayer } from './layer.ts';
import { buildingLayer } from './layers/buildingLayer.ts';
import { coverLayer } from './layers/coverLayer.ts';
import { elevationLayer } from './layers/elevationLayer.ts';
import { gridLayer } from './layers/gridLayer.ts';
import { passageLayer } from './layers/passageLayer.ts';
import { terrainLayer } from './layers/terrainLayer.ts';
import { tokenLayer } from './layers/tokenLayer.ts';
import { wallLayer } from './layers/wallLayer.ts';
import { BOARD_COLORS } from './palette.ts';

export type RendererPreference = 'webgl' | 'webgpu';

/**
 * The tactical board: a PixiJS application drawing the map in layers, bottom to top, under a
 * camera. The layers are static: each redraws only when its slice of the map changes.
 */
export class Board {
  readonly layers: BoardLayer[];
  private readonly app: Application;
  private readonly world: Container;
  private readonly host: HTMLElement;
  private map: GameMap | null = null;
  private currentView: View = { x: 0, y: 0, scale: 1 };
  private fitted = false;
  private detachControls: () => void = () => undefined;
  private readonly resizeObserver: ResizeObserver;

  private constructor(app: Application, host: HTMLElement) {
    this.app = app;
    this.host = host;
    // A render group lets the GPU move the whole world on pan and zoom without re-walking it.
    this.world = new Container({ label: 'world', isRenderGroup: true });
    this.layers = [
      terrainLayer(),
      buildingLayer(),
      elevationLayer(),
      gridLayer(),
      coverLayer(),
      passageLayer(),
      wallLayer(),
      tokenLayer(),
    ];
    for (const layer of this.layers) this.world.addChild(layer.container);
    app.stage.addChild(this.world);
    this.resizeObserver = new ResizeObserver(() => this.onResize());
  }

  static async create(host: HTMLElement, preference: RendererPreference = 'webgl'): Promise<Board> {
    // Texture-loading workers are built from blob: URLs, which the CSP does not allow.
    Assets.setPreferences({ preferWorkers: false });
    const app = new Application();
    await app.init({
      preference,
      resizeTo: host,
      antialias: true,
      autoDensity: true,
      resolution: window.devicePixelRatio || 1,
      background: BOARD_COLORS.background,
    });
    app.canvas.setAttribute('aria-label', 'Tactical board');
    app.canvas.tabIndex = 0;
    host.appendChild(app.canvas);
    const board = new Board(app, host);
    board.detachControls = attachCameraControls(app.canvas, board);
    board.resizeObserver.observe(host);
    return board;
  }

  get view(): View {
    return this.currentView;
  }

  get renderer(): string {
    return this.app.renderer.name;
  }

  setView(view: View): void {
    this.currentView = view;
    this.world.position.set(view.x, view.y);
    this.world.scale.set(view.scale);
  }

  /** Shows a map; only the layers whose data changed are redrawn. The first map is fitted. */
  setMap(map: GameMap): string[] {
    const first = this.map === null || this.map.size !== map.size;
    this.map = map;
    const redrawn = this.layers.filter((layer) => layer.update(map)).map((layer) => layer.name);
    if (first) this.fit();
    return redrawn;
  }

  /** Fits the whole map, with its coordinate labels, into the canvas. */
  fit(): void {
    if (!this.map) return;
    const [w, h] = this.map.size;
    const screen = { width: this.host.clientWidth, height: this.host.clientHeight };
    if (screen.width === 0 || screen.height === 0) return;
    this.fitted = true;
    this.setView(
      fitView(
        { x: -CELL * 0.7, y: -CELL * 0.7, width: (w + 0.7) * CELL, height: (h + 1) * CELL },
        screen,
      ),
    );
  }

  /** Where a point in grid units lands on the page, in CSS pixels (tests sample pixels there). */
  pointToClient(x: number, y: number): { x: number; y: number } {
    const screen = worldToScreen(this.currentView, { x: x * CELL, y: y * CELL });
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + screen.x, y: rect.top + screen.y };
  }

  /** Resolves after the next frame has been drawn. */
  nextFrame(): Promise<void> {
    return new Promise((resolve) =>
      this.app.ticker.addOnce(() => requestAnimationFrame(() => resolve())),
    );
  }

  destroy(): void {
    this.detachControls();
    this.resizeObserver.disconnect();
    this.app.destroy(true, { children: true });
  }

  /** Keeps the world point at the centre of the board where it was, so a resize keeps the zoom. */
  private onResize(): void {
    const before = { width: this.app.screen.width, height: this.app.screen.height };
    this.app.resize();
    const after = { width: this.host.clientWidth, height: this.host.clientHeight };
    if (!this.fitted) return this.fit();
    this.setView({
      ...this.currentView,
      x: this.currentView.x + (after.width - before.width) / 2,
      y: this.currentView.y + (after.height - before.height) / 2,
    });
  }
}
