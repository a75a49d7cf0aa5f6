import { DAMAGE_TYPES } from '../../rules/damageTypes.ts';
import { damageTypeOf } from '../../resolve/judgeReach.ts';
import { HAND_SIZE } from '../../rules/cards.ts';
import { STATS } from '../../rules/checks.ts';
import { CHIP_LABELS, SPENDABLE_CHIPS, type SpendableChipKind } from '../../rules/chips.ts';
import { FACTION_MARKS, type Faction } from '../../rules/factions.ts';
import { TIER_MEANING } from '../../rules/npcTiers.ts';
import { TIER_SHAPES, tierLabel, tierName, type ThreatTier } from '../../rules/threatTiers.ts';
import { findWeapon, isMeleeTrait } from '../../rules/weapons.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { attackRange } from './boardQueries.ts';

/** The mark a token without a faction carries (an NPC of no faction): its tier says who it is. */
export const NO_FACTION_MARK = '?';

/** B5: the faction, its mark on the token spelled out. */
export interface FactionView {
  name: Faction | null;
  mark: string;
  /** "La: Lawmen", "?: no faction". */
  text: string;
}

/** N1, N2: a threat tier as colour, shape and label together. */
export interface TierView {
  color: ThreatTier;
  level: number;
  /** "R3" */
  label: string;
  /** "Red" */
  colorName: string;
  shape: 'diamond' | 'square' | 'circle';
  /** "high threat: veterans, named enemies" */
  meaning: string;
  /** "R3: Red 3, a red diamond — high threat: veterans, named enemies (rule N1)" */
  text: string;
}

/** H4: a tracker chip on its track. Red for HP, blue for gear and ammunition; never spent. */
export interface TrackView {
  kind: 'hp' | 'gear' | 'ammo';
  name: string;
  color: 'red' | 'blue';
  /** What is left: HP left, absorption left, uses left. */
  current: number;
  max: number;
  /** "HP 5 of 6 (red track, rule A8)" */
  text: string;
}

export interface ChipCountView {
  kind: SpendableChipKind;
  label: string;
  count: number;
}

export interface WeaponView {
  /** The weapon card, or the weapon trait its cards attack with ("Pistol"). */
  name: string;
  /** The weapon card's Attack; null for a trait, whose cards bring their own (A2). */
  attack: number | null;
  /** A1: in squares, Range purchases included, before any Range chip. */
  range: number;
  /** "Pistol (rule D3): handguns", "melee (rule A9)" */
  traits: string[];
  /** "Single Action Revolver: Attack 3, range 8 squares" */
  text: string;
}

export interface HandCardView {
  name: string;
  attack: number;
  defend: number;
  text?: string;
}

export interface CharacterCard {
  id: string;
  name: string;
  side: 'pc' | 'npc';
  /** "Player character", "Non-player character" */
  sideLabel: string;
  faction: FactionView;
  /** B5: a character's class; null for an NPC. */
  class: string | null;
  tier: TierView | null;
  /** A8: at 0 HP, the skull square. */
  down: boolean;
  /** S1, M1: the five stats and Speed. */
  stats: { name: string; value: number }[];
  /** A2: what it shoots with: the weapon card (if any), then its weapon trait for card attacks. */
  weapons: WeaponView[];
  /** Named traits (B2) and trained checks (S3), in words. */
  traits: string[];
  tracks: TrackView[];
  /** H1–H4: chips left and chips spent today, kept apart and never mixed with the tracks. */
  chips: {
    left: ChipCountView[];
    spent: ChipCountView[];
    /** "3 chips left: Attack ×2, Defense ×1" */
    leftText: string;
    /** "1 chip spent today: Attack ×1 (back on the next day, rule H3)" */
    spentText: string;
  };
  hand: {
    size: number;
    max: number;
    /** The cards themselves only when the Dealer asked; null otherwise (K1: hands are secret). */
    cards: HandCardView[] | null;
    /** "4 cards in hand (of 4)" */
    text: string;
  };
  /** K4, K5: the deck and discard pile, as counts; cards in play by name. */
  deckSize: number;
  discardSize: number;
  inPlay: string[];
  items: string[];
}

const STAT_NAMES: Record<(typeof STATS)[number], string> = {
  tough: 'Tough',
  agile: 'Agile',
  smart: 'Smart',
  sharp: 'Sharp',
  charming: 'Charming',
};

/**
 * What a token's character card shows, worded here so the sheet renders it without deciding any
 * rule's wording itself (Foundry's habit: the rules model tells the sheet; the sheet only shows).
 * The hand's cards are left out unless `showHand` says the Dealer asked for them: the card is on the
 * Dealer's screen, and K1 keeps hands secret from the table.
 */
