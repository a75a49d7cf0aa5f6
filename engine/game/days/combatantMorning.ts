import { withCombatant } from '../combatantShape.ts';
import type { Combatant } from '../gameState.ts';
import type { RulesOptions } from '../../rules/rulesOptions.ts';
import { morningOf, type Morning } from './morning.ts';
import { standingOf } from './standing.ts';
import { withStanding } from './withStanding.ts';

/**
 * Y1–Y3 at the table (ADVANCE_DAY): a combatant's new day by the very rule the campaign screen
 * applies (morningOf), read from it as a write-back would read it (standingOf) and seated back as
 * the next encounter would seat it (withStanding), so the two cannot drift apart.
 *
 * Y2 feeds the posse's characters only: an NPC card carries no sustenance (N1: its numbers are
 * final), and the campaign keeps no NPC from one day to the next, so a day at the table would
 * only starve it. Y1 and Y3 are for everyone: NPCs get their chips back and their armour mended.
 * With the option fullDayAtTable off (a session saved before it), the day returns chips only.
 */
export function combatantMorning(
  c: Combatant,
  options: RulesOptions,
): { combatant: Combatant; morning: Morning } {
  const { standing, morning } = morningOf(c, standingOf(c), options, {
    eats: c.side === 'pc',
    mends: options.fullDayAtTable,
  });
  const seated = withStanding(c, standing);
  const combatant = withCombatant(seated, {
    items: standing.items,
    // W5: what the minor goods promised "this day" ends with it.
    ...(c.boosts?.length ? { boosts: [] } : {}),
  });
  return { combatant, morning };
}

/** Whether a morning did anything worth a line of its own in the log. */
export function eventfulMorning(m: Morning): boolean {
  return (
    Object.keys(m.chipsBack).length > 0 ||
    m.mended.length > 0 ||
    m.breakfast?.kind === 'ate' ||
    m.breakfast?.kind === 'hungry'
  );
}
