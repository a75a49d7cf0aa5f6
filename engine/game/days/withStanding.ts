import type { Standing } from '../../model/campaign.ts';
import { SPENDABLE_CHIPS } from '../../rules/chips.ts';
import { withCombatant } from '../combatantShape.ts';
import type { Combatant } from '../gameState.ts';

/**
 * Y3 (house): a campaign character sits down where the last encounter left it. Its items, gold
 * and weapon were already taken from the standing when it was built (createEncounter), so its
 * gear and ammunition tracks are those of the items it carries; here each track's blue chip goes
 * back to where it stood, by the card's name, the red chip to the HP left, and the chips spent
 * this day stay spent (H3, Y1): chips in hand are the build's less the ones spent.
 */
export function withStanding(c: Combatant, standing: Standing): Combatant {
  const gearUsed = usedByName(standing.gear);
  const ammoUsed = usedByName(standing.ammo);
  const gear = c.gear.map((g) => {
    const used = Math.min(gearUsed.take(g.name), g.track.max);
    return { ...g, track: { ...g.track, gearUsed: used } };
  });
  const ammo = c.ammo.map((a) => {
    const used = Math.min(ammoUsed.take(a.name), a.track.max);
    return { ...a, track: { ...a.track, ammoUsed: used } };
  });
  const chips = { ...c.chips };
  const spent = { ...c.spent };
  for (const kind of SPENDABLE_CHIPS) {
    // H3: a chip is spent once; a build with fewer chips now (rebuilt between fights) spends fewer.
    const gone = Math.min(standing.spent[kind], c.chips[kind] + c.spent[kind]);
    chips[kind] = c.chips[kind] + c.spent[kind] - gone;
    spent[kind] = gone;
  }
  // A8: HP left as it was, never above the build's max (0 is the skull: dead until revived, W2).
  const hp = { ...c.hp, hpLeft: Math.min(standing.hpLeft, c.hp.max) };
  // W5: boosts taken earlier this day and not yet used wait for the next check here too.
  const boosts =
    standing.boosts.length > 0 ? { boosts: standing.boosts.map((b) => ({ ...b })) } : {};
  return withCombatant(c, {
    hp,
    gear,
    ammo,
    chips,
    spent,
    fitted: [...standing.fitted],
    ...boosts,
  });
}

/**
 * The carried tracks by name, each name's entries in order: two cards of one name (two boxes of
 * Hollow Points) are matched first to first.
 */
export function usedByName(tracks: readonly { name: string; used: number }[]) {
  const queues = new Map<string, number[]>();
  for (const t of tracks) queues.set(t.name, [...(queues.get(t.name) ?? []), t.used]);
  return { take: (name: string) => queues.get(name)?.shift() ?? 0 };
}
