import {
  FACTION_MARKS as ENGINE_FACTION_MARKS,
  TIER_SHAPES,
  type Faction,
  type ThreatTier,
} from '../../engine/skirmish.ts';

/**
 * One visual language for the board, the panels and the projector (DESIGN.md "The look").
 * Faction colours are the eight of the Okabe–Ito palette, which colour-blind players can tell
 * apart; every token also prints its faction's initial, so colour never carries meaning alone.
 */
export const FACTION_COLORS: Record<Faction, number> = {
  Lawmen: 0x0072b2,
  Desperados: 0xd55e00,
  Drifters: 0xe69f00,
  Regulars: 0x009e73,
  'Bounty Hunters': 0x56b4e9,
  Grifters: 0xcc79a7,
  Phantoms: 0x000000,
  Ronin: 0xf0e442,
};

/**
 * The mark printed on a faction's hex chip: the engine's (B5), so the board and the character card
 * that spells it out read the same table.
 */
export const FACTION_MARKS = ENGINE_FACTION_MARKS;

/** N2: tier colour, always drawn with its shape and its label. */
export const TIER_STYLE: Record<
  ThreatTier,
  { color: number; shape: 'diamond' | 'square' | 'circle' }
> = {
  red: { color: 0xc0392b, shape: TIER_SHAPES.red },
  blue: { color: 0x1f5fa8, shape: TIER_SHAPES.blue },
  green: { color: 0x1e8449, shape: TIER_SHAPES.green },
};

export const BOARD_COLORS = {
  background: 0x211a14,
  ground: 0xe3cfa4,
  gridLine: 0x6b5436,
  gridLabel: 0xf3e6c8,
  /** Terrain kinds; anything else is drawn as ground. */
  terrain: {
    street: 0xcdb184,
    dirt: 0xd8bf8e,
    grass: 0xa9bb78,
    water: 0x6aa3c8,
    rock: 0x9a9186,
    floor: 0xc49a6c,
  } as Record<string, number>,
  interior: 0xb8895a,
  boardwalk: 0x8c5e3c,
  boardwalkSeam: 0x6a4329,
  buildingName: 0xfff4dc,
  /** Raised areas: a cool shade per rank over the ground, and the blue-bordered rank triangle. */
  rankShade: 0x1d4e89,
  rankShadeAlphaPerRank: 0.22,
  rankTriangleFill: 0xffffff,
  rankTriangleBorder: 0x0057b8,
  wall: 0x2a1d12,
  doorClosed: 0x7a4a1f,
  doorOpen: 0xa0703c,
  window: 0x9fd6f2,
  windowFrame: 0x2a1d12,
  coverWood: 0x8b5a2b,
  coverWoodDark: 0x5c3a1a,
  coverMetal: 0x4a4a4a,
  coverWater: 0x4f8fbf,
  passage: 0x3d3d3d,
  passageStep: 0xf2e2c0,
  tokenRim: 0xffffff,
  nameplate: 0x1b1410,
  nameplateText: 0xffffff,
  /** H4: tracker pips. Red on the HP track, blue on the gear track; never spendable-chip discs. */
  hpPip: 0xd62828,
  gearPip: 0x1f6fd1,
  pipEmpty: 0x3a2c22,
} as const;

/**
 * The interactive layer. Meaning never rests on colour alone: reach squares carry their cost, the
 * sight line's verdict is spelled out in the HUD, counted cover is a thick outline and ignored cover
 * a thin one.
 */
export const OVERLAY_COLORS = {
  reach: 0x56b4e9,
  reachText: 0x003a5c,
  danger: 0xd55e00,
  path: 0xffffff,
  pathEdge: 0x1b1410,
  clear: 0x009e73,
  cover: 0xe69f00,
  ignored: 0x9aa5b1,
  attack: 0xcc79a7,
  active: 0xf0e442,
  selected: 0xffffff,
  hover: 0xffffff,
  hudBackground: 0x1b1410,
  hudText: 0xfff4dc,
  hudCurrent: 0xf0e442,
} as const;

/** White or black text, whichever reads better on a faction colour. */
export function inkOn(color: number): number {
  const r = (color >> 16) & 0xff;
  const g = (color >> 8) & 0xff;
  const b = color & 0xff;
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  return luminance > 0.55 ? 0x000000 : 0xffffff;
}

export const BOARD_FONT = 'Atkinson Hyperlegible';
