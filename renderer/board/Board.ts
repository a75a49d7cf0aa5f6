import 'pixi.js/unsafe-eval';
import { Application, Assets, Container, type Renderer } from 'pixi.js';
import type { Square } from '../../engine/core.ts';
import { afterBoardFrame, quietSystemTicker } from './quietTicker.ts';
import type { OverlayModel } from '../state/overlayModel.ts';
import type { MeasureReading } from '../tools/measureReading.ts';
import type { ToolInput } from '../tools/toolChart.ts';
import { loadArt } from './art.ts';
import type { BoardScene } from './boardScene.ts';
import type { BackgroundArt } from './tiles/staticDrawContext.ts';
import { CELL } from './boardUnits.ts';
import { fitView, screenToWorld, worldToScreen, type View } from './camera.ts';
import { attachCameraControls } from './cameraControls.ts';
import type { LayerCount } from './layer.ts';
import { LAYER_SLICES, staleLayers, type StaticLayerName } from './layerSlices.ts';
import { CoordinateLabels } from './layers/coordinateLabels.ts';
import { FogLayer, type BoardFog } from './layers/fogLayer.ts';
import { tokenLayer, type TokenLayer } from './layers/tokenLayer.ts';
import { Hud, hudBand } from './overlays/hud.ts';
import { EditorOverlay, type EditorOverlayModel } from './overlays/editorOverlay.ts';
import { MeasureOverlay } from './overlays/measureOverlay.ts';
import { OverlayLayer } from './overlays/overlayLayer.ts';
import {
  ScreenLabels,
  type ScreenLabelReport,
  type ScreenLabelStyle,
} from './overlays/screenLabels.ts';
import { FrameScheduler } from './frameScheduler.ts';
import { afterFirstFrame, deferTeardown } from './teardown.ts';
import { BOARD_COLORS } from './palette.ts';
import { currentPixelRatio, watchPixelRatio } from './pixelRatio.ts';
import { attachPointerInput } from './pointerInput.ts';
import { DirectStatic } from './tiles/DirectStatic.ts';
import { StaticTiles, type TileStats } from './tiles/StaticTiles.ts';
import { visibleWorld, type TileId, type WorldRect } from './tiles/tileGrid.ts';

export type RendererPreference = 'webgl' | 'webgpu';

/**
 * How the static layers reach the screen: through cached tiles (the board), or drawn whole every
 * frame (the untiled drawing the pixel test compares the tiles with).
 */
export type StaticDrawing = 'tiles' | 'direct';

/**
 * The tactical board: a PixiJS application drawing the scene in layers, bottom to top, under a
 * camera, with the interactive overlay above and the HUD in screen space.
 *
 * Rendering is on demand: a frame is drawn only after something changed (scene, overlay, camera,
 * size), so an idle board costs nothing, and a frame asked for when nothing changed draws
 * nothing. The static layers (terrain, buildings, raised ground, grid, cover, passages, walls) are
 * drawn into tiles cached as textures (tiles/StaticTiles.ts): a frame shows the tiles on screen,
 * and an edit redraws only the tiles it touches. Tokens are drawn one by one, and only those on
 * screen are shown. The overlay and the HUD are brought up to date just before a frame is drawn,
 * so they always match the scene of that frame, whichever of the two changed first.
 */
export class Board {
  /** Each layer's redraw count, by name (tests read it to prove caching). */
  readonly layers: LayerCount[];
  readonly overlay = new OverlayLayer();
  readonly hud = new Hud();
  /** The Measure tool's line (issue 12), under the tokens like the hover's sight line. */
  readonly measureOverlay = new MeasureOverlay();
  readonly editorOverlay = new EditorOverlay();
  private editorModel: EditorOverlayModel | null = null;
  /** The background image's own size in pixels, for the editor's alignment handles. */
  private backgroundPixels: readonly [number, number] | null = null;
  private readonly backgroundListeners = new Set<() => void>();
  private measure: MeasureReading | null = null;
  private readonly statics: StaticTiles | DirectStatic;
  private readonly coordinates = new CoordinateLabels();
  /** Issue 40, item 1: the players' token labels, in screen space; none on the Dealer's board. */
  private readonly labels = new ScreenLabels();
  private labelStyle: ScreenLabelStyle | null = null;
  private readonly tokens: TokenLayer = tokenLayer();
  /** Issue 11: the fog of war, on the players' board only; the Dealer's board never sets it. */
  private readonly fog = new FogLayer();
  private readonly staticCounts: Record<StaticLayerName, { name: string; drawCount: number }>;
  /** Something changed since the last frame was drawn. */
  private dirty = true;
  private readonly app: Application;
  private readonly world: Container;
  private readonly host: HTMLElement;
  private scene: BoardScene | null = null;
  private overlayModel: OverlayModel | null = null;
  private currentView: View = { x: 0, y: 0, scale: 1 };
  private fitted = false;
  /** The view the last fit chose: while the view is still it, a resize fits again. */
  private fittedView: View | null = null;
  /** Whether the board draws its HUD, and so leaves it a band. */
  private hudShown = true;
  private readonly scheduler: FrameScheduler;
  private detach: (() => void)[] = [];
  private readonly resizeObserver: ResizeObserver;
  /** Frames drawn, for tests and the benchmark. */
  frames = 0;

