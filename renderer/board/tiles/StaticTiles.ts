import { Container, Matrix, RenderTexture, Sprite, type Renderer } from 'pixi.js';
import type { GameMap } from '../../../engine/skirmish.ts';
import { CELL } from '../boardUnits.ts';
import type { BackgroundArt } from './staticDrawContext.ts';
import { DrawPool } from './drawPool.ts';
import { touchedRects } from './mapDiff.ts';
import { drawStatic } from './staticDraw.ts';
import { StaticIndex } from './staticIndex.ts';
import {
  intersects,
  rasterOf,
  sameRaster,
  tileKey,
  tilePixels,
  tileSquares,
  tilesIn,
  type TileId,
  type TileRaster,
  type WorldRect,
} from './tileGrid.ts';

/** Edge tiles reach a square past the map, for walls and labels that overhang its edge. */
const EDGE_MARGIN = CELL;
/** Tiles kept off screen (for panning back) until they hold this many screens' worth of pixels. */
const SCREENS_KEPT = 2;

interface Tile {
  id: TileId;
  key: string;
  texture: RenderTexture;
  sprite: Sprite;
  world: WorldRect;
  bytes: number;
  lastUsed: number;
  stale: boolean;
}

/** What the tiles did, for tests and the benchmarks. */
export interface TileStats {
  /** Tiles drawn into their texture since the board started. */
  drawn: number;
  /** Tiles drawn for the last frame. */
  drawnLastFrame: number;
  /** Tiles on screen in the last frame, by key. */
  onScreen: string[];
  /** Tiles whose texture is held, on screen or not. */
  held: number;
  /** The GPU bytes held: every tile's texture, and the multisampled buffer tiles are drawn in. */
  bytes: number;
  /** How many squares a tile spans at the current zoom. */
  squares: number;
}

/**
 * The static board — terrain, buildings, raised ground, grid, cover, passages, walls, doors and
 * windows — drawn into tiles of N×N squares, each cached as a texture at the screen's pixel density
 * and sub-pixel phase, so a tile lands texel for pixel where the shapes would have been drawn.
 * Before each frame the tiles on screen are found from the camera; only those are shown, and only
 * the missing or stale ones are drawn. An edit marks stale just the tiles its changes touch
 * (mapDiff.ts). Off-screen textures are kept for panning back within a budget of a few screens of
 * pixels, oldest first out. A new zoom or sub-pixel offset draws the visible tiles again at the new
 * raster, so the board looks the same as drawing the shapes directly.
 */
export class StaticTiles {
  /** The tiles on screen; its own render group, so a new set of tiles rebuilds nothing else. */
  readonly container = new Container({ label: 'static-tiles', isRenderGroup: true });
  private readonly index = new StaticIndex();
  private readonly pool = new DrawPool();
  private map: GameMap | null = null;
  private background: BackgroundArt | null = null;
  private raster: TileRaster | null = null;
  private squares = 0;
  private readonly tiles = new Map<string, Tile>();
  /** Multisampled, as the canvas is: every tile is drawn here, then copied into its own texture. */
  private scratch: RenderTexture | null = null;
  private shownKeys = '';
  private clock = 0;
  private drawn = 0;
  private drawnLastFrame = 0;
  private onScreen: string[] = [];

  /** Takes a new map: refiles the slices that changed and marks stale the tiles they touch. */
  setMap(map: GameMap): void {
    const prev = this.map;
    this.map = map;
    this.index.update(map);
    if (!prev) return;
    const touched = touchedRects(prev, map);
    if (touched === 'all') {
      this.dropAll();
      return;
    }
    for (const tile of this.tiles.values()) {
      if (touched.some((rect) => intersects(rect, tile.world))) tile.stale = true;
    }
  }

  /** Lays a background image under the map, or takes it away: every tile holds it, so all go. */
  setBackground(art: BackgroundArt | null): void {
    if (art === this.background) return;
    this.background = art;
    this.dropAll();
  }

  /** Brings the tiles on screen up to date for a view; call before each frame is drawn. */
  prepare(
    renderer: Renderer,
    view: { x: number; y: number; scale: number },
    screen: { width: number; height: number },
  ): void {
    this.drawnLastFrame = 0;
    const map = this.map;
    if (!map) return;
    const raster = rasterOf(view, renderer.resolution);
    if (!this.raster || !sameRaster(raster, this.raster)) {
      this.dropAll();
      this.raster = raster;
      this.squares = tileSquares(raster.resolution);
    }
    this.clock += 1;
    const shown: Tile[] = [];
    const visible: WorldRect = {
      x0: -view.x / view.scale,
      y0: -view.y / view.scale,
      x1: (screen.width - view.x) / view.scale,
      y1: (screen.height - view.y) / view.scale,
    };
    for (const id of tilesIn(visible, this.squares, map.size, EDGE_MARGIN)) {
      const key = tileKey(id);
      let tile = this.tiles.get(key);
      if (!tile || tile.stale) tile = this.draw(renderer, id, tile);
      tile.lastUsed = this.clock;
      shown.push(tile);
    }
    const keys = shown.map((t) => t.key).join(' ');
    if (keys !== this.shownKeys) {
      this.shownKeys = keys;
      this.container.removeChildren();
      for (const tile of shown) this.container.addChild(tile.sprite);
    }
    this.onScreen = shown.map((t) => t.key);
    this.evict(screen.width * screen.height * renderer.resolution ** 2 * 4 * SCREENS_KEPT);
  }

