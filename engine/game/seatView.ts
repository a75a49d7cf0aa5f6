import { STATS } from '../rules/checks.ts';
import type { Card, Combatant, GameState } from './gameState.ts';
import { publicChips, publicGear, publicHp } from './publicMap.ts';
import { publicView, type PublicView } from './publicView.ts';
import { seatOffers, type SeatOffers } from './seatOffers.ts';
import { situationOf } from './situation.ts';
import type { Seat } from './viewer.ts';

/** A card in a seat's own hand, as its player holds it: everything printed on it. */
export interface HeldCard {
  id: string;
  name: string;
  attack: number;
  defend: number;
  origin: Card['origin'];
  special?: { class: string; cost: number; requires?: Record<string, number> };
  delayed?: { attackBonus: number; turns: number };
  shots?: number;
  text?: string;
}

/** A character the seat plays, as its player's own character card and hand show it. */
export interface SeatCharacter {
  id: string;
  name: string;
  side: Combatant['side'];
  class?: Combatant['class'];
  faction?: Combatant['faction'];
  stats: Combatant['stats'];
  speed: number;
  rangeBonus: number;
  weaponTrait: Combatant['weaponTrait'];
  traits: string[];
  trained: string[];
  hp: Combatant['hp'];
  gear: Combatant['gear'];
  weapon?: string;
  ammo: Combatant['ammo'];
  items: string[];
  fitted: Combatant['fitted'];
  gold: number;
  boosts?: Combatant['boosts'];
  chips: Combatant['chips'];
  spent: Combatant['chips'];
  /** K1, K5: the hand, card by card (the seat's own, so held open to it). */
  hand: HeldCard[];
  /** K4: the deck by count only: its order is nobody's to know, its owner's included. */
  deckSize: number;
  /** The discard pile, face up, top last. */
  discard: string[];
  inPlay: { card: string; turnsLeft: number; active: boolean }[];
}

/** What the game waits on this seat for now: one of its characters' turn, defence or check card. */
export type SeatPrompt =
  | { kind: 'turn'; who: string; phase: 'movement' | 'action' | 'draw' }
  | { kind: 'defense'; who: string; attacker: string }
  | { kind: 'checkCard'; who: string; check: string };

/** A seat's view: the public view (the TV's), and the seat's own characters and prompt. */
export interface SeatView extends PublicView {
  seat: {
    name: string;
    characters: SeatCharacter[];
    prompt: SeatPrompt | null;
    /** What the engine offers the prompted character now (null: no prompt, or nothing offered). */
    offers: SeatOffers | null;
  };
}

/**
 * What one seat may see (issue 37, item 3): the public view, plus its own characters' cards,
 * hands, chips and tracks, and what the game waits on it for. Never another seat's hand or card
 * ids, any deck's order, the generator's state, a hidden NPC it does not hold, fogged ground, or
 * the Dealer's notes: the public part is publicView's, and the seat's part is built field by
 * field from its own characters only (a whitelist, as publicView is: a field added later to a
 * combatant stays private).
 */
export function seatView(state: GameState, viewer: Seat): SeatView {
  const held = new Set(viewer.holds);
  const characters = Object.values(state.combatants)
    .filter((c) => held.has(c.id))
    .map(seatCharacter);
  const seen = publicView(state);
  const prompt = promptFor(state, held);
  return {
    ...seen,
    seat: {
      name: viewer.seat,
      characters,
      prompt,
      offers: prompt ? seatOffers(state, prompt.who, seen) : null,
    },
  };
}

function seatCharacter(c: Combatant): SeatCharacter {
  const own: SeatCharacter = {
    id: c.id,
    name: c.name,
    side: c.side,
    stats: whitelistedStats(c.stats) as Combatant['stats'],
    speed: c.speed,
    rangeBonus: c.rangeBonus,
    weaponTrait: c.weaponTrait,
    traits: [...c.traits],
    trained: [...c.trained],
    hp: publicHp(c.hp),
    gear: publicGear(c.gear),
    ammo: c.ammo.map((a) => ({
      id: a.id,
      name: a.name,
      modifier: a.modifier,
      slug: a.slug,
      track: { family: 'tracker', color: 'blue', ammoUsed: a.track.ammoUsed, max: a.track.max },
    })),
    items: [...c.items],
    fitted: c.fitted.map((f) => ({ item: f.item, weapon: f.weapon })),
    gold: c.gold,
    chips: publicChips(c.chips),
    spent: publicChips(c.spent),
    hand: c.hand.map((id) => heldCard(c.cards[id]!)),
    deckSize: c.deck.length,
    discard: c.discard.map((id) => c.cards[id]!.name),
    inPlay: c.inPlay.map((p) => ({
      card: c.cards[p.card]!.name,
      turnsLeft: p.turnsLeft,
      active: p.active,
    })),
  };
  if (c.class) own.class = c.class;
  if (c.faction) own.faction = c.faction;
  if (c.weapon) own.weapon = c.weapon;
  if (c.boosts)
    own.boosts = c.boosts.map((b) => ({
      item: b.item,
      bonus: b.bonus,
      ...(b.stat ? { stat: b.stat } : {}),
    }));
  return own;
}

function heldCard(card: Card): HeldCard {
  const held: HeldCard = {
    id: card.id,
    name: card.name,
    attack: card.attack,
    defend: card.defend,
    origin: card.origin,
  };
  if (card.special)
    held.special = {
      class: card.special.class,
      cost: card.special.cost,
      ...(card.special.requires ? { requires: whitelistedStats(card.special.requires) } : {}),
    };
  if (card.delayed)
    held.delayed = { attackBonus: card.delayed.attackBonus, turns: card.delayed.turns };
  if (card.shots !== undefined) held.shots = card.shots;
  if (card.text !== undefined) held.text = card.text;
  return held;
}

function promptFor(state: GameState, held: ReadonlySet<string>): SeatPrompt | null {
  const situation = situationOf(state);
  switch (situation.kind) {
    case 'turn':
      return held.has(situation.who)
        ? { kind: 'turn', who: situation.who, phase: situation.phase }
        : null;
    case 'defense':
      return held.has(situation.who)
        ? { kind: 'defense', who: situation.who, attacker: situation.attacker }
        : null;
    case 'checkCard':
      return held.has(situation.who)
        ? { kind: 'checkCard', who: situation.who, check: situation.check }
        : null;
    default:
      return null;
  }
}

/** A stat record, its five stats only (a key added later stays private). */
function whitelistedStats(stats: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const stat of STATS) if (stats[stat] !== undefined) out[stat] = stats[stat];
  return out;
}
