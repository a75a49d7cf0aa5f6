import type { Segment, Square } from '../model/geometry.ts';
import type { GameMap } from '../model/map.ts';
import type { Token } from '../model/token.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import type { ChipStack, Combatant, HpTrack } from './gameState.ts';

/**
 * The projector's copies (issue 11: publicView builds its output from a whitelist of fields). Each
 * one names the fields it copies, element by element, instead of spreading the source: a field
 * added to the map or the state later, Dealer notes among them, stays private until it is listed
 * here on purpose.
 */
export function publicMap(
  map: GameMap,
  hiddenTokens: ReadonlySet<string>,
  /** With the fog on, whether the posse sees a square: an NPC's token elsewhere is left out. */
  lit: ((at: Square) => boolean) | null = null,
): GameMap {
  const shown: GameMap = {
    size: [map.size[0], map.size[1]],
    terrain: map.terrain.map((t) => ({ kind: t.kind, squares: squares(t.squares) })),
    walls: map.walls.map(segment),
    doors: map.doors.map((d) => ({ at: segment(d.at), open: d.open })),
    windows: map.windows.map(segment),
    cover: map.cover.map((c) => ({ id: c.id, kind: c.kind, squares: squares(c.squares) })),
    ranks: map.ranks.map((r) => ({ rank: r.rank, squares: squares(r.squares) })),
    passages: map.passages.map((p) => ({ kind: p.kind, squares: squares(p.squares) })),
    buildings: map.buildings.map((b) => ({
      name: b.name,
      squares: squares(b.squares),
      boardwalk: squares(b.boardwalk),
    })),
    tokens: map.tokens
      .filter((t) => !hiddenTokens.has(t.id) && (!lit || t.side !== 'npc' || lit(t.at)))
      .map(publicToken),
  };
  if (map.name !== undefined) shown.name = map.name;
  return shown;
}

function publicToken(t: Token): Token {
  return {
    id: t.id,
    name: t.name,
    faction: t.faction,
    at: [t.at[0], t.at[1]],
    side: t.side,
    ...(t.tier ? { tier: { color: t.tier.color, level: t.tier.level } } : {}),
    hp: t.hp,
    hpMax: t.hpMax,
    gear: t.gear,
    gearMax: t.gearMax,
  };
}

export function publicHp(track: HpTrack): HpTrack {
  return { family: 'tracker', color: 'red', hpLeft: track.hpLeft, max: track.max };
}

/** Each piece of gear, by name, with its track (A8). */
export function publicGear(gear: Combatant['gear']): Combatant['gear'] {
  return gear.map((g) => ({
    name: g.name,
    track: { family: 'tracker', color: 'blue', gearUsed: g.track.gearUsed, max: g.track.max },
  }));
}

export function publicChips(stack: ChipStack): ChipStack {
  const chips = { family: 'spendable' } as ChipStack;
  for (const kind of SPENDABLE_CHIPS) chips[kind] = stack[kind];
  return chips;
}

function segment(s: Segment): Segment {
  return [s[0], s[1], s[2], s[3]];
}

function squares(list: readonly Square[]): Square[] {
  return list.map((sq) => [sq[0], sq[1]]);
}
