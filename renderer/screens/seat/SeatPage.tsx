import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  DEFEND,
  MOVE,
  PLAY_CHECK_CARD,
  type Action,
  type OfferedAction,
  type SeatView,
} from '../../../engine/skirmish.ts';
import type { RoomTicket } from '../../room/roomLink.ts';
import { ChipStepper, SeatAttack } from './SeatAttack.tsx';
import { SeatBoard } from './SeatBoard.tsx';
import { SeatCard } from './SeatCard.tsx';
import { FingerGunsSeat } from './FingerGunsSeat.tsx';
import { SeatLines } from './SeatLines.tsx';
import type { FingerGunsSeatView } from '../../../engine/fingerGuns.ts';
import type { TexasSeatView } from '../../../engine/texas.ts';
import { TexasSeat } from './TexasSeat.tsx';
import { deviceId, joinSeat, savedName, saveName, type SeatLink } from './seatLink.ts';

/**
 * A player's phone at the table (issue 39, item 2): a name to give, then "waiting for the Dealer",
 * then the seat's character card and hand, and at its prompt every action the engine offers.
 */
export function SeatPage({ ticket }: { ticket: RoomTicket | null }) {
  const [name, setName] = useState(savedName);
  const [joined, setJoined] = useState<string | null>(() => savedName() || null);
  if (!ticket)
    return (
      <main className="seat-page">
        <h1>No seat in this link</h1>
        <p>Ask the Dealer for your seat&rsquo;s QR code, and open it again.</p>
      </main>
    );
  if (joined === null)
    return (
      <main className="seat-page">
        <h1>High Noon Table</h1>
        <form
          className="name-form"
          onSubmit={(e) => {
            e.preventDefault();
            const given = name.trim();
            if (!given) return;
            saveName(given);
            setJoined(given);
          }}
        >
          <label htmlFor="player-name">Your name, for the Dealer</label>
          <input
            id="player-name"
            value={name}
            maxLength={40}
            autoComplete="nickname"
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="primary" disabled={!name.trim()}>
            Join the table
          </button>
        </form>
      </main>
    );
  return <SeatAtTable ticket={ticket} name={joined} />;
}

function SeatAtTable({ ticket, name }: { ticket: RoomTicket; name: string }) {
  const [attempt, setAttempt] = useState(0);
  const link = useMemo(
    () => joinSeat(ticket, { name, device: deviceId() }),
    // A new attempt (after the Dealer freed the seat) joins again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ticket, name, attempt],
  );
  useEffect(() => () => link.close(), [link]);
  const state = useSyncExternalStore(link.state.subscribe, link.state.get);
  const linkLine =
    state.link.state === 'reconnecting'
      ? 'Reconnecting to the table…'
      : state.link.state === 'refused'
        ? state.link.message
        : state.link.state === 'joining'
          ? 'Joining the table…'
          : null;
  if (state.place === 'freed')
    return (
      <main className="seat-page">
        <h1>{state.seat}</h1>
        <p role="status">The Dealer freed this seat, or handed it to another phone.</p>
        <button type="button" className="primary" onClick={() => setAttempt((n) => n + 1)}>
          Ask for the seat again
        </button>
      </main>
    );
  if (state.place !== 'seated' || !state.view)
    return (
      <main className="seat-page">
        <h1>{state.seat ?? 'Your seat'}</h1>
        <p role="status" data-testid="seat-status">
          {linkLine ?? `Waiting for the Dealer to seat you, ${name}.`}
        </p>
      </main>
    );
  if (state.kind === 'fingerguns')
    return (
      <FingerGunsSeat
        view={state.view as unknown as FingerGunsSeatView}
        play={(action) => link.play(action)}
        linkLine={linkLine}
        refused={state.refused}
        sending={state.sending}
      />
    );
  if (state.kind === 'texas')
    return (
      <TexasSeat
        view={state.view as unknown as TexasSeatView}
        clocks={state.clocks}
        play={(action) => link.play(action)}
        linkLine={linkLine}
        refused={state.refused}
        sending={state.sending}
      />
    );
  return (
    <SeatTable
      view={state.view}
      play={(action) => link.play(action)}
      preview={link.preview}
      linkLine={linkLine}
      refused={state.refused}
      sending={state.sending}
    />
  );
}

/**
 * A seat at its table: its view, and what it may send. A phone's sends go to the table room; the
 * Dealer's laptop shows the same seat behind its cover (players/LaptopCover.tsx) and plays there.
 */
