import { Assets, type Texture } from 'pixi.js';
import barrelUrl from '../../assets/art/barrel.svg';
import crateUrl from '../../assets/art/crate.svg';
import ladderUrl from '../../assets/art/ladder.svg';
import rockUrl from '../../assets/art/rock.svg';
import skullUrl from '../../assets/art/skull.svg';
import stairsUrl from '../../assets/art/stairs.svg';
import tableUrl from '../../assets/art/table.svg';
import troughUrl from '../../assets/art/trough.svg';
import wagonUrl from '../../assets/art/wagon.svg';

/**
 * The board's art: SVG drawn for this project (assets/art), rasterised once into textures at twice
 * their drawn size so they stay sharp when the Dealer zooms in. Each cover kind has its own
 * silhouette (DESIGN.md), so a table reads as a table even without colour.
 */
const SOURCES = {
  table: tableUrl,
  barrel: barrelUrl,
  crate: crateUrl,
  trough: troughUrl,
  wagon: wagonUrl,
  rock: rockUrl,
  stairs: stairsUrl,
  ladder: ladderUrl,
  skull: skullUrl,
} as const;

export type ArtName = keyof typeof SOURCES;

let loaded: Record<ArtName, Texture> | null = null;

export async function loadArt(): Promise<void> {
  if (loaded) return;
  const entries = await Promise.all(
    (Object.entries(SOURCES) as [ArtName, string][]).map(async ([name, src]) => {
      const texture = await Assets.load<Texture>({ src, data: { resolution: 2 } });
      return [name, texture] as const;
    }),
  );
  loaded = Object.fromEntries(entries) as Record<ArtName, Texture>;
}

export function art(name: ArtName): Texture {
  if (!loaded) throw new Error('board art used before loadArt()');
  return loaded[name];
}

/** Art for a cover kind; an unknown kind (from an import) is drawn as a boulder. */
export function coverArt(kind: string): { texture: Texture; long: boolean } {
  const name =
    (['table', 'barrel', 'crate', 'trough', 'wagon'] as const).find((k) => k === kind) ?? 'rock';
  return { texture: art(name), long: name === 'trough' || name === 'wagon' };
}
