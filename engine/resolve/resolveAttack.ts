import type { GameMap } from '../model/map.ts';
import { coverBetween } from '../grid/coverBetween.ts';
import { rankOf } from '../grid/rankOf.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { chipEffects } from './chipEffects.ts';
import type { AttackResolution, AttackerInput, DefenderInput, Modifier } from './attackShapes.ts';
import { judgeReach, nonNegative } from './judgeReach.ts';

/**
 * A1–A9, D1–D6, E1, E2, H1: resolves one attack and returns every step. Range is checked before
 * LOS (A1). The numbers:
 *  - A4: card or weapon Attack (Buckshot falloff first, D5) + ammunition + attack-mode Attack chips
 *    + elevation (E1: +1, never more) + Blade Master with a Blade (B4);
 *  - A5: under cover (ranged only), halved, rounded up;
 *  - A6: Defend card + Defense chips + elevation + gear modifiers;
 *  - A7: damage = Attack − Defense, at least 0; if any, +1 for a Rifle (D4) and +1 per damage-mode
 *    Attack chip;
 *  - A8: gear absorbs first, then HP, never below 0; HP 0 is dead.
 */
export function resolveAttack(
  map: GameMap,
  attacker: AttackerInput,
  defender: DefenderInput,
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): AttackResolution {
  const reach = judgeReach(map, attacker, defender, options);
  if (!reach.legal) return reach;
  const { weapon, slug, traits, attackChips, attackMode, distance, range } = reach;

  // A4, D5: Buckshot falls off before any modifier; a Slug does not (D6 house).
  const buckshot = weapon.damageType === 'buckshot';
  const falloff = buckshot ? Math.floor((distance - 1) / options.buckshotFalloffEvery) : 0;
  const baseAttack = buckshot
    ? Math.max(options.buckshotMinAttack, weapon.baseAttack - falloff)
    : weapon.baseAttack;
  const coverVerdict =
    weapon.melee && options.meleeIgnoresCover
      ? null
      : coverBetween(map, attacker.at, defender.at, { slug }, options);
  const attackerRank = rankOf(map, attacker.at);
  const defenderRank = rankOf(map, defender.at);
  const attackModifiers: Modifier[] = [];
  const lateAttackModifiers: Modifier[] = [];
  if (attacker.ammo)
    attackModifiers.push({ source: 'ammunition', value: attacker.ammo, rule: 'A2' });
  if (attackMode === 'attack' && attackChips > 0) {
    (options.attackChipBeforeCover ? attackModifiers : lateAttackModifiers).push({
      source: 'Attack chips',
      value: attackChips * options.chipValue,
      rule: 'H1',
    });
  }
  if (attackerRank > defenderRank)
    attackModifiers.push({ source: 'higher ground', value: 1, rule: 'E1' });
  for (const modifier of attacker.modifiers ?? []) attackModifiers.push(modifier);
  if (weapon.trait === 'blade' && traits.includes('Blade Master')) {
    attackModifiers.push({
      source: 'Blade Master',
      value: options.bladeMasterAttackBonus,
      rule: 'B4',
    });
  }
  const attackBeforeCover = baseAttack + sum(attackModifiers);
  const cover = coverVerdict?.cover ?? false;
  const attack =
    (cover ? Math.ceil(attackBeforeCover / 2) : attackBeforeCover) + sum(lateAttackModifiers);
  // What the Attack would be without the attack-mode chips: cover may halve them to nothing.
  const chipAttack = attackMode === 'attack' ? attackChips * options.chipValue : 0;
  const attackWithoutChips =
    chipAttack === 0
      ? attack
      : options.attackChipBeforeCover
        ? (cover
            ? Math.ceil((attackBeforeCover - chipAttack) / 2)
            : attackBeforeCover - chipAttack) + sum(lateAttackModifiers)
        : attack - chipAttack;

  const defenseModifiers: Modifier[] = [];
  const defend = nonNegative(defender.defend ?? 0, 'defender.defend');
  const defenseChips = nonNegative(defender.chips?.defense ?? 0, 'defender.chips.defense');
  if (defenseChips > 0)
    defenseModifiers.push({
      source: 'Defense chips',
      value: defenseChips * options.chipValue,
      rule: 'H1',
    });
  if (defender.defenseModifier)
    defenseModifiers.push({
      source: 'gear and abilities',
      value: defender.defenseModifier,
      rule: 'A6',
    });
  if (defenderRank > attackerRank)
    defenseModifiers.push({ source: 'higher ground', value: 1, rule: 'E1' });
  const defense = defend + sum(defenseModifiers);

  const baseDamage = Math.max(0, attack - defense);
  const damageModifiers: Modifier[] = [];
  if (baseDamage > 0 && weapon.damageType === 'rifle')
    damageModifiers.push({ source: 'Rifle', value: 1, rule: 'D4' });
  let damageChipsAdded = 0;
  if (
    attackMode === 'damage' &&
    attackChips > 0 &&
    (baseDamage > 0 || !options.damageChipOnlyOnDamage)
  ) {
    damageChipsAdded = attackChips * options.chipValue;
    damageModifiers.push({ source: 'Attack chips (damage)', value: damageChipsAdded, rule: 'A7' });
  }
  const damage = baseDamage + sum(damageModifiers);

  const hpBefore = nonNegative(defender.hp, 'defender.hp');
  const gearBefore = nonNegative(defender.gear ?? 0, 'defender.gear');
  const absorbed = Math.min(gearBefore, damage);
  const hpDamage = Math.min(hpBefore, damage - absorbed);
  const hp = hpBefore - hpDamage;
  return {
    legal: true,
    distance,
    range,
    weapon,
    baseAttack,
    falloff: buckshot ? weapon.baseAttack - baseAttack : 0,
    attackModifiers: [...attackModifiers, ...lateAttackModifiers],
    attackBeforeCover,
    coverVerdict,
    cover,
    attack,
    defenseModifiers,
    defense,
    baseDamage,
    damageModifiers,
    damage,
    absorbed,
    hpDamage,
    gear: gearBefore - absorbed,
    hp,
    dead: hp === 0,
    chipEffects: chipEffects(
      {
        attackChips,
        attackMode,
        rangeChips: attacker.chips?.range ?? 0,
        melee: weapon.melee,
        distance,
        range,
        attack,
        attackWithoutChips,
        cover,
        baseDamage,
        damageChipsAdded,
      },
      options,
    ),
  };
}

function sum(modifiers: readonly Modifier[]): number {
  return modifiers.reduce((total, m) => total + m.value, 0);
}
