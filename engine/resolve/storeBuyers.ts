import type { GameMap } from '../model/map.ts';
import { requireOnMap } from '../grid/requireOnMap.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';

export interface MarketCharacter {
  posse: string;
  at: [number, number];
  /** X3: Gold Value; 1 when not given. */
  gold?: number;
}

export interface StoreControl {
  /** Who may buy: every posse, or only these (sorted). */
  buyers: 'all' | string[];
  /** Gold Value inside the building, by posse (X3), for the panel to show why. */
  goldInside: Record<string, number>;
}

/** X3 (closed): a controlling posse needs at least this much Gold Value inside. */
export const CONTROL_GOLD = 2;

/**
 * X3: who may buy at each store building. A posse controls a store when its characters inside the
 * building (not on its boardwalk) total at least 2 Gold Value and no posse has more inside; tied
 * posses may all buy. A controlled store sells only to its controllers. An empty store is open to
 * all (closed); one with someone inside but nobody at 2 Gold Value is open to all or to no one as
 * the house option says, which never closes an empty store.
 */
export function storeBuyers(
  map: GameMap,
  characters: readonly MarketCharacter[],
  options: RulesOptions = DEFAULT_RULES_OPTIONS,
): Record<string, StoreControl> {
  characters.forEach((c, i) => {
    requireOnMap(map, c.at, `characters[${i}].at`);
    if (typeof c.posse !== 'string' || c.posse === '')
      throw new RulesInputError(`characters[${i}].posse`, 'must name a posse');
    if (c.gold !== undefined && (typeof c.gold !== 'number' || c.gold < 0)) {
      throw new RulesInputError(`characters[${i}].gold`, 'must be a number, 0 or more');
    }
  });
  const stores: Record<string, StoreControl> = {};
  for (const building of map.buildings) {
    const inside = new Set(building.squares.map(([x, y]) => `${x},${y}`));
    const goldInside: Record<string, number> = {};
    for (const c of characters) {
      if (inside.has(`${c.at[0]},${c.at[1]}`))
        goldInside[c.posse] = (goldInside[c.posse] ?? 0) + (c.gold ?? 1);
    }
    const most = Math.max(0, ...Object.values(goldInside));
    const controllers =
      most >= CONTROL_GOLD
        ? Object.keys(goldInside)
            .filter((posse) => goldInside[posse] === most)
            .sort()
        : [];
    const empty = Object.keys(goldInside).length === 0;
    stores[building.name] = {
      buyers:
        controllers.length > 0
          ? controllers
          : // X3 (closed): nobody inside, open to all; X3 (house): nobody qualifies, as the option says.
            empty || options.uncontrolledStoreOpenToAll
            ? 'all'
            : [],
      goldInside,
    };
  }
  return stores;
}
