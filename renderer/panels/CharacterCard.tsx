import { useMemo, useState, useSyncExternalStore } from 'react';
import { characterCard, type CharacterCard as Card } from '../../engine/skirmish.ts';
import type { TableStore } from '../state/tableStore.ts';
import { BadgeLegend } from './BadgeLegend.tsx';
import { FactionSwatch, PipSwatch, TierSwatch } from './badgeSwatches.tsx';

/**
 * The character card of the token last clicked or selected (issue 10): who it is, its faction
 * spelled out, class or tier, stats, weapon, tracks, chips left apart from those spent, and its
 * hand's size. Everything it says is characterCard's; the panel only lays it out. The cards in
 * hand stay hidden until the Dealer asks for them, and hide again for the next character, so one
 * player's hand is never shown by surprise. In the sidebar, so it never covers the board.
 */
export function CharacterCardPanel({ table }: { table: TableStore }) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const shown = useSyncExternalStore(table.cardShown.subscribe, table.cardShown.get);
  // Whose hand the Dealer asked to see: another character's card starts hidden again.
  const [handOf, setHandOf] = useState<string | null>(null);
  const showHand = shown !== null && handOf === shown;
  const state = session.current;
  const card = useMemo(
    () => (shown ? characterCard(state, shown, { showHand }) : null),
    [state, shown, showHand],
  );
  const everyone = Object.values(state.combatants);
  return (
    <section
      className="panel character-card"
      aria-labelledby="card-title"
      data-testid="character-card"
    >
      <h2 id="card-title">Character card</h2>
      <div className="row card-pick">
        <label htmlFor="card-of">Card of</label>
        <select
          id="card-of"
          value={shown ?? ''}
          onChange={(e) => table.showCard(e.target.value || null)}
        >
          <option value="">(none: click a token)</option>
          {everyone.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {card && (
          <button
            type="button"
            className="quiet"
            onClick={() => table.showCard(null)}
            aria-keyshortcuts="Escape"
          >
            Close
          </button>
        )}
      </div>
      {card ? (
        <CardBody card={card}>
          <label className="show-hand">
            <input
              type="checkbox"
              checked={showHand}
              onChange={(e) => setHandOf(e.target.checked ? shown : null)}
            />
            Dealer: show hand
          </label>
        </CardBody>
      ) : (
        <p className="card-empty">
          Click a token on the board, or choose one here, to see its card.
        </p>
      )}
      <BadgeLegend />
    </section>
  );
}

/** The card's content; `compact` is the hover card's short form (who, tier, tracks, hand size). */
export function CardBody({
  card,
  compact = false,
  children,
}: {
  card: Card;
  compact?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className="card-body" data-testid={compact ? 'hover-card-body' : 'card-body'}>
      <div className="card-head">
        <FactionSwatch faction={card.faction.name} size={compact ? 28 : 36} />
        {card.tier && (
          <TierSwatch tier={card.tier.color} label={card.tier.label} size={compact ? 28 : 36} />
        )}
        <div>
          <div className="card-name" data-testid="card-name">
            {card.name}
            {card.down && <span className="card-down"> (down)</span>}
          </div>
          <div className="card-side">
            {card.sideLabel}
            {card.class ? ` · ${card.class}` : ''}
          </div>
        </div>
      </div>
      <dl className="card-facts">
        <dt>Faction</dt>
        <dd data-testid="card-faction">{card.faction.text}</dd>
        {card.tier && (
          <>
            <dt>Tier</dt>
            <dd data-testid="card-tier">{card.tier.text}</dd>
          </>
        )}
      </dl>
      {!compact && (
        <>
          <h3>Stats</h3>
          <ul className="card-stats" data-testid="card-stats">
            {card.stats.map((s) => (
              <li key={s.name}>
                <span className="stat-name">{s.name}</span> <b>{s.value}</b>
              </li>
            ))}
          </ul>
          <h3>Weapon</h3>
          <ul className="card-weapons" data-testid="card-weapons">
            {card.weapons.map((w) => (
              <li key={w.name}>
                {w.text}
                {w.traits.length > 0 && <div className="card-note">{w.traits.join('; ')}</div>}
              </li>
            ))}
          </ul>
          {card.traits.length > 0 && (
            <p className="card-note" data-testid="card-traits">
              Traits: {card.traits.join('; ')}
            </p>
          )}
        </>
      )}
      {!compact && <h3>Tracks (tracker chips)</h3>}
      <ul className="card-tracks" data-testid="card-tracks">
        {card.tracks.map((t) => (
          <li key={`${t.kind}:${t.name}`} data-track={t.kind}>
            <PipSwatch color={t.color} value={t.current} max={t.max} size={compact ? 22 : 26} />
            <span>{t.text}</span>
          </li>
        ))}
      </ul>
      {!compact && (
        <>
          <h3>Chips (spendable)</h3>
          {/* H2–H4: those left and those spent today stand apart, and apart from the tracks. */}
          <div className="card-chips">
            <p className="chips-left" data-testid="card-chips-left">
              {card.chips.leftText}
            </p>
            <p className="chips-spent" data-testid="card-chips-spent">
              {card.chips.spentText}
            </p>
          </div>
        </>
      )}
      {!compact && <h3>Hand</h3>}
      <p className="card-hand" data-testid="card-hand">
        {card.hand.text}
      </p>
      {children}
      {card.hand.cards && (
        <ul className="card-hand-cards" data-testid="card-hand-cards">
          {card.hand.cards.map((c, i) => (
            <li key={i}>
              {c.name}: Attack {c.attack}, Defend {c.defend}
              {c.text ? ` — ${c.text}` : ''}
            </li>
          ))}
        </ul>
      )}
      {!compact && (
        <p className="card-note">
          Deck {card.deckSize} · discard {card.discardSize}
          {card.inPlay.length > 0 ? ` · in play: ${card.inPlay.join(', ')}` : ''}
          {card.items.length > 0 ? ` · items: ${card.items.join(', ')}` : ''}
        </p>
      )}
    </div>
  );
}
