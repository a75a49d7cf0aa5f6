import { type Square } from '../../../engine/core.ts';
import {
  createEncounter,
  EXAMPLE_NPC_CARDS,
  mapSchema,
  RulesInputError,
  type Character,
  type Faction,
  type GameMap,
  type NpcCard,
  type RulesOptions,
  type Token,
} from '../../../engine/skirmish.ts';
import { SAMPLE_CHARACTERS } from '../../state/newTable.ts';

/**
 * What the token tool places from (issue 12, item 2): a saved character (the sample posse the
 * table seats, renderer/state/newTable.ts) or an NPC card (N1, assets/npcs). The id is the
 * options' key: "pc:ned", "npc:tom".
 */
export type TokenSource =
  | { id: string; label: string; side: 'pc'; character: Character }
  | { id: string; label: string; side: 'npc'; npc: NpcCard };

export const TOKEN_SOURCES: readonly TokenSource[] = [
  ...SAMPLE_CHARACTERS.map((character): TokenSource => ({
    id: `pc:${character.id}`,
    label: character.name,
    side: 'pc',
    character,
  })),
  ...EXAMPLE_NPC_CARDS.map((npc): TokenSource => ({
    id: `npc:${npc.id}`,
    label: npc.name,
    side: 'npc',
    npc,
  })),
];

export function tokenSource(id: string | null): TokenSource | undefined {
  return TOKEN_SOURCES.find((s) => s.id === id);
}

/** The faction the source names itself (an NPC card may name none). */
export function factionOf(source: TokenSource): Faction | undefined {
  return source.side === 'pc' ? source.character.faction : source.npc.faction;
}

/** The character's or card's own id, the base of its tokens' ids. */
function baseId(source: TokenSource): string {
  return source.side === 'pc' ? source.character.id : source.npc.id;
}

/**
 * The first of `kate`, `kate-2`, `kate-3`… no token on the map has: ids are unique on a map (an
 * encounter seats each id once), and the first token of a character keeps the character's own
 * id, by which a table plays that very character (engine encounterFromMap).
 */
export function freeTokenId(map: GameMap, base: string): string {
  const taken = new Set(map.tokens.map((t) => t.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export type TokenDraft = { ok: true; token: Token } | { ok: false; reason: string };

/**
 * The token a source puts on the map at a square: a fresh id, its name, faction and side, the
 * NPC's threat tier (N1), and full HP and gear tracks (A8) as the engine seats that character or
 * card. Other code places tokens with it too (the campaign's drag of a card onto the map).
 * `faction` is for a card that names none; refused without one, and when the rules cannot seat
 * the character (a build that breaks B6).
 */
export function tokenFrom(
  source: TokenSource,
  map: GameMap,
  at: Square,
  { faction, rules }: { faction?: Faction | null; rules?: RulesOptions } = {},
): TokenDraft {
  const side = factionOf(source) ?? faction ?? undefined;
  if (!side)
    return {
      ok: false,
      reason: `${source.label}'s card names no faction: choose one for the token`,
    };
  const tracks = startingTracks(source, rules);
  if (!tracks.ok) return tracks;
  const token: Token = {
    id: freeTokenId(map, baseId(source)),
    name: source.label,
    faction: side,
    side: source.side,
    at,
    ...(source.side === 'npc' ? { tier: source.npc.tier } : {}),
    hp: tracks.hp,
    hpMax: tracks.hp,
    gear: tracks.gear,
    gearMax: tracks.gear,
  };
  return { ok: true, token };
}

const PROBE_MAP = mapSchema.parse({ size: [1, 1] });
const tracksKnown = new WeakMap<TokenSource, Map<RulesOptions | undefined, Tracks>>();

type Tracks = { ok: true; hp: number; gear: number } | { ok: false; reason: string };

/**
 * The source's full HP and gear capacity, read off the engine seating it alone on a one-square
 * map: the build's HP (B-rules, the rules options' base HP), its gear items' and an NPC card's
 * armour (A8), exactly as a table would start it. The renderer counts none of it itself.
 */
function startingTracks(source: TokenSource, rules: RulesOptions | undefined): Tracks {
  const known = tracksKnown.get(source)?.get(rules);
  if (known) return known;
  let tracks: Tracks;
  try {
    const state = createEncounter({
      map: PROBE_MAP,
      participants: [
        source.side === 'pc'
          ? { id: 'probe', at: [0, 0], side: 'pc', character: source.character }
          : { id: 'probe', at: [0, 0], side: 'npc', npc: source.npc },
      ],
      seed: 1,
      ...(rules ? { options: rules } : {}),
    });
    const seated = state.combatants['probe']!;
    tracks = {
      ok: true,
      hp: seated.hp.max,
      gear: seated.gear.reduce((sum, g) => sum + g.track.max, 0),
    };
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e;
    tracks = { ok: false, reason: e.reason };
  }
  const bySource = tracksKnown.get(source) ?? new Map();
  bySource.set(rules, tracks);
  tracksKnown.set(source, bySource);
  return tracks;
}
