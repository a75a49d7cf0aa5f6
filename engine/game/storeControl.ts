import { CONTROL_GOLD, storeBuyers } from '../resolve/storeBuyers.ts';
import { isStoreName } from '../rules/storeCatalogue.ts';
import type { Combatant, GameState } from './gameState.ts';
import { isDown } from './queries.ts';

type Side = Combatant['side'];

/** X3: who holds one store building now, and why, in words the table reads. */
export interface StoreStanding {
  store: string;
  /** Who may buy there: every posse, or only these sides. */
  buyers: 'all' | Side[];
  /** X3: Gold Value inside the building, by side. */
  goldInside: Partial<Record<Side, number>>;
  /** Why, in words ("The NPCs hold it: 4 gold inside against the posse's 1 (rule X3)"). */
  why: string;
  /** Who may buy, in a few words for a folded line ("held by the NPCs", "open to all"). */
  holders: string;
}

const POSSE_NAME: Readonly<Record<Side, string>> = { pc: 'the posse', npc: 'the NPCs' };

export function posseName(side: Side): string {
  return POSSE_NAME[side];
}

/**
 * X3, live: each store building on the map (X2) and who controls it, from who stands inside it
 * now, so control follows the tokens as they move. storeBuyers decides; this maps the table onto
 * it: a posse is a side (the players' characters against the Dealer's NPCs), and a character's
 * Gold Value is the gold it carries (its `gold`), so a posse that spends its gold inside can lose
 * the store. A character who is down holds nothing: the fallen do not keep a shop. A hidden NPC
 * inside holds it like anyone (the rule does not pause for an ambush); `withHidden: false` is the
 * store as the posse can see it, for words that must not speak of the hidden (marketActions).
 */
export function storeControl(
  state: GameState,
  { withHidden = true }: { withHidden?: boolean } = {},
): StoreStanding[] {
  const inPlay = Object.values(state.combatants).filter(
    (c) => !isDown(c) && (withHidden || !c.hidden),
  );
  const control = storeBuyers(
    state.map,
    inPlay.map((c) => ({ posse: c.side, at: c.at, gold: c.gold })),
    state.options,
  );
  const standings: StoreStanding[] = [];
  const seen = new Set<string>();
  for (const building of state.map.buildings) {
    if (!isStoreName(building.name) || seen.has(building.name)) continue;
    seen.add(building.name);
    const { buyers, goldInside } = control[building.name]!;
    standings.push({
      store: building.name,
      buyers: buyers === 'all' ? 'all' : (buyers as Side[]),
      goldInside,
      why: whyHeld(buyers as 'all' | Side[], goldInside),
      holders: holdersOf(buyers as 'all' | Side[]),
    });
  }
  return standings;
}

function holdersOf(buyers: 'all' | Side[]): string {
  if (buyers === 'all') return 'open to all';
  if (buyers.length === 0) return 'closed';
  return `held by ${buyers.map(posseName).join(' and ')}`;
}

function goldWords(n: number): string {
  return `${n} gold`;
}

function whyHeld(buyers: 'all' | Side[], inside: Partial<Record<Side, number>>): string {
  const sides = Object.keys(inside) as Side[];
  if (buyers === 'all') {
    if (sides.length === 0) return 'Open to all: nobody is inside (rule X3).';
    return `Open to all: nobody inside has ${CONTROL_GOLD} gold between them (rule X3).`;
  }
  if (buyers.length === 0)
    return `Closed: nobody inside has ${CONTROL_GOLD} gold between them (rule X3).`;
  if (buyers.length > 1)
    return `${capitalised(buyers.map(posseName).join(' and '))} tie at ${goldWords(inside[buyers[0]!]!)} inside: each may buy (rule X3).`;
  const holder = buyers[0]!;
  const others = sides.filter((s) => s !== holder);
  const against = others.map((s) => ` against ${posseName(s)}'s ${inside[s]}`).join('');
  return `${capitalised(posseName(holder))} hold it: ${goldWords(inside[holder]!)} inside${against} (rule X3).`;
}

function capitalised(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}