  get stats(): TileStats {
    return {
      drawn: this.drawn,
      drawnLastFrame: this.drawnLastFrame,
      onScreen: this.onScreen,
      held: this.tiles.size,
      bytes: this.bytes(),
      squares: this.squares,
    };
  }

  /** Forgets every tile and label (a new pixel density). */
  reset(): void {
    this.dropAll();
    this.pool.clear();
    this.raster = null;
  }

  destroy(): void {
    this.reset();
    this.scratch?.destroy(true);
    this.scratch = null;
    this.container.destroy({ children: true });
  }

  /** The world rectangle a tile covers at the current raster (tests compare pixels there). */
  tileWorld(id: TileId): WorldRect | null {
    if (!this.raster || !this.map) return null;
    return tilePixels(id, this.raster, this.map.size, EDGE_MARGIN).world;
  }

  private draw(renderer: Renderer, id: TileId, previous: Tile | undefined): Tile {
    const map = this.map!;
    const raster = this.raster!;
    const { px, py, width, height, world } = tilePixels(id, raster, map.size, EDGE_MARGIN);
    const content = new Container();
    drawStatic(content, {
      map,
      index: this.index,
      rect: world,
      pool: this.pool,
      resolution: raster.resolution,
      background: this.background,
    });
    const scratch = this.scratchFor(width, height);
    const r = raster.resolution;
    // Drawn upside down: a texture's rows run the other way up from the canvas's, and where an
    // edge falls exactly on a sample point, which side takes it depends on which way is up. Drawn
    // as the canvas is, a tile's edges come out as the canvas's would, and the sprite turns it over.
    renderer.render({
      container: content,
      target: scratch,
      clear: true,
      clearColor: [0, 0, 0, 0],
      transform: new Matrix(r, 0, 0, -r, raster.phaseX - px, height - raster.phaseY + py),
    });
    this.pool.returnAll();
    content.destroy({ children: true });
    let texture = previous?.texture;
    if (!texture || texture.source.pixelWidth !== width || texture.source.pixelHeight !== height) {
      previous?.texture.destroy(true);
      texture = RenderTexture.create({ width, height, resolution: 1, scaleMode: 'nearest' });
    }
    renderer.renderTarget.copyToTexture(
      scratch,
      texture,
      { x: 0, y: 0 },
      { width, height },
      { x: 0, y: 0 },
    );
    const sprite = previous?.sprite ?? new Sprite();
    sprite.texture = texture;
    // A tile inside the map is opaque (the ground fills it): drawn without blending, it costs the
    // GPU a write a pixel instead of a read and a write. A tile on the edge is not, and blends.
    const [w, h] = map.size;
    const inside = world.x0 >= 0 && world.y0 >= 0 && world.x1 <= w * CELL && world.y1 <= h * CELL;
    sprite.blendMode = inside ? 'none' : 'normal';
    sprite.position.set((px - raster.phaseX) / r, (py + height - raster.phaseY) / r);
    sprite.scale.set(1 / r, -1 / r);
    const tile: Tile = {
      id,
      key: tileKey(id),
      texture,
      sprite,
      world,
      bytes: width * height * 4,
      lastUsed: this.clock,
      stale: false,
    };
    this.tiles.set(tile.key, tile);
    this.drawn += 1;
    this.drawnLastFrame += 1;
    return tile;
  }

  private scratchFor(width: number, height: number): RenderTexture {
    const s = this.scratch;
    if (s && s.source.pixelWidth >= width && s.source.pixelHeight >= height) return s;
    const size = {
      width: Math.max(width, s?.source.pixelWidth ?? 0),
      height: Math.max(height, s?.source.pixelHeight ?? 0),
    };
    s?.destroy(true);
    this.scratch = RenderTexture.create({ ...size, resolution: 1, antialias: true });
    return this.scratch;
  }

  private bytes(): number {
    let bytes = 0;
    for (const tile of this.tiles.values()) bytes += tile.bytes;
    const s = this.scratch;
    // The scratch: its resolved texture, and four samples a pixel in its multisampled buffer.
    if (s) bytes += s.source.pixelWidth * s.source.pixelHeight * 4 * 5;
    return bytes;
  }

  /** Drops the least recently shown off-screen tiles until those kept fit the budget. */
  private evict(budget: number): void {
    let held = 0;
    for (const tile of this.tiles.values()) held += tile.bytes;
    if (held <= budget) return;
    const offScreen = [...this.tiles.values()]
      .filter((t) => t.lastUsed !== this.clock)
      .sort((a, b) => a.lastUsed - b.lastUsed);
    for (const tile of offScreen) {
      if (held <= budget) break;
      held -= tile.bytes;
      this.drop(tile);
    }
  }

  private drop(tile: Tile): void {
    tile.sprite.destroy();
    tile.texture.destroy(true);
    this.tiles.delete(tile.key);
  }

  private dropAll(): void {
    for (const tile of [...this.tiles.values()]) this.drop(tile);
    this.container.removeChildren();
    this.shownKeys = '';
  }
}