  private constructor(app: Application, host: HTMLElement, drawing: StaticDrawing) {
    this.app = app;
    this.host = host;
    this.world = new Container({ label: 'world', isRenderGroup: true });
    this.statics = drawing === 'tiles' ? new StaticTiles() : new DirectStatic();
    this.staticCounts = Object.fromEntries(
      (Object.keys(LAYER_SLICES) as StaticLayerName[]).map((name) => [
        name,
        { name, drawCount: 0 },
      ]),
    ) as Board['staticCounts'];
    this.layers = [...Object.values(this.staticCounts), this.tokens];
    // The coordinates on top: pinned to the screen's edge over a panned map, they stay legible.
    this.world.addChild(
      this.statics.container,
      this.fog.container,
      this.overlay.under,
      this.measureOverlay.container,
      this.editorOverlay.container,
      this.tokens.container,
      this.overlay.container,
      this.coordinates.container,
    );
    app.stage.addChild(this.world, this.labels.container, this.hud.container);
    this.resizeObserver = new ResizeObserver(() => this.onResize());
    this.scheduler = new FrameScheduler(() => this.renderNow());
  }

  static async create(
    host: HTMLElement,
    preference: RendererPreference = 'webgl',
    drawing: StaticDrawing = 'tiles',
    /** False for a board whose camera the app sets alone (the players' view and its miniature). */
    cameraControls = true,
  ): Promise<Board> {
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
    quietSystemTicker();
    await loadArt();
    app.canvas.setAttribute('aria-label', 'Tactical board');
    app.canvas.tabIndex = 0;
    host.appendChild(app.canvas);
    const board = new Board(app, host, drawing);
    if (cameraControls) board.detach.push(attachCameraControls(app.canvas, board));
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
    const previous = this.scene;
    const first = previous === null || previous.map.size !== scene.map.size;
    const changed = scene !== previous;
    this.scene = scene;
    const redrawn: string[] = staleLayers(previous, scene);
    for (const name of redrawn as StaticLayerName[]) this.staticCounts[name].drawCount += 1;
    if (redrawn.length > 0) this.statics.setMap(scene.map);
    if (this.tokens.update(scene)) redrawn.push('tokens');
    // A token the Dealer hides leaves the page's scene at once, its label with it, even on a screen
    // whose frames the browser holds back (a window behind another); the rest wait for the frame.
    this.labels.keepOnly(scene.tokens);
    if (first) this.fit();
    // The overlay is placed on the scene's tokens: a new scene moves its rings with them.
    if (redrawn.length || (changed && this.overlayModel)) this.invalidate();
    return redrawn;
  }

  /** The map's background image under every static layer (issue 12), or none. */
  setBackground(art: BackgroundArt | null): void {
    this.statics.setBackground(art);
    const source = art?.texture.source;
    // A texture may be a smaller copy of the image: its aspect is the image's, its width is not.
    this.backgroundPixels =
      art && source
        ? [art.imageWidth, (art.imageWidth * source.height) / Math.max(1, source.width)]
        : null;
    for (const listener of [...this.backgroundListeners]) listener();
    this.invalidate();
  }

  /** The background image's size in its own pixels, once it is drawn, or null. */
  get backgroundImageSize(): readonly [number, number] | null {
    return this.backgroundPixels;
  }

