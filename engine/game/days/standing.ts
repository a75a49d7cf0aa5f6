import { buildOf, type Character } from '../../model/character.ts';
import type { PosseMember, Standing } from '../../model/campaign.ts';
import { validateBuild } from '../../resolve/validateBuild.ts';
import { SPENDABLE_CHIPS } from '../../rules/chips.ts';
import { AMMUNITION, GEAR } from '../../rules/equipment.ts';
import type { RulesOptions } from '../../rules/rulesOptions.ts';
import type { Combatant } from '../gameState.ts';
import { usedByName } from './withStanding.ts';

/**
 * Y3 (house): what a character carries out of an encounter into the next: the HP left, each gear
 * and ammunition track's chip by the card's name, the chips spent this day (H3), its gold, its
 * items and the items fitted to its weapons (W3, W4, X1), the weapon it holds, and the minor
 * goods' boosts it has not used yet (W5: they last the day).
 */
export function standingOf(c: Combatant): Standing {
  return {
    hpLeft: c.hp.hpLeft,
    gear: c.gear.map((g) => ({ name: g.name, used: g.track.gearUsed })),
    ammo: c.ammo.map((a) => ({ name: a.name, used: a.track.ammoUsed })),
    spent: Object.fromEntries(SPENDABLE_CHIPS.map((k) => [k, c.spent[k]])) as Standing['spent'],
    gold: c.gold,
    items: [...c.items],
    fitted: c.fitted.map((f) => ({ ...f })),
    ...(c.weapon ? { weapon: c.weapon } : {}),
    // W5: a boost taken and not yet used lasts the day, so it rides to the next encounter.
    boosts: (c.boosts ?? []).map((b) => ({ ...b })),
  };
}

/** A character that has not fought yet stands as its build says: full HP, nothing spent or used. */
export function freshStanding(character: Character, options: RulesOptions): Standing {
  return {
    hpLeft: maxHpOf(character, options),
    gear: [],
    ammo: [],
    spent: { attack: 0, defense: 0, speed: 0, range: 0, action: 0, draw: 0 },
    gold: character.gold,
    items: [...character.items],
    fitted: [],
    ...(character.weapon ? { weapon: character.weapon } : {}),
    boosts: [],
  };
}

/** Where a posse member stands now: its standing, or fresh if it has not fought yet. */
export function standingOfMember(member: PosseMember, options: RulesOptions): Standing {
  return member.standing ?? freshStanding(member.character, options);
}

/** B3, A8: the build's HP, the top of its red track. */
export function maxHpOf(character: Character, options: RulesOptions): number {
  return validateBuild(buildOf(character), options).hp;
}

/** One blue track as the campaign screen shows it (H4): the card, its chip, its length. */
export interface CarriedTrack {
  name: string;
  used: number;
  max: number;
}

/**
 * A8, A2, Y3: the gear and ammunition tracks of the items a character carries, with how far each
 * chip has moved (by the card's name, first to first, as withStanding matches them).
 */
export function carriedTracks(standing: Standing): { gear: CarriedTrack[]; ammo: CarriedTrack[] } {
  const gearUsed = usedByName(standing.gear);
  const ammoUsed = usedByName(standing.ammo);
  return {
    gear: standing.items.flatMap((name) =>
      GEAR.filter((g) => g.name === name).map((g) => ({
        name,
        used: Math.min(gearUsed.take(name), g.absorbs),
        max: g.absorbs,
      })),
    ),
    ammo: standing.items.flatMap((name) =>
      AMMUNITION.filter((a) => a.name === name).map((a) => ({
        name,
        used: Math.min(ammoUsed.take(name), a.uses),
        max: a.uses,
      })),
    ),
  };
}
