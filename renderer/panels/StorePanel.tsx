import { useMemo, useSyncExternalStore } from 'react';
import {
  activeCharacter,
  encounterContext,
  marketView,
  type Action,
  type GameState,
  type ShelfCard,
  type StoreView,
} from '../../engine/skirmish.ts';
import type { TableStore } from '../state/tableStore.ts';
import { ActionButton } from './ActionButton.tsx';
import { offersOf, type Offers } from './controls.ts';
import { EQUIP, FIT, UNEQUIP } from '../../engine/skirmish.ts';

/**
 * The Marketplace at the table (X1–X4, W3, W4), shown only while the house rules play it: each
 * store on the map with who holds it and why (X3, live from who stands inside), its cards and
 * prices, everyone's gold, and for the character acting a Buy button per card and the Equip,
 * Unequip and Fit of its goods. Everything it says is the engine's (marketView, storeControl);
 * each button is enabled exactly when legalActions offers its action, else it shows isLegal's
 * refusal. Collapsible, closed at first: at 1280×720 the turn's controls keep the column.
 */
export function StorePanel({ table }: { table: TableStore }) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const readOnly = useSyncExternalStore(table.readOnly.subscribe, table.readOnly.get);
  const state = session.current;
  const who = buyerOf(state);
  const view = useMemo(() => (who ? marketView(state, who) : null), [state, who]);
  const offers = useMemo(() => offersOf(state, readOnly), [state, readOnly]);
  if (!state.options.marketplace || !view || !who) return null;
  const me = state.combatants[who]!;
  const send = (action: Action) => table.act(action);

  return (
    <section className="panel store" aria-labelledby="store-title" data-testid="store-panel">
      <details className="store-body">
        <summary>
          <h2 id="store-title">Stores</h2>
          <span className="muted" data-testid="store-buyer">
            {me.name}: {me.gold} gold · {view.carried}/{view.limit} items
          </span>
        </summary>
        {view.stores.length === 0 && (
          <p className="muted small">No store building on this map (rule X2).</p>
        )}
        {view.stores.map((store) => (
          <Store key={store.store} store={store} offers={offers} send={send} />
        ))}
        <h3>Gold</h3>
        <ul className="store-gold" data-testid="store-gold">
          {Object.values(state.combatants).map((c) => (
            <li key={c.id}>
              {c.name}: {c.gold}
            </li>
          ))}
        </ul>
        <h3>{me.name}’s goods</h3>
        <p className="small" data-testid="store-goods">
          Weapon: {me.weapon ?? 'none'}
          {me.fitted.length > 0 &&
            ` · fitted: ${me.fitted.map((f) => `${f.item} on ${f.weapon}`).join(', ')}`}
          {' · '}carried: {me.items.length > 0 ? me.items.join(', ') : 'nothing'}
        </p>
        <div className="store-actions">
          {view.goods.map((action) => {
            const key = `goods:${JSON.stringify(action)}`;
            return (
              <ActionButton
                key={key}
                control={offers.control(key, goodsLabel(action), action)}
                send={send}
              />
            );
          })}
        </div>
      </details>
    </section>
  );
}

function Store({
  store,
  offers,
  send,
}: {
  store: StoreView;
  offers: Offers;
  send: (action: Action) => boolean;
}) {
  const lines = shelfLines(store.cards);
  return (
    <details className="store-shelf" aria-label={store.store}>
      <summary>
        <h3>{store.store}</h3> <span className="muted small">{store.holders}</span>
      </summary>
      <p className="muted small">
        {store.sells}. <span data-testid="store-why">{store.why}</span>
      </p>
      <ul className="store-cards">
        {lines.map((line) => {
          const buy = store.buys.find((b) => b.item === line.name);
          const key = `buy:${store.store}:${line.name}`;
          return (
            <li key={line.name}>
              <span>
                {line.name} — {line.price} gold
                {line.copies > 1 || line.left === 0 ? ` (${line.left} of ${line.copies} left)` : ''}
              </span>
              {buy && (
                <ActionButton
                  control={offers.control(key, `Buy ${line.name} at ${store.store}`, buy)}
                  send={send}
                >
                  Buy
                </ActionButton>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** The shelf by name: copies of one card share a line, with how many are left. */
function shelfLines(cards: readonly ShelfCard[]) {
  const lines: { name: string; price: number; copies: number; left: number }[] = [];
  for (const card of cards) {
    let line = lines.find((l) => l.name === card.name);
    if (!line) {
      line = { name: card.name, price: card.price, copies: 0, left: 0 };
      lines.push(line);
    }
    line.copies++;
    if (!card.sold) line.left++;
  }
  return lines;
}

function goodsLabel(action: ReturnType<typeof marketView>['goods'][number]): string {
  switch (action.type) {
    case EQUIP.type:
      return `Equip ${action.item}`;
    case UNEQUIP.type:
      return `Unequip ${action.item}`;
    case FIT.type:
      return `Fit ${action.item} to ${action.weapon}`;
  }
}

/** Who buys: the character whose turn it is, else the first in the seating (its refusal says why). */
function buyerOf(state: GameState): string | null {
  return activeCharacter(state) ?? encounterContext(state).seating[0] ?? null;
}