  /** Calls `listener` whenever the drawn background changes; returns a function that stops it. */
  onBackgroundChange(listener: () => void): () => void {
    this.backgroundListeners.add(listener);
    return () => this.backgroundListeners.delete(listener);
  }

  /** The fog of war over the map (the players' view), or none. */
  setFog(fog: BoardFog | null): void {
    if (this.fog.update(fog)) this.invalidate();
  }

  setOverlay(model: OverlayModel): void {
    if (model === this.overlayModel) return;
    this.overlayModel = model;
    this.invalidate();
  }

  /**
   * The players' token labels (issue 40, item 1): names and HP at a size fixed on the screen,
   * for the tokens the scene marks `labelled`; null for none (the Dealer's board).
   */
  setScreenLabels(style: ScreenLabelStyle | null): void {
    if (JSON.stringify(style) === JSON.stringify(this.labelStyle)) return;
    this.labelStyle = style;
    this.invalidate();
  }

  /** The labels drawn in the last frame, as page boxes, with their type's sizes (the tests). */
  screenLabelRects(): ScreenLabelReport[] {
    const rect = this.app.canvas.getBoundingClientRect();
    const page = <T extends { x: number; y: number } | null>(box: T): T =>
      (box && { ...box, x: box.x + rect.left, y: box.y + rect.top }) as T;
    return this.labels.placed.map((label) => ({
      ...label,
      box: page(label.box),
      leader: label.leader && {
        x1: label.leader.x1 + rect.left,
        y1: label.leader.y1 + rect.top,
        x2: label.leader.x2 + rect.left,
        y2: label.leader.y2 + rect.top,
      },
    }));
  }

  /** The squares the scene's tokens stand on, and the map's size in squares (the tests). */
  pieces(): { squares: [number, number][]; mapSize: [number, number] } | null {
    if (!this.scene) return null;
    return {
      squares: this.scene.tokens.map((t) => [t.at[0], t.at[1]]),
      mapSize: [this.scene.map.size[0], this.scene.map.size[1]],
    };
  }

  /** The grid's column letters and row numbers (G1), on or off; kept when the grid is redrawn. */
  setShowCoordinates(show: boolean): void {
    if (this.coordinates.shown === show) return;
    this.coordinates.shown = show;
    this.invalidate();
  }

  /**
   * Sends the canvas's pointer input (and Space held) to the tools (renderer/tools), which decide
   * what a press was and what it does.
   */
  attachTools(send: (input: ToolInput) => void): void {
    this.detach.push(
      attachPointerInput(
        this.app.canvas,
        (x, y) => this.squareAt(x, y),
        send,
        (x, y) => this.mapPointAt(x, y),
      ),
    );
  }

  /** The canvas's pointer capture and cursor, which the tools ask for while a press is under way. */
  get toolSurface() {
    const canvas = this.app.canvas;
    return {
      capture: (pointerId: number) => {
        // A pointer already gone (a synthetic or cancelled one) cannot be captured: no matter.
        try {
          canvas.setPointerCapture(pointerId);
        } catch {
          /* nothing to capture */
        }
      },
      release: (pointerId: number) => {
        if (canvas.hasPointerCapture(pointerId)) canvas.releasePointerCapture(pointerId);
      },
      cursor: (cursor: string) => {
        canvas.style.cursor = cursor;
      },
    };
  }

  /** The map editor's marks (selection, a tool's preview, flagged squares), or none. */
  setEditorOverlay(model: EditorOverlayModel | null): void {
    if (model === this.editorModel) return;
    this.editorModel = model;
    this.invalidate();
  }

  /** The Measure tool's reading to show (its line, and its words in the HUD), or none. */
  setMeasure(reading: MeasureReading | null): void {
    if (reading === this.measure) return;
    this.measure = reading;
    this.invalidate();
  }

  /**
   * Fits the whole map, with its coordinate labels, into the canvas above the HUD's band. The band
   * is left free always, not only while the HUD shows, so the map never jumps on a hover.
   */
  fit(): void {
    if (!this.scene) return;
    const [w, h] = this.scene.map.size;
    const height = this.host.clientHeight;
    const band = this.hudShown ? hudBand(height).height : 0;
    const screen = { width: this.host.clientWidth, height: height - band };
    if (screen.width === 0 || screen.height <= 0) return;
    this.fitted = true;
    this.setView(
      fitView(
        { x: -CELL * 0.7, y: -CELL * 0.7, width: (w + 0.7) * CELL, height: (h + 1) * CELL },
        screen,
      ),
    );
    this.fittedView = this.currentView;
  }

