import { z } from 'zod';
import { AMMUNITION, GEAR } from '../../rules/equipment.ts';
import { type StoreCard, isStoreName, storeCards } from '../../rules/storeCatalogue.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { withCombatant } from '../combatantShape.ts';
import { updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { revealed } from '../handlers/hiding.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { fullInventory, hasRoom } from '../inventory.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isDown, isRejection } from '../queries.ts';
import { type Rejection, reject } from '../rejection.ts';
import { withState } from '../stateShape.ts';
import { posseName, storeControl } from '../storeControl.ts';

/** X1–X4: buy a card from a store its posse may buy in (X3); a free action (X4). */
const schema = z.object({
  type: z.literal('BUY'),
  who: z.string(),
  store: z.string(),
  item: z.string(),
});

export type BuyAction = z.output<typeof schema>;

/** X1–X4: the character buys a card from a store its posse may buy in (X3); a free action (X4). */
export const BUY: ActionRecord<typeof schema> = {
  schema,
  type: 'BUY',
  // X4 (house): buying, a free action, at any time during the character's own turn: in its
  // Movement phase as in its Action phase.
  allowedIn: ['turn.movement', 'turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Movement or Action', what: 'Buying happens', rule: 'X4' } },
  /** X1–X4: each card on a shelf the character may buy now, once per name. */
  offer: ({ state, me }) => {
    const actions: BuyAction[] = [];
    if (!state.options.marketplace) return { actions };
    for (const { store } of storeControl(state)) {
      const names = new Set(storeCards(store, state.options).map((c) => c.name));
      for (const item of names) {
        const action: BuyAction = { type: 'BUY', who: me!.id, store, item };
        if (!isRejection(judgePurchase(state, action))) actions.push(action);
      }
    }
    return { actions };
  },
  apply: buy,
};

/** A purchase the posse would make, were it not for hidden NPCs holding the store (X3). */
export interface HeldByHidden {
  heldByHidden: Combatant[];
  card: StoreCard;
}

/**
 * X1–X4: buying a card from a store, judged without changing anything: the Marketplace is played,
 * the store stands on this map, its controllers (X3, live) include the buyer's posse, the card is
 * still on its shelf, the gold is there and the inventory has room (W4). The handler and
 * legalActions ask the same question here.
 *
 * A hidden NPC inside holds the store like anyone (X3), but no refusal may speak of it (issue 11,
 * handlers/hiding.ts): a player character's purchase is judged as the store looks to the posse,
 * without the hidden, and when only they stand in its way the answer is HeldByHidden: the
 * purchase reveals them instead, as a move into a hidden NPC does.
 */
export function judgePurchase(
  state: GameState,
  action: BuyAction,
): StoreCard | Rejection | HeldByHidden {
  const buyer = state.combatants[action.who]!;
  const seen = judgedAsSeen(state, action, buyer.side === 'pc' ? { withHidden: false } : {});
  if (isRejection(seen) || buyer.side !== 'pc') return seen;
  const standing = storeControl(state).find((s) => s.store === action.store)!;
  if (standing.buyers === 'all' || standing.buyers.includes(buyer.side)) return seen;
  return { heldByHidden: hiddenInside(state, action.store), card: seen };
}

function judgedAsSeen(
  state: GameState,
  action: BuyAction,
  seen: { withHidden?: boolean },
): StoreCard | Rejection {
  const buyer = state.combatants[action.who]!;
  if (!state.options.marketplace)
    return reject(
      'marketplace_off',
      'The Marketplace is an expansion, not played at this table: the Dealer turns it on for the campaign or the encounter (rule X5).',
    );
  const standing = isStoreName(action.store)
    ? storeControl(state, seen).find((s) => s.store === action.store)
    : undefined;
  if (!standing)
    return reject('no_store', `There is no store called "${action.store}" on this map (rule X2).`);
  if (standing.buyers !== 'all' && !standing.buyers.includes(buyer.side)) {
    const holders = standing.buyers.map(posseName).join(' and ');
    return reject(
      'store_controlled',
      standing.buyers.length === 0
        ? `${action.store} sells to no one now: ${standing.why}`
        : `${action.store} is held by ${holders}: only they may buy there (rule X3).`,
    );
  }
  const cards = storeCards(action.store, state.options).filter((c) => c.name === action.item);
  if (cards.length === 0)
    return reject('unknown_item', `${action.store} sells no ${action.item} (rule X1).`);
  const card = cards.find((c) => !state.sold.includes(c.id));
  if (!card) return reject('sold_out', `${action.store} has no ${action.item} left.`);
  if (buyer.gold < card.price)
    return reject(
      'not_enough_gold',
      `${card.name} costs ${card.price} gold and ${buyer.name} has ${buyer.gold} (rule X1).`,
    );
  if (card.kind !== 'gear' && !hasRoom(buyer, state.options))
    return reject('inventory_full', fullInventory(buyer));
  return card;
}