export function SeatTable({
  view,
  play,
  preview,
  linkLine = null,
  refused = null,
  sending = false,
}: {
  view: SeatView;
  play: (action: Action) => void;
  preview: SeatLink['preview'];
  linkLine?: string | null;
  refused?: string | null;
  sending?: boolean;
}) {
  const { prompt, offers, characters } = view.seat;
  const disabled = sending || linkLine !== null;
  useVibrateOnDefence(prompt?.kind === 'defense' ? prompt.who : null);
  const nameOf = (id: string) => view.combatants.find((c) => c.id === id)?.name ?? 'Someone';
  return (
    <main className="seat-page seated">
      <header className="seat-top">
        <h1>{view.seat.name}</h1>
        <span className="seat-round-line" data-testid="seat-round">
          {roundLine(view, nameOf)}
        </span>
      </header>
      <SeatLines linkLine={linkLine} refused={refused} />
      <section className="seat-ask" aria-live="polite" data-testid="seat-prompt">
        {!prompt ? (
          <p className="muted">Nothing is asked of you now.</p>
        ) : prompt.kind === 'turn' ? (
          <p>
            <strong>Your turn:</strong> {nameOf(prompt.who)}, {prompt.phase} phase.
          </p>
        ) : prompt.kind === 'defense' ? (
          <p>
            <strong>
              {nameOf(prompt.attacker)} shoots at {nameOf(prompt.who)}!
            </strong>{' '}
            Choose the defence.
          </p>
        ) : (
          <p>
            <strong>{prompt.check} check</strong> for {nameOf(prompt.who)}: play a card.
          </p>
        )}
      </section>
      {offers && (
        <>
          {offers.moves.length > 0 && (
            <SeatBoard
              view={view}
              who={offers.who}
              moves={offers.moves}
              disabled={disabled}
              onMove={(move) => play({ type: MOVE.type, who: offers.who, path: move.path })}
            />
          )}
          {offers.attack && (
            <SeatAttack
              key={`${offers.who}:${view.round}`}
              who={offers.who}
              attack={offers.attack}
              disabled={disabled}
              preview={preview}
              onFire={play}
            />
          )}
          <OfferedButtons offers={offers.actions} disabled={disabled} onPlay={play} />
        </>
      )}
      {characters.map((c) => (
        <SeatCard key={c.id} character={c} />
      ))}
    </main>
  );
}

/**
 * The offered actions as buttons. A defence and a check's card come with chips to ante: one
 * button per card, and a stepper for the chips, each count an action the engine offered.
 */
function OfferedButtons({
  offers,
  disabled,
  onPlay,
}: {
  offers: readonly OfferedAction[];
  disabled: boolean;
  onPlay: (action: Action) => void;
}) {
  const [chips, setChips] = useState(0);
  const anted = (a: Action) =>
    a.type === DEFEND.type
      ? (a.chips?.defense ?? 0)
      : a.type === PLAY_CHECK_CARD.type
        ? (a.chips?.attack ?? 0)
        : 0;
  const chipKind = offers.some((o) => o.action.type === DEFEND.type)
    ? 'Defense chips'
    : 'Attack chips';
  const most = Math.max(0, ...offers.map((o) => anted(o.action)));
  const shown = offers.filter((o) => anted(o.action) === Math.min(chips, most));
  return (
    <section className="seat-offered" aria-label="Actions">
      <ChipStepper label={chipKind} most={most} value={Math.min(chips, most)} onChange={setChips} />
      <div className="seat-choices">
        {shown.map((o) => (
          <button
            key={JSON.stringify(o.action)}
            type="button"
            className={o.action.type === DEFEND.type ? 'primary' : undefined}
            disabled={disabled}
            onClick={() => onPlay(o.action)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Who acts now and in which phase, as the TV's strip says it. */
function roundLine(view: SeatView, nameOf: (id: string) => string): string {
  if (view.phase !== 'turns') return `Day ${view.day}`;
  const who = view.activeId ? nameOf(view.activeId) : view.unseenTurn ? 'Someone unseen' : null;
  const phase = view.turnPhase ? `, ${view.turnPhase}` : '';
  return `Round ${view.round}${who ? ` · ${who}${phase}` : ''}`;
}

/** The phone buzzes as one of its characters is attacked (where it can: navigator.vibrate). */
function useVibrateOnDefence(defending: string | null): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (defending && last.current !== defending) navigator.vibrate?.([120, 60, 120]);
    last.current = defending;
  }, [defending]);
}
