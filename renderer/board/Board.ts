import 'pixi.js/unsafe-eval';
import { Application, Assets, Container, type Renderer } from 'pixi.js';
import type { Square } from '../../engine/index.ts';
import type { OverlayModel } from '../state/overlayModel.ts';
import { loadArt } from './art.ts';
import type { BoardScene } from './boardScene.ts';
import { CELL } from './boardUnits.ts';
import { fitView, screenToWorld, worldToScreen, type View } from './camera.ts';
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
import { Hud } from './overlays/hud.ts';
import { OverlayLayer } from './overlays/overlayLayer.ts';
import { FrameScheduler } from './frameScheduler.ts';
import { BOARD_COLORS } from './palette.ts';
import { currentPixelRatio, watchPixelRatio } from './pixelRatio.ts';
import { attachPointerInput, type BoardPointerEvent } from './pointerInput.ts';

export type RendererPreference = 'webgl' | 'webgpu';

/**
 * The tactical board: a PixiJS application drawing the scene in layers, bottom to top, under a
 * camera, with the interactive overlay above and the HUD in screen space.
 *
 * Rendering is on demand: a frame is drawn only after something changed (scene, overlay, camera,
 * size), so an idle board costs nothing. Static layers redraw only when their slice of the scene
 * changes, tokens one by one, and each layer is a PixiJS render group whose instructions are
 * reused while it is unchanged. The overlay and the HUD are brought up to date just before a frame
 * is drawn, so they always match the scene of that frame, whichever of the two changed first.
 */
export class Board {
  readonly layers: BoardLayer[];
  readonly overlay = new OverlayLayer();
  readonly hud = new Hud();
  private readonly app: Application;
  private readonly world: Container;
  private readonly host: HTMLElement;
  private scene: BoardScene | null = null;
  private overlayModel: OverlayModel | null = null;
  private currentView: View = { x: 0, y: 0, scale: 1 };
  private fitted = false;
  private showCoordinates = true;
  private readonly scheduler: FrameScheduler;
  private detach: (() => void)[] = [];
  private readonly resizeObserver: ResizeObserver;
  /** Frames drawn, for tests and the benchmark. */
  frames = 0;

  private constructor(app: Application, host: HTMLElement) {
    this.app = app;
    this.host = host;
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
    for (const layer of this.layers) {
      if (layer.name === 'tokens') this.world.addChild(this.overlay.under);
      this.world.addChild(layer.container);
    }
    this.world.addChild(this.overlay.container);
    app.stage.addChild(this.world, this.hud.container);
    this.resizeObserver = new ResizeObserver(() => this.onResize());
    this.scheduler = new FrameScheduler(() => this.renderNow());
  }

  static async create(host: HTMLElement, preference: RendererPreference = 'webgl'): Promise<Board> {
    // Texture-loading workers are built from blob: URLs, which the CSP does not allow.
    Assets.setPreferences({ preferWorkers: false });
    const app = new Application();
    await app.init({
      preference,
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      antialias: true,
      autoDensity: true,
      resolution: currentPixelRatio(window),
      background: BOARD_COLORS.background,
      autoStart: false,
    });
    app.ticker.stop();
    await loadArt();
    app.canvas.setAttribute('aria-label', 'Tactical board');
    app.canvas.tabIndex = 0;
    host.appendChild(app.canvas);
    const board = new Board(app, host);
    board.detach.push(attachCameraControls(app.canvas, board));
    board.detach.push(watchPixelRatio((ratio) => board.onPixelRatio(ratio)));
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
    this.invalidate();
  }

  /** Shows a scene; only what changed is redrawn. The first scene is fitted. */
  setScene(scene: BoardScene): string[] {
    const first = this.scene === null || this.scene.map.size !== scene.map.size;
    const changed = scene !== this.scene;
    this.scene = scene;
    const redrawn = this.layers.filter((layer) => layer.update(scene)).map((layer) => layer.name);
    this.applyCoordinates();
    if (first) this.fit();
    // The overlay is placed on the scene's tokens: a new scene moves its rings with them.
    if (redrawn.length || (changed && this.overlayModel)) this.invalidate();
    return redrawn;
  }

  setOverlay(model: OverlayModel): void {
    if (model === this.overlayModel) return;
    this.overlayModel = model;
    this.invalidate();
  }

  /** The grid's column letters and row numbers (G1), on or off; kept when the grid is redrawn. */
  setShowCoordinates(show: boolean): void {
    this.showCoordinates = show;
    this.applyCoordinates();
  }

  private applyCoordinates(): void {
    const labels = this.layers
      .find((l) => l.name === 'grid')
      ?.container.getChildByLabel('coordinates', true);
    if (labels && labels.visible !== this.showCoordinates) {
      labels.visible = this.showCoordinates;
      this.invalidate();
    }
  }

  onPointer(handler: (event: BoardPointerEvent) => void): void {
    this.detach.push(attachPointerInput(this.app.canvas, (x, y) => this.squareAt(x, y), handler));
  }