/** The hidden NPCs standing inside the store's building, able to hold it (not down). */
function hiddenInside(state: GameState, store: string): Combatant[] {
  const inside = new Set(
    state.map.buildings
      .filter((b) => b.name === store)
      .flatMap((b) => b.squares.map(([x, y]) => `${x},${y}`)),
  );
  return Object.values(state.combatants).filter(
    (c) => c.hidden && !isDown(c) && inside.has(`${c.at[0]},${c.at[1]}`),
  );
}

/**
 * X4: a free action: the turn's action is not spent, so a character may buy, use, and buy again.
 * The turn machine counts it (FREE_ACTION), at any time during the buyer's own turn: its Movement
 * phase (spending no movement) or its Action phase, never its Draw phase (house).
 */
export function buy(state: GameState, action: BuyAction): ActionResult {
  const judged = judgePurchase(state, action);
  if (isRejection(judged)) return judged;
  if ('heldByHidden' in judged) return walkInOnHidden(state, action, judged.heldByHidden);
  const card = judged;
  const stepped = stepTurn(state, { type: 'FREE_ACTION' }, [
    'wrong_phase',
    'Buying happens in the Movement or Action phase (rule X4).',
  ]);
  if (isRejection(stepped)) return stepped;
  const buyer = state.combatants[action.who]!;
  const bought = withGoods(withCombatant(buyer, { gold: buyer.gold - card.price }), card);
  const next = withState(updateCombatant(stepped, bought), { sold: [...state.sold, card.id] });
  return accepted(next, [
    {
      who: buyer.id,
      text: `${buyer.name} buys ${card.name} at ${action.store} for ${card.price} gold, a free action (rule X4): ${bought.gold} gold left.`,
    },
  ]);
}

/**
 * X3, issue 11: the posse walks into a store that hidden NPCs hold. They are revealed, as a mover
 * who runs into an ambush reveals it (turnActions.refusedMove), and nothing is bought: no gold
 * spent, no free action counted. From now on the store's refusal can name its holders.
 */
function walkInOnHidden(
  state: GameState,
  action: BuyAction,
  hidden: readonly Combatant[],
): ActionResult {
  const buyer = state.combatants[action.who]!;
  const { state: next, events } = revealed(
    state,
    hidden.map((c) => c.id),
    `${buyer.name} goes to buy at ${action.store} and finds them holding it; nothing is bought (rule X3)`,
  );
  return accepted(next, events);
}

/**
 * What a card becomes on the buyer, as createEncounter lays out a character's items: the name in
 * the inventory, and for gear its blue track (A8) and for ammunition its own (A2). A weapon card
 * waits in the inventory until it is equipped (W4).
 */
function withGoods(c: Combatant, card: StoreCard): Combatant {
  const items = [...c.items, card.name];
  if (card.kind === 'gear') {
    const gear = GEAR.find((g) => g.name === card.name)!;
    return withCombatant(c, {
      items,
      gear: [
        ...c.gear,
        {
          name: gear.name,
          track: { family: 'tracker', color: 'blue', gearUsed: 0, max: gear.absorbs },
        },
      ],
    });
  }
  if (card.kind === 'ammo') {
    const ammo = AMMUNITION.find((a) => a.name === card.name)!;
    let n = c.ammo.length + 1;
    while (c.ammo.some((a) => a.id === `${c.id}:ammo${n}`)) n++;
    return withCombatant(c, {
      items,
      ammo: [
        ...c.ammo,
        {
          id: `${c.id}:ammo${n}`,
          name: ammo.name,
          modifier: ammo.modifier,
          slug: ammo.slug ?? false,
          track: { family: 'tracker', color: 'blue', ammoUsed: 0, max: ammo.uses },
        },
      ],
    });
  }
  return withCombatant(c, { items });
}
