import '../screens/seat/seat.css';
import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { computerNext } from '../../common/computerTurns.ts';
import { seat as seatOf } from '../../engine/core.ts';
import { SKIRMISH, seatView, situationOf, type Action } from '../../engine/skirmish.ts';
import { SeatTable } from '../screens/seat/SeatPage.tsx';
import type { TableStore } from '../state/tableStore.ts';
import type { SeatedPhone, TableSeat } from './useTableSeats.ts';

type Step = { key: string; shown: 'covered' | 'seat' | 'dealer' };

/**
 * The cover between players on the Dealer's laptop (issue 39, item 1): at a table where some
 * players hold their seats on phones, a seat with no phone is played from the laptop as before,
 * but its secret choices (a defence, a check's card) are made behind a cover. The window says
 * "pass the laptop to Ned's player" and hides the Dealer's board, hidden NPCs, notes and the
 * other hands; Ned's player then sees the seat as a phone would, and chooses; the cover asks for
 * the laptop back before the board shows again. The Dealer may answer instead.
 */
export function LaptopCover({
  table,
  seats,
  phones,
}: {
  table: TableStore;
  seats: readonly TableSeat[];
  phones: readonly SeatedPhone[];
}) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const [step, setStep] = useState<Step | null>(null);
  const state = session.current;
  const situation = situationOf(state);
  const secret =
    situation.kind === 'defense' || situation.kind === 'checkCard' ? situation.who : null;
  const held = secret ? seats.find((s) => s.holds.includes(secret)) : undefined;
  const playedOnPhones = phones.some((p) => p.state !== 'waiting');
  const onItsPhone = held && phones.some((p) => p.seat === held.name && p.state !== 'waiting');
  const covers =
    held !== undefined && playedOnPhones && !onItsPhone && computerNext(session) === null;
  const key = covers ? `${situation.kind}:${secret}:${session.log.length}` : null;

  // The choice was made behind the cover: the laptop goes back to the Dealer first.
  if (step && step.key !== key && step.shown === 'seat')
    return (
      <Cover label="Pass the laptop back">
        <h2>Done: pass the laptop back to the Dealer</h2>
        <button type="button" className="primary" onClick={() => setStep(null)}>
          I am the Dealer: back to the table
        </button>
      </Cover>
    );
  if (!covers || !held || (step?.key === key && step.shown === 'dealer')) return null;
  const name = held.name;
  if (step?.key !== key || step.shown === 'covered')
    return (
      <Cover label={`Pass the laptop to ${name}'s player`}>
        <h2>Pass the laptop to {name}&rsquo;s player</h2>
        <p>
          {situation.kind === 'defense' ? `${name} is attacked.` : `${name}'s check.`} Only {name}
          &rsquo;s player looks.
        </p>
        <button
          type="button"
          className="primary"
          onClick={() => setStep({ key: key!, shown: 'seat' })}
        >
          I am {name}&rsquo;s player: show my hand
        </button>
        <button type="button" onClick={() => setStep({ key: key!, shown: 'dealer' })}>
          The Dealer answers
        </button>
      </Cover>
    );
  const viewer = seatOf(name, held.holds);
  return (
    <Cover label={`${name}'s seat`}>
      <SeatTable
        view={seatView(state, viewer)}
        play={(action: Action) => void table.act(action)}
        preview={async (action) =>
          SKIRMISH.preview?.(state, viewer, action) ?? { none: 'No verdict for this.' }
        }
      />
    </Cover>
  );
}

/** Over the whole window, outside the sidebar it is declared in (so no panel's style reaches it). */
function Cover({ label, children }: { label: string; children: React.ReactNode }) {
  return createPortal(
    <div className="laptop-cover" role="dialog" aria-modal="true" aria-label={label}>
      <div className="seat-page">{children}</div>
    </div>,
    document.body,
  );
}