  /** Fits the whole map, with its coordinate labels, into the canvas. */
  fit(): void {
    if (!this.scene) return;
    const [w, h] = this.scene.map.size;
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

  /** The square under a page point, or null off the map. */
  squareAt(clientX: number, clientY: number): Square | null {
    if (!this.scene) return null;
    const rect = this.app.canvas.getBoundingClientRect();
    const world = screenToWorld(this.currentView, {
      x: clientX - rect.left,
      y: clientY - rect.top,
    });
    const x = Math.floor(world.x / CELL);
    const y = Math.floor(world.y / CELL);
    const [w, h] = this.scene.map.size;
    return x >= 0 && y >= 0 && x < w && y < h ? [x, y] : null;
  }

  /** Where a point in grid units lands on the page, in CSS pixels (tests sample pixels there). */
  pointToClient(x: number, y: number): { x: number; y: number } {
    const screen = worldToScreen(this.currentView, { x: x * CELL, y: y * CELL });
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + screen.x, y: rect.top + screen.y };
  }

  /** Resolves once a frame reflecting every change so far is on screen (at once if destroyed). */
  nextFrame(): Promise<void> {
    return this.scheduler.nextFrame();
  }

  /** The whole scene graph (the benchmarks render and measure it). */
  get stage(): Container {
    return this.app.stage;
  }

  /** The PixiJS renderer: the benchmarks draw their baseline with it and read a pixel back. */
  get pixiRenderer(): Renderer {
    return this.app.renderer;
  }

  /** Draws a frame now, synchronously (the board-frame benchmark times it). */
  renderNow(): void {
    if (this.scheduler.isDestroyed) return;
    this.drawOverlay();
    this.app.render();
    this.frames += 1;
  }

  /** Asks for a frame; several changes before it are drawn together. */
  invalidate(): void {
    this.scheduler.invalidate();
  }

  destroy(): void {
    if (this.scheduler.isDestroyed) return;
    // First, so a frame asked for before now is never drawn by a destroyed renderer.
    this.scheduler.destroy();
    for (const off of this.detach) off();
    this.resizeObserver.disconnect();
    this.app.destroy(true, { children: true });
  }

  /** Brings the overlay and the HUD up to the current model, scene and view (each skips if same). */
  private drawOverlay(): void {
    const model = this.overlayModel;
    if (!model || !this.scene) return;
    this.overlay.update(model, this.scene);
    this.hud.update(model, this.app.screen.width, this.app.screen.height, this.hudOnTop(model));
  }

  /** The HUD goes to the top when what it talks about (the shooter and target) is low on screen. */
  private hudOnTop(model: OverlayModel): boolean {
    const ends = model.attack
      ? [model.attack.from, model.attack.to]
      : model.sight
        ? [model.sight.from, model.sight.to]
        : [];
    if (ends.length === 0) return false;
    const lowest = Math.max(
      ...ends.map(([, y]) => worldToScreen(this.currentView, { x: 0, y: (y + 1) * CELL }).y),
    );
    return lowest > this.app.screen.height / 2;
  }

  /** The HUD panel's box on the page (tests sample inside it). */
  hudRect(): { x: number; y: number; width: number; height: number } | null {
    if (this.hud.container.children.length === 0) return null;
    const bounds = this.hud.container.getBounds();
    const rect = this.app.canvas.getBoundingClientRect();
    return {
      x: rect.left + bounds.x,
      y: rect.top + bounds.y,
      width: bounds.width,
      height: bounds.height,
    };
  }

  /** Keeps the world point at the centre of the board where it was, so a resize keeps the zoom. */
  private onResize(): void {
    const before = { width: this.app.screen.width, height: this.app.screen.height };
    const after = { width: this.host.clientWidth, height: this.host.clientHeight };
    if (after.width === 0 || after.height === 0) return;
    this.app.renderer.resize(after.width, after.height);
    if (!this.fitted) this.fit();
    else {
      this.setView({
        ...this.currentView,
        x: this.currentView.x + (after.width - before.width) / 2,
        y: this.currentView.y + (after.height - before.height) / 2,
      });
    }
    this.invalidate();
  }

  /**
   * The window went to a screen of another density, or the page was zoomed: the canvas gets as
   * many pixels as the screen now has, and everything drawn at the old density (text, the baked
   * tokens) is drawn again at the new one.
   */
  private onPixelRatio(ratio: number): void {
    if (this.scheduler.isDestroyed || ratio === this.app.renderer.resolution) return;
    this.app.renderer.resize(this.app.screen.width, this.app.screen.height, ratio);
    for (const layer of this.layers) layer.reset();
    this.overlay.reset();
    this.hud.reset();
    if (this.scene) {
      for (const layer of this.layers) layer.update(this.scene);
      this.applyCoordinates();
    }
    this.invalidate();
  }
}
