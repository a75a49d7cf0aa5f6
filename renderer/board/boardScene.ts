import type { GameState, GameMap, Faction, ThreatTier } from '../../engine/skirmish.ts';

/** A token as the board draws it: who, where, and its tracker chips (H4). */
export interface BoardToken {
  id: string;
  name: string;
  side: 'pc' | 'npc';
  faction?: Faction;
  tier?: { color: ThreatTier; level: number };
  at: readonly [number, number];
  /** A8: the red chip on the HP track. */
  hp: number;
  hpMax: number;
  /**
   * Issue 40, item 4: the players' view of an NPC whose HP the Dealer keeps back: 'rough' draws
   * the pip's ring at how hurt it is, with no figure (hp and hpMax then stand for that share);
   * 'hidden' draws no HP pip at all.
   */
  hpShown?: 'rough' | 'hidden';
  /** A8: damage-absorbing gear left, on the blue track. */
  gear: number;
  gearMax: number;
  /** Issue 11: hidden from the players (an ambush); the Dealer's board shows it faded. */
  hidden?: boolean;
  /**
   * Issue 11, item 6: drawn without its nameplate (the players' view at true scale, where a name
   * under a miniature is too small to read and covers the mat; the initiative strip names it).
   */
  unnamed?: boolean;
  /**
   * Issue 40, item 1: named, and its HP told, by a label in screen space (ScreenLabels) sized for
   * the players' chairs: the token itself draws neither nameplate nor figures.
   */
  labelled?: boolean;
  /**
   * Issue 40, item 3: a miniature stands on it (a TV laid flat): drawn as a base ring in its
   * faction's colour, in its tier's shape, with nothing inside for the mini to hide.
   */
  standee?: boolean;
}

/** Everything the board draws: the map and the tokens on it. */
export interface BoardScene {
  map: GameMap;
  tokens: readonly BoardToken[];
}

/** A map as the Dealer prepared it, with its tokens where they were placed. */
export function sceneFromMap(map: GameMap): BoardScene {
  return { map, tokens: map.tokens };
}

const sceneCache = new WeakMap<GameState, BoardScene>();

/** What a token shows of a combatant, in play or on the players' view (publicView's copy). */
export interface TokenSource {
  id: string;
  name: string;
  side: 'pc' | 'npc';
  at: readonly [number, number];
  /** None on the players' view of an NPC whose HP the Dealer keeps back (issue 40). */
  hp?: { hpLeft: number; max: number };
  /** How hurt, where the Dealer shows only that (issue 40, item 4). */
  condition?: 'unhurt' | 'hurt' | 'badly hurt' | 'down';
  down?: boolean;
  gear: readonly { track: { gearUsed: number; max: number } }[];
  faction?: string;
  tier?: { color: string; level: number };
  hidden?: boolean;
}

/** A rough state as thirds of the pip's ring: full, two thirds, one third, empty. */
const ROUGH_SHARE = { unhurt: 3, hurt: 2, 'badly hurt': 1, down: 0 } as const;

/** A8, H4: the token of a combatant: its HP track, and the gear left to absorb on the blue one. */
export function boardToken(c: TokenSource): BoardToken {
  const gearMax = c.gear.reduce((sum, g) => sum + g.track.max, 0);
  const gearUsed = c.gear.reduce((sum, g) => sum + g.track.gearUsed, 0);
  const token: BoardToken = {
    id: c.id,
    name: c.name,
    side: c.side,
    at: c.at,
    hp: c.hp?.hpLeft ?? ROUGH_SHARE[c.condition ?? (c.down ? 'down' : 'unhurt')],
    hpMax: c.hp?.max ?? 3,
    gear: gearMax - gearUsed,
    gearMax,
  };
  if (!c.hp) token.hpShown = c.condition ? 'rough' : 'hidden';
  if (c.faction) token.faction = c.faction as NonNullable<BoardToken['faction']>;
  if (c.tier) token.tier = c.tier as NonNullable<BoardToken['tier']>;
  if (c.hidden) token.hidden = true;
  return token;
}

/**
 * The board's view of a game in play: the map as it is now (doors opened) and every combatant
 * the Dealer's screen shows. Cached per state, so a redraw that finds the same state does nothing.
 */
export function sceneFromGame(state: GameState): BoardScene {
  let scene = sceneCache.get(state);
  if (!scene) {
    scene = {
      map: state.map,
      tokens: Object.values(state.combatants).map(boardToken),
    };
    sceneCache.set(state, scene);
  }
  return scene;
}