  /**
   * Brings squares into sight (a validation finding clicked in the editor): the camera stays when
   * they are all on screen already; otherwise it centres on them, zooming out only as far as
   * they need to fit with a square's margin. Returns whether the camera moved.
   */
  showSquares(squares: readonly Square[]): boolean {
    if (squares.length === 0) return false;
    const xs = squares.map(([x]) => x);
    const ys = squares.map(([, y]) => y);
    const left = Math.min(...xs) * CELL;
    const top = Math.min(...ys) * CELL;
    const right = (Math.max(...xs) + 1) * CELL;
    const bottom = (Math.max(...ys) + 1) * CELL;
    const screen = { width: this.host.clientWidth, height: this.bandTop };
    if (screen.width === 0 || screen.height <= 0) return false;
    const view = this.currentView;
    const a = worldToScreen(view, { x: left, y: top });
    const b = worldToScreen(view, { x: right, y: bottom });
    if (a.x >= 0 && a.y >= 0 && b.x <= screen.width && b.y <= screen.height) return false;
    const box = {
      x: left - CELL,
      y: top - CELL,
      width: right - left + 2 * CELL,
      height: bottom - top + 2 * CELL,
    };
    const scale = Math.min(view.scale, fitView(box, screen, 0).scale);
    this.setView({
      scale,
      x: screen.width / 2 - (box.x + box.width / 2) * scale,
      y: screen.height / 2 - (box.y + box.height / 2) * scale,
    });
    return true;
  }

  /** The canvas's size in CSS pixels. */
  get screenSize(): { width: number; height: number } {
    return { width: this.app.screen.width, height: this.app.screen.height };
  }

  /** The HUD's band, in CSS pixels from the canvas top: the board keeps its labels out of it. */
  get bandTop(): number {
    const height = this.app.screen.height;
    return this.hudShown ? height - hudBand(height).height : height;
  }

