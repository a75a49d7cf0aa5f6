import { findItem } from '../../rules/items.ts';

import { storeCards, type GoodsKind } from '../../rules/storeCatalogue.ts';

import { STORES } from '../../rules/stores.ts';

import { WEAPONS } from '../../rules/weapons.ts';

import type { GameState } from '../gameState.ts';

import { carriedCount } from '../inventory.ts';

import { storeControl, type StoreStanding } from '../storeControl.ts';

import { BUY, type BuyAction } from '../records/buy.ts';

import { EQUIP, type EquipAction } from '../records/equip.ts';

import { FIT, type FitAction } from '../records/fit.ts';

import { UNEQUIP, type UnequipAction } from '../records/unequip.ts';

/** One card on a store's shelf as the store panel lists it (X1). */
export interface ShelfCard {
  id: string;
  name: string;
  kind: GoodsKind;
  price: number;
  /** Bought already in this encounter: gone from the shelf. */
  sold: boolean;
}

export interface StoreView extends StoreStanding {
  /** X1: what the store sells, in the source's words. */
  sells: string;
  cards: ShelfCard[];
  /** The purchase of each name still on the shelf, for `who` (judged by applyAction, not here). */
  buys: BuyAction[];
}

export interface MarketView {
  stores: StoreView[];
  /** W4: what `who` carries against its limit, and the actions on its goods to judge. */
  carried: number;
  limit: number;
  goods: (EquipAction | UnequipAction | FitAction)[];
}

/**
 * The Marketplace as the table's store panel shows it (X1–X4, W3, W4): each store building on the
 * map with who holds it and why (X3, live), its cards and prices, and for `who` the purchases and
 * the equip, unequip and fit actions there are to ask about. It lists the candidates only: whether
 * each is allowed now, and why not, is applyAction's answer (legalActions, isLegal).
 */
export function marketView(state: GameState, who: string): MarketView {
  const me = Object.hasOwn(state.combatants, who) ? state.combatants[who] : undefined;
  const sold = new Set(state.sold);
  const stores = storeControl(state).map((standing): StoreView => {
    const cards = storeCards(standing.store, state.options).map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      price: c.price,
      sold: sold.has(c.id),
    }));
    const names = [...new Set(cards.filter((c) => !c.sold).map((c) => c.name))];
    return {
      ...standing,
      sells: STORES.find((s) => s.building === standing.store)!.sells,
      cards,
      buys: me ? names.map((item) => ({ type: BUY.type, who, store: standing.store, item })) : [],
    };
  });
  const goods: MarketView['goods'] = [];
  if (me) {
    const weapons = [...new Set([...(me.weapon ? [me.weapon] : []), ...me.items])].filter((w) =>
      WEAPONS.some((card) => card.name === w),
    );
    for (const item of new Set(me.items)) {
      if (WEAPONS.some((w) => w.name === item)) goods.push({ type: EQUIP.type, who, item });
      if (findItem(item)?.fitting)
        for (const weapon of weapons) goods.push({ type: FIT.type, who, item, weapon });
    }
    if (me.weapon) goods.push({ type: UNEQUIP.type, who, item: me.weapon });
  }
  return {
    stores,
    carried: me ? carriedCount(me) : 0,
    limit: state.options.inventoryLimit,
    goods,
  };
}