export function characterCard(
  state: GameState,
  id: string,
  options: { showHand?: boolean } = {},
): CharacterCard | null {
  const c = state.combatants[id];
  if (!c) return null;
  const chipsOf = (stack: Combatant['chips']): ChipCountView[] =>
    SPENDABLE_CHIPS.filter((kind) => stack[kind] > 0).map((kind) => ({
      kind,
      label: CHIP_LABELS[kind],
      count: stack[kind],
    }));
  const left = chipsOf(c.chips);
  const spent = chipsOf(c.spent);
  const hand = c.hand.map((cardId) => c.cards[cardId]!);
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    sideLabel: c.side === 'pc' ? 'Player character' : 'Non-player character',
    faction: factionView(c.faction ?? null),
    class: c.class ?? null,
    tier: c.tier ? tierView(c.tier.color, c.tier.level) : null,
    down: c.hp.hpLeft === 0,
    stats: [
      ...STATS.map((s) => ({ name: STAT_NAMES[s], value: c.stats[s] ?? 0 })),
      { name: 'Speed', value: c.speed },
    ],
    weapons: weaponsOf(state, c),
    traits: [...c.traits, ...c.trained.map((check) => `trained in ${check} (rule S3)`)],
    tracks: tracksOf(c),
    chips: {
      left,
      spent,
      leftText: chipText(left, 'left'),
      spentText:
        spent.length === 0
          ? 'no chips spent today'
          : `${chipText(spent, 'spent today')} (back on the next day, rule H3)`,
    },
    hand: {
      size: hand.length,
      max: HAND_SIZE,
      cards: options.showHand
        ? hand.map((card) => ({
            name: card.name,
            attack: card.attack,
            defend: card.defend,
            ...(card.text ? { text: card.text } : {}),
          }))
        : null,
      text: `${hand.length} card${hand.length === 1 ? '' : 's'} in hand (of ${HAND_SIZE}, rule K1)`,
    },
    deckSize: c.deck.length,
    discardSize: c.discard.length,
    inPlay: c.inPlay.map((p) => c.cards[p.card]!.name),
    items: [...c.items],
  };
}

/** B5: a faction and its token mark, spelled out. */
export function factionView(faction: Faction | null): FactionView {
  if (!faction)
    return { name: null, mark: NO_FACTION_MARK, text: `${NO_FACTION_MARK}: no faction` };
  const mark = FACTION_MARKS[faction];
  return { name: faction, mark, text: `${mark}: ${faction}` };
}

/** N1, N2: a tier, in colour, shape and words. */
export function tierView(color: ThreatTier, level: number): TierView {
  const label = tierLabel(color, level);
  const colorName = tierName(color);
  const shape = TIER_SHAPES[color];
  const meaning = TIER_MEANING[color];
  return {
    color,
    level,
    label,
    colorName,
    shape,
    meaning,
    text: `${label}: ${colorName} ${level}, a ${color} ${shape} — ${meaning} (rule N1)`,
  };
}

function chipText(chips: readonly ChipCountView[], what: string): string {
  const total = chips.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return `no chips ${what}`;
  return `${total} chip${total === 1 ? '' : 's'} ${what}: ${chips
    .map((c) => `${c.label} ×${c.count}`)
    .join(', ')}`;
}

/** H4, A8, A2: the red HP track, then each blue gear and ammunition track, as what is left. */
function tracksOf(c: Combatant): TrackView[] {
  const hp: TrackView = {
    kind: 'hp',
    name: 'HP',
    color: 'red',
    current: c.hp.hpLeft,
    max: c.hp.max,
    text: `HP ${c.hp.hpLeft} of ${c.hp.max} (red track, rule A8)`,
  };
  const gear = c.gear.map((g): TrackView => {
    const current = g.track.max - g.track.gearUsed;
    return {
      kind: 'gear',
      name: g.name,
      color: 'blue',
      current,
      max: g.track.max,
      text: `${g.name}: absorbs ${current} more of ${g.track.max} damage (blue track, rule A8)`,
    };
  });
  const ammo = c.ammo.map((a): TrackView => {
    const current = a.track.max - a.track.ammoUsed;
    const modifier = a.modifier === 0 ? '' : `, Attack ${a.modifier > 0 ? '+' : ''}${a.modifier}`;
    const slug = a.slug ? ', fires Slugs (rule D6)' : '';
    return {
      kind: 'ammo',
      name: a.name,
      color: 'blue',
      current,
      max: a.track.max,
      text: `${a.name}: ${current} of ${a.track.max} uses left${modifier}${slug} (blue track, rule A2)`,
    };
  });
  return [hp, ...gear, ...ammo];
}

/** A1, A2, A9, D1–D5: the weapon card, if any, then the weapon trait its hand's cards attack with. */
function weaponsOf(state: GameState, c: Combatant): WeaponView[] {
  const views: WeaponView[] = [];
  const card = c.weapon ? findWeapon(c.weapon) : undefined;
  if (card) {
    const range = attackRange(state, c.id, { withWeapon: true, slug: false, rangeChips: 0 });
    const damage = DAMAGE_TYPES[damageTypeOf(card.category, false, state.options)];
    views.push({
      name: card.name,
      attack: card.attack,
      range,
      traits: [
        `${damage.name} (rule ${damage.rule}): ${damage.note}`,
        ...(card.note ? [card.note] : []),
      ],
      text: `${card.name}: Attack ${card.attack}, range ${range} squares (rule W1)`,
    });
  }
  const range = attackRange(state, c.id, { withWeapon: false, slug: false, rangeChips: 0 });
  const damage = DAMAGE_TYPES[damageTypeOf(c.weaponTrait, false, state.options)];
  const melee = isMeleeTrait(c.weaponTrait);
  const traitName = `${c.weaponTrait[0]!.toUpperCase()}${c.weaponTrait.slice(1)}`;
  views.push({
    name: traitName,
    attack: null,
    range,
    traits: [
      `${damage.name} (rule ${damage.rule}): ${damage.note}`,
      ...(melee ? ['melee: adjacent squares only (rule A9)'] : []),
    ],
    text: `${traitName} trait: a card's Attack, range ${range} square${range === 1 ? '' : 's'} (rule A2)`,
  });
  return views;
}
