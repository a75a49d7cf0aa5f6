import type { Square } from '../model/geometry.ts';
import type { Combatant, GameState } from '../game/gameState.ts';
import { gearLeft } from '../game/attackDeclaration.ts';
import { resolveAttack } from '../resolve/resolveAttack.ts';
import { type AttackerInput } from '../resolve/attackShapes.ts';
import { bestOfHand } from './bestOfHand.ts';
import { unseenCards, type SideView } from './sideView.ts';

/** What an attack is expected to do: HP lost, gear used up, and the chance it kills (A8). */
export interface Hit {
  hp: number;
  gear: number;
  kill: number;
}

export const NO_HIT: Hit = { hp: 0, gear: 0, kill: 0 };

/**
 * How much a hit is worth to whoever lands it: HP is what wins (T7), gear only delays it, and a
 * kill takes a shooter off the board. The weights are the normal level's judgement, not rules.
 */
export function hitWorth(hit: Hit): number {
  return hit.hp + 0.3 * hit.gear + 4 * hit.kill;
}

export type Odds = readonly { value: number; p: number }[];

/**
 * The Defend value `defender` is expected to play (A3: its best card), as the view's side sees
 * it: its own characters' hands are known; the other side's best card is a chance over the
 * cards it has not seen (bestOfHand).
 */
export function defendOdds(view: SideView, defender: Combatant): Odds {
  if (defender.side === view.side) {
    let best = 0;
    for (const id of defender.hand) best = Math.max(best, defender.cards[id]!.defend);
    return [{ value: best, p: 1 }];
  }
  const pool = unseenCards(view, defender.id).map((id) => defender.cards[id]!.defend);
  return bestOfHand(pool, defender.hand.length);
}

/** The Attack value of the best card `shooter` is expected to hold (A2), likewise. */
export function cardAttackOdds(view: SideView, shooter: Combatant): Odds {
  const playable = (id: string) => !shooter.cards[id]!.delayed;
  if (shooter.side === view.side) {
    let best = -1;
    for (const id of shooter.hand)
      if (playable(id)) best = Math.max(best, shooter.cards[id]!.attack);
    return best < 0 ? [] : [{ value: best, p: 1 }];
  }
  const pool = unseenCards(view, shooter.id)
    .filter(playable)
    .map((id) => shooter.cards[id]!.attack);
  return pool.length === 0 ? [] : bestOfHand(pool, shooter.hand.length);
}

/**
 * The expected hit of one attack, every number from the engine's own resolveAttack (A1–A9, G4–G7,
 * E1, E2), weighted by the chances of the Defend card played; null when the rules forbid it
 * (out of range, no line of sight).
 */
export function expectedHit(
  state: GameState,
  attacker: AttackerInput,
  target: { at: Square; hp: number; gear: number },
  defend: Odds,
): Hit | null {
  const hit = { hp: 0, gear: 0, kill: 0 };
  for (const { value, p } of defend) {
    const r = resolveAttack(
      state.map,
      attacker,
      { at: target.at, hp: target.hp, gear: target.gear, defend: value },
      state.options,
    );
    if (!r.legal) return null;
    hit.hp += p * r.hpDamage;
    hit.gear += p * r.absorbed;
    hit.kill += r.dead ? p : 0;
  }
  return hit;
}

/**
 * The best expected hit `shooter` could land on `target` from `from`, with its weapon or its
 * best card (the card's Attack a chance when the card is unseen), or null when it cannot attack
 * it from there at all.
 */
export function bestHit(
  view: SideView,
  shooter: Combatant,
  from: Square,
  target: Combatant,
  targetAt: Square,
): Hit | null {
  const state = view.state;
  const victim = { at: targetAt, hp: target.hp.hpLeft, gear: gearLeft(target) };
  const defend = coarse(defendOdds(view, target));
  const common = { at: from, rangeBonus: shooter.rangeBonus, traits: shooter.traits };
  let best: Hit | null = null;
  const consider = (hit: Hit | null) => {
    if (hit && (!best || hitWorth(hit) > hitWorth(best))) best = hit;
  };
  if (shooter.weapon)
    consider(expectedHit(state, { ...common, weapon: shooter.weapon }, victim, defend));
  // A card's attack is a chance over the cards not seen: the hit is summed over its chances.
  const attackOdds = cardAttackOdds(view, shooter);
  if (attackOdds.length > 0) {
    const sum = { hp: 0, gear: 0, kill: 0 };
    for (const { value, p } of coarse(attackOdds)) {
      const hit = expectedHit(
        state,
        { ...common, card: { attack: value }, trait: shooter.weaponTrait },
        victim,
        defend,
      );
      if (!hit) return best;
      sum.hp += hit.hp * p;
      sum.gear += hit.gear * p;
      sum.kill += hit.kill * p;
    }
    consider(sum);
  }
  return best;
}

/**
 * The odds in at most three bands (low, middle, high), each at its mean value rounded to the
 * nearest whole card value: a position is weighed over hundreds of squares, and three engine
 * resolutions per pair keep the shape of the chances (a strong card is likely or not) at a tenth
 * of the cost of every value.
 */
export function coarse(odds: Odds, bands = 3): Odds {
  if (odds.length <= bands) return odds;
  const out: { value: number; p: number }[] = [];
  let band = { sum: 0, p: 0 };
  let edge = 1 / bands;
  for (const { value, p } of odds) {
    band.sum += value * p;
    band.p += p;
    if (band.p >= edge - 1e-9) {
      out.push({ value: Math.round(band.sum / band.p), p: band.p });
      edge += 1 / bands;
      band = { sum: 0, p: 0 };
    }
  }
  if (band.p > 0) out.push({ value: Math.round(band.sum / band.p), p: band.p });
  return out;
}
