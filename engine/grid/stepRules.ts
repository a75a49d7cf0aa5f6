import type { Faction } from '../rules/factions.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import type { MapIndex } from './mapIndex.ts';
import type { MovementIndex } from './movementIndex.ts';

/** Who is moving: where from, how far, and what changes the climbing and jumping rules. */
export interface MovingUnit {
  at: readonly [number, number];
  /** M1: base + Speed purchases + Speed chips. */
  speed: number;
  /** B4: Acrobat takes no jump damage. */
  traits?: readonly string[];
  /** B5: Phantoms may step up one rank without a passage. */
  faction?: Faction;
}

export interface OtherUnit {
  at: readonly [number, number];
  side: 'ally' | 'enemy';
}

export const OCCUPIED_NONE = 0;
export const OCCUPIED_ALLY = 1;
export const OCCUPIED_ENEMY = 2;

/** Marks the other units' squares for this search generation. */
export function markOccupied(
  m: MovementIndex,
  others: readonly OtherUnit[],
  generation: number,
): void {
  for (const other of others) {
    const cell = other.at[1] * m.index.w + other.at[0];
    m.occupiedStamp[cell] = generation;
    m.occupiedBy[cell] = other.side === 'enemy' ? OCCUPIED_ENEMY : OCCUPIED_ALLY;
  }
}

export function occupantOf(m: MovementIndex, cell: number, generation: number): number {
  return m.occupiedStamp[cell] === generation ? m.occupiedBy[cell]! : OCCUPIED_NONE;
}

/** The climbing and jumping rules that depend on who moves. */
export interface ClimbRules {
  canClimbWithoutPassage: boolean;
  maxStepUp: number;
  acrobat: boolean;
}

export function climbRulesFor(unit: MovingUnit, options: RulesOptions): ClimbRules {
  const bonus = unit.faction ? options.factionBonuses[unit.faction] : undefined;
  return {
    canClimbWithoutPassage: bonus?.stepUpWithoutPassage ?? false,
    maxStepUp: options.maxStepUpRanks,
    acrobat:
      options.acrobatIgnoresJumpDamage &&
      (unit.traits ?? []).some((t) => t.toLowerCase() === 'acrobat'),
  };
}

/**
 * E3/E4 for one step between adjacent squares: −1 when the step is a climb the rules forbid
 * (no_passage), else the jump damage it deals (0 for level steps, climbs and walks down stairs).
 *  - E3: up one rank only from or onto a passage (Phantoms: without one); two ranks never.
 *  - E3: one rank down from or onto a passage is a walk.
 *  - E4: any other step down is a jump: 1 damage per rank dropped (Acrobat: none).
 */
export function climbOutcome(index: MapIndex, from: number, to: number, rules: ClimbRules): number {
  const rise = index.rank[to]! - index.rank[from]!;
  if (rise === 0) return 0;
  const viaPassage = index.passage[from] === 1 || index.passage[to] === 1;
  if (rise > 0) {
    if (rise > rules.maxStepUp) return -1;
    return viaPassage || rules.canClimbWithoutPassage ? 0 : -1;
  }
  const drop = -rise;
  if (drop === 1 && viaPassage) return 0;
  return rules.acrobat ? 0 : drop;
}
