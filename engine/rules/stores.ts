/**
 * X1–X2 (closed): the three stores of the Marketplace expansion, each tied to its building tile.
 * The source lists the stores and the tiles in the same order; the pairing follows that order.
 * X1 (house): 12 item cards per store, in the rules options.
 */
export const STORES = [
  { building: 'Jenkins Bros', sells: 'weapons and ranged equipment' },
  { building: 'Abernathy Gang', sells: 'armor, melee weapons and metalwork' },
  { building: 'Monco & McAtte', sells: 'consumables, tools and general goods' },
] as const;
