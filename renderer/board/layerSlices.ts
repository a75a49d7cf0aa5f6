import type { BoardScene, BoardToken } from './boardScene.ts';

/**
 * Which slices of the scene each static layer is drawn from (pure, so it is tested without a
 * canvas). A layer redraws only when one of its slices is a different object; the map and the game
 * state are immutable, so an unchanged slice keeps its identity.
 */
export const LAYER_SLICES = {
  terrain: ({ map }: BoardScene) => [map.size, map.terrain],
  buildings: ({ map }: BoardScene) => [map.buildings],
  elevation: ({ map }: BoardScene) => [map.ranks],
  grid: ({ map }: BoardScene) => [map.size],
  cover: ({ map }: BoardScene) => [map.cover],
  passages: ({ map }: BoardScene) => [map.passages],
  walls: ({ map }: BoardScene) => [map.walls, map.doors, map.windows],
} as const satisfies Record<string, (scene: BoardScene) => readonly unknown[]>;

export type StaticLayerName = keyof typeof LAYER_SLICES;

export function sameSlices(a: readonly unknown[] | null, b: readonly unknown[]): boolean {
  return a !== null && a.length === b.length && a.every((s, i) => s === b[i]);
}

/** The static layers a new scene makes stale. */
export function staleLayers(previous: BoardScene | null, next: BoardScene): StaticLayerName[] {
  return (Object.keys(LAYER_SLICES) as StaticLayerName[]).filter(
    (name) => !previous || !sameSlices(LAYER_SLICES[name](previous), LAYER_SLICES[name](next)),
  );
}

/** Everything about a token's drawing except where it stands. */
export function tokenLook(t: BoardToken): string {
  return `${t.name}|${t.faction ?? ''}|${t.side}|${t.tier?.color ?? ''}${t.tier?.level ?? ''}|${t.hp}/${t.hpMax}${t.hpShown ?? ''}|${t.gear}/${t.gearMax}|${t.hidden ? 'hidden' : ''}|${t.unnamed ? 'unnamed' : ''}|${t.labelled ? 'labelled' : ''}|${t.standee ? 'standee' : ''}`;
}

/**
 * What the token layer must do for a new list of tokens, given what it has drawn: redraw the
 * tokens whose look changed (or that are new), only move those that moved, remove the gone.
 */
export function tokenChanges(
  drawn: ReadonlyMap<string, { look: string; at: readonly [number, number] }>,
  tokens: readonly BoardToken[],
): { redraw: string[]; move: string[]; remove: string[] } {
  const redraw: string[] = [];
  const move: string[] = [];
  const present = new Set<string>();
  for (const token of tokens) {
    present.add(token.id);
    const before = drawn.get(token.id);
    if (!before || before.look !== tokenLook(token)) redraw.push(token.id);
    else if (before.at[0] !== token.at[0] || before.at[1] !== token.at[1]) move.push(token.id);
  }
  const remove = [...drawn.keys()].filter((id) => !present.has(id));
  return { redraw, move, remove };
}
