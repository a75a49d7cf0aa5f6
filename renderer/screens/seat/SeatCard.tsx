import { CHIP_LABELS, SPENDABLE_CHIPS, type SeatCharacter } from '../../../engine/skirmish.ts';

/**
 * The seat's own character card (issue 39, item 2): HP, gear and ammunition tracks, the chips
 * left to spend, the items, and the hand of cards, large. All of it is the seat's view: the hand
 * is the seat's own, held open to it and to nobody else.
 */
export function SeatCard({ character }: { character: SeatCharacter }) {
  const c = character;
  const chips = SPENDABLE_CHIPS.filter((kind) => c.chips[kind] > 0);
  return (
    <section className="seat-card" aria-label={`${c.name}'s card`} data-testid="seat-card">
      <header>
        <h2>{c.name}</h2>
        <span className="muted">{[c.class, c.faction, c.weapon].filter(Boolean).join(' · ')}</span>
      </header>
      <dl className="seat-tracks">
        <Track name="HP" left={c.hp.hpLeft} max={c.hp.max} kind="hp" />
        {c.gear.map((g) => (
          <Track
            key={g.name}
            name={g.name}
            left={g.track.max - g.track.gearUsed}
            max={g.track.max}
            kind="gear"
          />
        ))}
        {c.ammo.map((a) => (
          <Track
            key={a.id}
            name={a.name}
            left={a.track.max - a.track.ammoUsed}
            max={a.track.max}
            kind="ammo"
          />
        ))}
      </dl>
      <p className="seat-chips" data-testid="seat-chips">
        {chips.length === 0
          ? 'No chips left to spend.'
          : chips.map((kind) => (
              <span key={kind} className={`seat-chip ${kind}`}>
                {c.chips[kind]} {CHIP_LABELS[kind]}
              </span>
            ))}
      </p>
      {c.items.length > 0 && <p className="seat-items">Items: {c.items.join(', ')}</p>}
      <h3>
        Hand <span className="muted">({c.deckSize} in the deck)</span>
      </h3>
      <ul className="seat-hand-cards" data-testid="seat-hand">
        {c.hand.map((card) => (
          <li key={card.id} className="playing-card">
            <strong>{card.name}</strong>
            <span className="card-values">
              <span title="Attack">A{card.attack}</span> <span title="Defense">D{card.defend}</span>
            </span>
            {card.text && <small>{card.text}</small>}
          </li>
        ))}
        {c.hand.length === 0 && <li className="muted">No cards in hand.</li>}
      </ul>
      {c.inPlay.length > 0 && (
        <p className="muted">
          In play: {c.inPlay.map((p) => `${p.card} (${p.turnsLeft})`).join(', ')}
        </p>
      )}
    </section>
  );
}

function Track({
  name,
  left,
  max,
  kind,
}: {
  name: string;
  left: number;
  max: number;
  kind: 'hp' | 'gear' | 'ammo';
}) {
  return (
    <div className={`seat-track ${kind}`}>
      <dt>{name}</dt>
      <dd>
        <meter min={0} max={max} value={left} aria-label={`${name}: ${left} of ${max}`} />
        <span>
          {left}/{max}
        </span>
      </dd>
    </div>
  );
}
