import './playersPanel.css';
import { useState, useSyncExternalStore } from 'react';
import { situationOf } from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import type { TableStore } from '../state/tableStore.ts';
import type { SeatsChannel } from '../room/seatsChannel.ts';
import { QrCode } from './QrCode.tsx';

import { LaptopCover } from './LaptopCover.tsx';
import { useTableSeats, type SeatedPhone as Phone, type TableSeat } from './useTableSeats.ts';

/**
 * The players' phones (issue 39, item 1): one seat per player character, each with its own link
 * and QR code; the phones that opened it, waiting for the Dealer's word or seated; Seat, Free and
 * Turn away; and what the table waits for from a phone, with the Dealer's way to answer for it
 * (the turn panel's controls act for any seat, always).
 */
export function SeatsPanel({
  bridge,
  seats,
  table,
}: {
  bridge: AppBridge;
  seats: SeatsChannel;
  /** The skirmish's table: what it waits for, and the cover (none for the other games). */
  table?: TableStore;
}) {
  const phones = useSyncExternalStore(seats.phones.subscribe, seats.phones.get);
  const listed = useTableSeats(bridge, phones);
  const waiting = phones.filter((p) => p.state === 'waiting').length;
  if (listed === null || listed.length === 0) return null;
  return (
    <section className="panel seats" aria-labelledby="seats-title" data-testid="seats-panel">
      {table && <LaptopCover table={table} seats={listed} phones={phones} />}
      <h2 id="seats-title">
        Players&rsquo; phones
        {waiting > 0 && (
          <span className="badge" data-testid="seats-waiting">
            {waiting} waiting
          </span>
        )}
      </h2>
      {table && <Awaited table={table} listed={listed} phones={phones} />}
      <ul className="seat-list">
        {listed.map((seat) => (
          <SeatRow
            key={seat.key}
            seat={seat}
            phones={phones.filter((p) => p.seat === seat.name)}
            seats={seats}
          />
        ))}
      </ul>
    </section>
  );
}

/** What the skirmish waits for from a seated phone, and the Dealer's way to answer for it. */
function Awaited({
  table,
  listed,
  phones,
}: {
  table: TableStore;
  listed: readonly TableSeat[];
  phones: readonly Phone[];
}) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const situation = situationOf(session.current);
  const awaited = 'who' in situation ? situation.who : null;
  const awaitedSeat = awaited ? listed.find((s) => s.holds.includes(awaited)) : undefined;
  const awaitedPhone = awaitedSeat
    ? phones.find((p) => p.seat === awaitedSeat.name && p.state !== 'waiting')
    : undefined;
  if (!awaitedSeat || !awaitedPhone) return null;
  return (
    <p className="awaited" role="status" data-testid="seats-awaited">
      Waiting for {awaitedPhone.name ?? 'the phone'}
      {awaitedPhone.state === 'away' ? ' (away)' : ''}:{' '}
      {situation.kind === 'defense'
        ? `${awaitedSeat.name}'s defence`
        : situation.kind === 'checkCard'
          ? `${awaitedSeat.name}'s card for the check`
          : `${awaitedSeat.name}'s turn`}
      .{' '}
      <button
        type="button"
        className="quiet"
        onClick={() => document.querySelector<HTMLElement>('.panel.turn')?.scrollIntoView()}
      >
        Answer for {awaitedPhone.name ?? 'them'}
      </button>
    </p>
  );
}

function SeatRow({
  seat,
  phones,
  seats,
}: {
  seat: TableSeat;
  phones: readonly Phone[];
  seats: SeatsChannel;
}) {
  const [showLink, setShowLink] = useState(false);
  const link = seat.lan ?? localLink(seat.pass);
  return (
    <li className="seat-row" data-testid={`seat-row-${seat.key}`}>
      <div className="seat-head">
        <strong>{seat.name}</strong>
        {phones.length === 0 && <span className="muted"> no phone: played from this laptop</span>}
        <button type="button" className="quiet" onClick={() => setShowLink(!showLink)}>
          {showLink ? 'Hide the link' : 'Link and QR code'}
        </button>
      </div>
      {phones.map((phone) => (
        <div key={phone.client} className="seat-phone" data-testid="seat-phone">
          <span>
            {phone.name ?? 'A phone'}{' '}
            {phone.state === 'waiting'
              ? 'is waiting'
              : phone.state === 'away'
                ? 'is away (asleep or off the Wi-Fi)'
                : 'holds the seat'}
          </span>
          {phone.state === 'waiting' ? (
            <>
              <button
                type="button"
                onClick={() => seats.command({ command: 'accept', client: phone.client })}
              >
                Seat {phone.name ?? 'this phone'}
              </button>
              <button
                type="button"
                className="quiet"
                onClick={() => seats.command({ command: 'free', client: phone.client })}
              >
                Turn away
              </button>
            </>
          ) : (
            <button
              type="button"
              className="quiet"
              onClick={() => seats.command({ command: 'free', client: phone.client })}
            >
              Free the seat
            </button>
          )}
        </div>
      ))}
      {showLink && (
        <div className="seat-link">
          {link ? (
            <>
              <QrCode text={link} label={`${seat.name}'s seat link as a QR code`} />
              <a href={link} target="_blank" rel="noreferrer" data-testid="seat-link">
                {link}
              </a>
            </>
          ) : null}
          {!seat.lan && (
            <p className="muted small">
              Phones reach the table over the LAN: turn on &ldquo;Share on the LAN&rdquo; in the
              Players&rsquo; view.
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/** A seat's link on this machine (the web host's own origin), or null where pages are app://. */
function localLink(pass: string): string | null {
  const { protocol } = window.location;
  if (protocol !== 'http:' && protocol !== 'https:') return null;
  return new URL(`/seat.html#pass=${encodeURIComponent(pass)}`, window.location.href).href;
}