  /**
   * A board without the HUD and its band (the players' view, which shows the attack's steps in a
   * band of its own, outside the board): the map is fitted to the whole canvas. Call before the
   * first scene.
   */
  withoutHud(): void {
    this.hudShown = false;
    this.hud.container.visible = false;
    this.invalidate();
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

  /**
   * The point under a page position in squares, fractional, on the map or off it (an editor's
   * wall may end on the map's far edge, a hair outside its last square).
   */
  mapPointAt(clientX: number, clientY: number): readonly [number, number] | null {
    if (!this.scene) return null;
    const rect = this.app.canvas.getBoundingClientRect();
    const world = screenToWorld(this.currentView, {
      x: clientX - rect.left,
      y: clientY - rect.top,
    });
    return [world.x / CELL, world.y / CELL];
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

  /**
   * Draws a frame now, synchronously, if anything changed since the last one (the board-frame
   * benchmarks time it): first the tiles and labels the camera now shows, and the tokens on screen.
   */
  renderNow(): void {
    if (this.scheduler.isDestroyed || !this.dirty) return;
    this.dirty = false;
    const screen = this.app.screen;
    const visible = visibleWorld(this.currentView, screen);
    if (this.scene) {
      this.statics.prepare(this.app.renderer, this.currentView, screen);
      this.coordinates.prepare(
        this.scene.map.size,
        visibleWorld(this.currentView, { width: screen.width, height: this.bandTop }),
        this.currentView.scale * this.app.renderer.resolution,
      );
      this.tokens.cull(visible);
      this.refreshLabels();
    }
    this.drawOverlay();
    this.app.render();
    afterBoardFrame();
    this.frames += 1;
    if (this.frames === 1) afterFirstFrame();
  }

  /** What the static tiles hold and drew (tests and benchmarks); null when drawn untiled. */
  get tileStats(): TileStats | null {
    return this.statics instanceof StaticTiles ? this.statics.stats : null;
  }

  /** The world rectangle a tile covers now (the pixel test), or null when drawn untiled. */
  tileWorld(id: TileId): WorldRect | null {
    return this.statics instanceof StaticTiles ? this.statics.tileWorld(id) : null;
  }

  /** Asks for a frame; several changes before it are drawn together. */
  invalidate(): void {
    this.dirty = true;
    this.scheduler.invalidate();
  }

  destroy(): void {
    if (this.scheduler.isDestroyed) return;
    // First, so a frame asked for before now is never drawn by a destroyed renderer.
    this.scheduler.destroy();
    for (const off of this.detach) off();
    this.resizeObserver.disconnect();
    this.app.canvas.remove();
    deferTeardown(() => {
      this.statics.destroy();
      this.fog.destroy();
      this.coordinates.reset();
      keepContextOnDestroy(this.app.renderer);
      this.app.destroy(true, { children: true });
    });
  }

  /** Brings the overlay and the HUD up to the current model, scene and view (each skips if same). */
  private drawOverlay(): void {
    this.editorOverlay.update(this.editorModel);
    if (!this.scene) return;
    // The measure is drawn in the editor too, where there is no game and so no play overlay.
    this.measureOverlay.update(this.measure, this.scene);
    const model = this.overlayModel;
    if (!model) return;
    this.overlay.update(model, this.scene);
    this.hud.update(model, this.app.screen.width, this.app.screen.height, this.measure);
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

  /** The coordinate labels on screen, as page boxes (tests check nothing covers them). */
  coordinateRects(): { x: number; y: number; width: number; height: number }[] {
    return this.coordinates.bounds().map((box) => this.worldBoxToClient(box));
  }

  /**
   * Brings the players' labels up to the scene, the camera and the screen, before a frame: the
   * coordinates they keep off are laid out for this frame's view by then.
   */
  private refreshLabels(): void {
    if (!this.scene) return;
    this.labels.update(
      this.scene.tokens,
      this.currentView,
      this.app.screen,
      this.labelStyle,
      this.overlayModel?.active ?? null,
      () => this.coordinateScreenBoxes(),
      this.coordinates.shown,
    );
  }

  /** The coordinate labels' boxes on the canvas, which the players' labels keep off. */
  private coordinateScreenBoxes(): { x: number; y: number; width: number; height: number }[] {
    if (!this.labelStyle) return [];
    return this.coordinates.bounds().map((box) => {
      const a = worldToScreen(this.currentView, box);
      return {
        x: a.x,
        y: a.y,
        width: box.width * this.currentView.scale,
        height: box.height * this.currentView.scale,
      };
    });
  }

  /** A box in world units as a page box, in CSS pixels. */
  worldBoxToClient(box: { x: number; y: number; width: number; height: number }) {
    const a = this.pointToClient(box.x / CELL, box.y / CELL);
    const b = this.pointToClient((box.x + box.width) / CELL, (box.y + box.height) / CELL);
    return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
  }

  /**
   * A map still as it was fitted (nobody zoomed or panned since) is fitted again to the new size:
   * a window opened small and then maximised, or moved to the projector, shows the whole map at
   * the new size. A view the Dealer moved keeps the world point at the board's centre where it
   * was, and the zoom.
   */
  private onResize(): void {
    const before = { width: this.app.screen.width, height: this.app.screen.height };
    const after = { width: this.host.clientWidth, height: this.host.clientHeight };
    if (after.width === 0 || after.height === 0) return;
    this.app.renderer.resize(after.width, after.height);
    if (!this.fitted || this.currentView === this.fittedView) this.fit();
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
    this.statics.reset();
    this.coordinates.reset();
    this.tokens.reset();
    this.overlay.reset();
    this.measureOverlay.reset();
    this.editorOverlay.reset();
    this.hud.reset();
    this.labels.reset();
    if (this.scene) this.tokens.update(this.scene);
    this.invalidate();
  }
}

/**
 * PixiJS ends a WebGL renderer's life by losing its context on purpose (WEBGL_lose_context), to
 * hand the GPU memory back at once. In SwiftShader that call blocks the page for seconds (8–10 s
 * measured on this machine when a map was loaded, the whole of the wait), while the board has
 * already deleted its textures itself (StaticTiles, the fog, the token bakes): what is left is the
 * context's own drawing buffer, which the browser frees with the canvas. So the extension is
 * taken away before destroy, and the context goes with its canvas.
 */
function keepContextOnDestroy(renderer: Application['renderer']): void {
  const context = (renderer as { context?: { extensions?: { loseContext?: unknown } } }).context;
  if (context?.extensions) context.extensions.loseContext = null;
}
