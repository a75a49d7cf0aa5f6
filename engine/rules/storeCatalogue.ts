import { AMMUNITION, GEAR } from './equipment.ts';
import { ITEMS } from './items.ts';
import type { RulesOptions } from './rulesOptions.ts';
import { STORES } from './stores.ts';
import { WEAPONS } from './weapons.ts';

/** What a card bought becomes on the character (W1, W2, A2, A8). */
export type GoodsKind = 'weapon' | 'item' | 'gear' | 'ammo';

/** One item card in a store (X1): a name from the rules' own lists, with its price in gold. */
export interface StoreCard {
  /** Unique across the stores, so a sold card is told from its copies ("monco-mcatte:3"). */
  readonly id: string;
  readonly name: string;
  readonly kind: GoodsKind;
  readonly price: number;
  readonly origin: 'house';
}

export type StoreName = (typeof STORES)[number]['building'];

/**
 * X1 (house): each store's 12 cards, in the order they are laid out, drawn from the weapons (W1,
 * W4), items (W2), gear and ammunition (A2, A8) the rules already know. The source says only what
 * each store sells; the cards, their copies and their prices are the project's.
 */
const LAYOUT: Readonly<Record<StoreName, readonly (readonly [string, number])[]>> = {
  // Weapons and ranged equipment.
  'Jenkins Bros': [
    ['Derringer', 3],
    ['Percussion Revolver', 4],
    ['Single Action Revolver', 4],
    ['Repeater Pistol', 5],
    ['Masterful Revolver', 7],
    ['Sawed-Off', 6],
    ['Pump Action', 8],
    ['Repeater Rifle', 8],
    ['Bolt Action', 9],
    ['Hollow Points', 2],
    ['Slug Shells', 2],
    ['Scope', 3],
  ],
  // Armor, melee weapons and metalwork.
  'Abernathy Gang': [
    ['Leather Duster', 3],
    ['Leather Duster', 3],
    ['Leather Duster', 3],
    ['Steel Breastplate', 5],
    ['Steel Breastplate', 5],
    ['Hunting Knife', 2],
    ['Hunting Knife', 2],
    ['Hunting Knife', 2],
    ['Black Knife', 2],
    ['Black Knife', 2],
    ['Powder Charge', 2],
    ['Powder Charge', 2],
  ],
  // Consumables, tools and general goods.
  'Monco & McAtte': [
    ['Coffee Beans', 1],
    ['Coffee Beans', 1],
    ['Canned Beans', 1],
    ['Canned Beans', 1],
    ['Jerky', 1],
    ['Jerky', 1],
    ['Cigarettes', 1],
    ['Aromatic Bitters', 1],
    ['Snake Oil', 2],
    ['Snake Oil', 2],
    ['Medical Kit', 4],
    ['Revival Tonic', 6],
  ],
};

/** W1/W4 weapons, then gear, ammunition and items: how a name from the rules' lists is kept. */
export function goodsKindOf(name: string): GoodsKind | undefined {
  if (WEAPONS.some((w) => w.name === name)) return 'weapon';
  if (GEAR.some((g) => g.name === name)) return 'gear';
  if (AMMUNITION.some((a) => a.name === name)) return 'ammo';
  if (ITEMS.some((i) => i.name === name)) return 'item';
  return undefined;
}

function slug(store: string): string {
  return store
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
}

const CATALOGUE: Readonly<Record<StoreName, readonly StoreCard[]>> = Object.fromEntries(
  STORES.map(({ building }) => [
    building,
    LAYOUT[building].map(([name, price], i) => ({
      id: `${slug(building)}:${i + 1}`,
      name,
      kind: goodsKindOf(name)!,
      price,
      origin: 'house' as const,
    })),
  ]),
) as unknown as Record<StoreName, readonly StoreCard[]>;

/** X1: the cards a store lays out under these rules (`cardsPerStore` of its 12). */
export function storeCards(store: string, options: RulesOptions): readonly StoreCard[] {
  const cards = isStoreName(store) ? CATALOGUE[store] : [];
  return cards.slice(0, options.cardsPerStore);
}

export function isStoreName(name: string): name is StoreName {
  return STORES.some((s) => s.building === name);
}
