import { useState } from 'react';
import type {
  FingerGunsEntryMode,
  FingerGunsPlayer,
  GestureInput,
} from '../../../engine/fingerGuns.ts';
import { GesturePicker } from './GesturePicker.tsx';

/** How the gestures are entered, as the save keeps it (engine FINGER_GUNS_ENTRY_MODES). */
export type EntryMode = FingerGunsEntryMode;

/**
 * Secret gesture entry (issue 15, item 1). Hot-seat: one player at a time, and between two players
 * the screen hides everything, so the next one sees nothing of the last one's choice. By the
 * Dealer: the table plays with real hands, and the Dealer enters what each hand showed, all at
 * once. Bots' seats are not asked: they choose when the round resolves.
 */
export function GestureEntry({
  mode,
  people,
  players,
  onDone,
  onCancel,
}: {
  mode: EntryMode;
  /** The seats a person plays, in seating order. */
  people: readonly string[];
  players: readonly FingerGunsPlayer[];
  onDone: (gestures: Record<string, GestureInput>) => void;
  onCancel: () => void;
}) {
  const [gestures, setGestures] = useState<Record<string, GestureInput>>({});
  const [at, setAt] = useState(0);
  const [shown, setShown] = useState(false);
  const set = (name: string, g: GestureInput) => setGestures((all) => ({ ...all, [name]: g }));

  if (mode === 'dealer')
    return (
      <section className="panel fg-entry" aria-label="The hands shown">
        <h2>What each hand showed</h2>
        {people.map((name) => (
          <GesturePicker
            key={name}
            player={name}
            players={players}
            onChange={(g) => set(name, g)}
          />
        ))}
        <div className="row">
          <button type="button" className="primary" onClick={() => onDone(gestures)}>
            Resolve the round
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </section>
    );

  const name = people[at]!;
  if (!shown)
    return (
      <section className="panel fg-entry fg-hidden" aria-label="Screen hidden">
        <h2>Pass the screen to {name}</h2>
        <p className="muted">
          {at === 0
            ? 'Each player picks a gesture in private.'
            : `${people[at - 1]}’s gesture is locked in and hidden.`}{' '}
          Nobody else looks.
        </p>
        <button type="button" className="primary" onClick={() => setShown(true)}>
          I am {name}: show my gestures
        </button>
        {at === 0 && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </section>
    );
  const last = at === people.length - 1;
  return (
    <section className="panel fg-entry" aria-label={`${name} chooses`}>
      <GesturePicker key={name} player={name} players={players} onChange={(g) => set(name, g)} />
      <button
        type="button"
        className="primary"
        onClick={() => {
          if (last) return onDone(gestures);
          setShown(false);
          setAt(at + 1);
        }}
      >
        Lock in {name}’s gesture
      </button>
    </section>
  );
}
