import { FACTIONS } from '../../rules/factions.ts';
import { THREAT_TIERS } from '../../rules/threatTiers.ts';
import {
  factionView,
  NO_FACTION_MARK,
  tierView,
  type FactionView,
  type TierView,
} from './characterCard.ts';

/** H4: what a tracker badge on a token means. */
export interface TrackerLegend {
  kind: 'hp' | 'gear';
  color: 'red' | 'blue';
  text: string;
}

export interface BadgeLegend {
  /** B5: every faction's token mark, spelled out, then the mark of a token with none. */
  factions: FactionView[];
  /** N1, N2: each tier's colour, shape and label (shown at level 1: "R1"; the number is the NPC's). */
  tiers: TierView[];
  tierText: string;
  trackers: TrackerLegend[];
}

/**
 * The legend of the marks a token carries, worded by the engine from the same tables the board
 * draws from (FACTION_MARKS, TIER_SHAPES), so the legend cannot say one thing while the board shows
 * another.
 */
export function badgeLegend(): BadgeLegend {
  return {
    factions: [...FACTIONS.map((f) => factionView(f)), factionView(null)].map((f) =>
      f.name === null
        ? { ...f, text: `${NO_FACTION_MARK}: no faction (its tier says who it is)` }
        : f,
    ),
    tiers: THREAT_TIERS.map((t) => tierView(t, 1)),
    tierText:
      'An NPC carries its threat tier in colour, shape and label together (rules N1, N2): the letter is the tier, the number its rank within the tier.',
    trackers: [
      {
        kind: 'hp',
        color: 'red',
        text: 'Red pip: HP left, a tracker chip on the HP track; never spent (rules A8, H4).',
      },
      {
        kind: 'gear',
        color: 'blue',
        text: 'Blue pip: damage the gear can still absorb before HP, on the gear track; never spent (rules A8, H4).',
      },
    ],
  };
}
