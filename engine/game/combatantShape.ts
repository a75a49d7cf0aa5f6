import type { Combatant } from './gameState.ts';

/**
 * The combatant with some fields changed, built field by field in one fixed order, its optional
 * fields (faction, tier, weapon) always present, undefined when the combatant has none. A fight
 * copies combatants at every card played, drawn or discarded and every point of damage; spread
 * copies (`{ ...combatant, hand }`) made at a dozen places gave the combatants of one encounter
 * six hidden classes in the JavaScript engine, with most fields out of the object, so every
 * spread of one took the engine's slow generic path (measured for issue 9). Built here, they
 * share one. An undefined field reads, serialises and validates as an absent one.
 * The type asks for every key of Combatant, so a field added to it is a type error here until it
 * is listed.
 */
export function withCombatant(c: Combatant, change: Partial<Combatant> = {}): Combatant {
  const next: Combatant & Record<keyof Combatant, unknown> = {
    id: c.id,
    name: change.name ?? c.name,
    side: c.side,
    hidden: change.hidden ?? c.hidden,
    notes: change.notes ?? c.notes,
    at: change.at ?? c.at,
    stats: change.stats ?? c.stats,
    speed: change.speed ?? c.speed,
    rangeBonus: change.rangeBonus ?? c.rangeBonus,
    weaponTrait: change.weaponTrait ?? c.weaponTrait,
    traits: change.traits ?? c.traits,
    trained: change.trained ?? c.trained,
    hp: change.hp ?? c.hp,
    gear: change.gear ?? c.gear,
    ammo: change.ammo ?? c.ammo,
    items: change.items ?? c.items,
    fitted: change.fitted ?? c.fitted,
    gold: change.gold ?? c.gold,
    chips: change.chips ?? c.chips,
    spent: change.spent ?? c.spent,
    cards: change.cards ?? c.cards,
    deck: change.deck ?? c.deck,
    hand: change.hand ?? c.hand,
    discard: change.discard ?? c.discard,
    inPlay: change.inPlay ?? c.inPlay,
    // Optional: a change may take them away (a weapon card discarded after its attack, A2).
    faction: 'faction' in change ? change.faction : c.faction,
    class: 'class' in change ? change.class : c.class,
    tier: 'tier' in change ? change.tier : c.tier,
    weapon: 'weapon' in change ? change.weapon : c.weapon,
    boosts: 'boosts' in change ? change.boosts : c.boosts,
  };
  return next;
}
