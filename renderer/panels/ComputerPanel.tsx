import { useEffect, useSyncExternalStore, useState } from 'react';
import {
  ALL_HUMAN,
  hasComputerPlayer,
  practiceSeatsRefusal,
  type Controller,
  type TableControl,
} from '../../engine/skirmish.ts';
import { ariaKeys, shownKey } from '../../common/keyMap.ts';
import type { Pace, TableComputer } from '../../common/computerTurns.ts';
import type { TableStore } from '../state/tableStore.ts';

const CONTROLLERS: readonly { value: Controller; label: string }[] = [
  { value: 'human', label: 'People' },
  { value: 'easy', label: 'Computer: easy' },
  { value: 'normal', label: 'Computer: normal' },
  { value: 'hard', label: 'Computer: hard' },
];

/**
 * A thought is said once it has lasted this long: the easy and normal levels answer in a
 * millisecond, and a line shown for each of their moves would only flicker.
 */
const THINKING_SHOWN_AFTER_MS = 300;

/** `value` once it has stayed the same for `ms`; null until then, and when it is null. */
function useLongerThan<T>(value: T | null, ms: number): T | null {
  const [lasted, setLasted] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setLasted(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  // The value that has lasted, while it is still the value: a new one waits its own time.
  return lasted !== null && lasted === value ? value : null;
}

/** A character's own choice, or none: it goes with its side. */
const AS_ITS_SIDE = 'side';

/**
 * Who plays each side, people or the computer at a level, and how fast the computer moves (issue
 * 14, item 2); under it, the computer's last move and why, so the table sees its reasons. With
 * both sides the computer's, the table plays itself (watch mode): Pause holds it, Next move plays
 * one move. Each character may be set apart from its side (an NPC the Dealer plays by hand).
 */
export function ComputerPanel({
  table,
  computer,
  onPace,
}: {
  table: TableStore;
  computer: TableComputer;
  /** Keeps the chosen pace for the next table (the settings). */
  onPace?: (pace: Pace) => void;
}) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const last = useSyncExternalStore(computer.lastMove.subscribe, computer.lastMove.get);
  const recent = useSyncExternalStore(computer.recentMoves.subscribe, computer.recentMoves.get);
  const calledOff = useSyncExternalStore(computer.calledOff.subscribe, computer.calledOff.get);
  const paused = useSyncExternalStore(computer.paused.subscribe, computer.paused.get);
  const holding = useSyncExternalStore(computer.holding.subscribe, computer.holding.get);
  const thinking = useSyncExternalStore(computer.thinking.subscribe, computer.thinking.get);
  const longThought = useLongerThan(thinking, THINKING_SHOWN_AFTER_MS);
  const readOnly = useSyncExternalStore(table.readOnly.subscribe, table.readOnly.get);
  const [pace, setPace] = useState<Pace>(computer.pace);
  const control = session.control ?? ALL_HUMAN;
  // The engine's word on whether the seats may change now (a practice keeps its own).
  const seatsFixed = practiceSeatsRefusal(session);
  const seatsLocked = readOnly !== null || seatsFixed !== null;
  const combatants = Object.values(session.current.combatants);
  const seated = hasComputerPlayer(control, combatants);
  const name = last ? (session.current.combatants[last.who]?.name ?? last.who) : null;
  const set = (next: TableControl) => table.setControl(next);
  const choose = (side: 'pc' | 'npc') => (
    <label>
      {side === 'pc' ? 'PCs' : 'NPCs'}{' '}
      <select
        value={control[side]}
        disabled={seatsLocked}
        aria-describedby={seatsFixed ? 'computer-seats-fixed' : undefined}
        onChange={(e) => set({ ...control, [side]: e.target.value as Controller })}
      >
        {CONTROLLERS.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="panel computer" aria-labelledby="computer-title">
      <h2 id="computer-title">Who plays</h2>
      <div className="computer-choices">
        {choose('pc')}
        {choose('npc')}
        <label>
          Pace{' '}
          <select
            value={pace}
            onChange={(e) => {
              const next = e.target.value as Pace;
              computer.setPace(next);
              setPace(next);
              onPace?.(next);
            }}
          >
            <option value="brisk">Brisk: a beat per move</option>
            <option value="instant">Instant</option>
            <option value="step">Step by step: Next move</option>
          </select>
        </label>
      </div>
      {seatsFixed && (
        <p id="computer-seats-fixed" className="muted small" data-testid="computer-seats-fixed">
          {seatsFixed}
        </p>
      )}
      <EachCharacter combatants={combatants} control={control} locked={seatsLocked} onSet={set} />
      {seated && (
        <div className="computer-buttons">
          <button
            type="button"
            aria-pressed={paused}
            aria-keyshortcuts={ariaKeys('computer-pause')}
            title={shownKey('computer-pause')}
            disabled={readOnly !== null}
            onClick={() => (paused ? computer.resume() : computer.pause())}
          >
            {paused ? 'Resume the computer' : 'Pause the computer'}
          </button>
          <button
            type="button"
            aria-keyshortcuts={ariaKeys('computer-step')}
            title={shownKey('computer-step')}
            disabled={!holding}
            onClick={() => computer.step()}
          >
            Next move
          </button>
        </div>
      )}
      <p className="muted small" role="status" data-testid="computer-why">
        {calledOff ??
          (last ? `${name} (${last.level}): ${last.why}` : 'The computer has not moved yet.')}
      </p>
      {recent.length > 1 && (
        <ol className="muted small computer-earlier" aria-label="The computer's moves before that">
          {recent
            .slice(0, -1)
            .reverse()
            .map((m) => (
              <li key={m.at}>
                {`${session.current.combatants[m.who]?.name ?? m.who} (${m.level}): ${m.why}`}
              </li>
            ))}
        </ol>
      )}
      <p className="muted small" data-testid="computer-thinking">
        {longThought
          ? `${session.current.combatants[longThought.who]?.name ?? longThought.who} (${longThought.level}) is thinking… Pause stops it.`
          : '\u00a0'}
      </p>
      {last?.fallback && (
        <p className="small" role="alert" data-testid="computer-fallback">
          {last.fallback}
        </p>
      )}
    </section>
  );
}

/** Each character's own controller, over its side's (an NPC the Dealer plays by hand). */
function EachCharacter({
  combatants,
  control,
  locked,
  onSet,
}: {
  combatants: readonly { id: string; name: string; side: 'pc' | 'npc' }[];
  control: TableControl;
  locked: boolean;
  onSet: (next: TableControl) => void;
}) {
  // Short, so the select's closed text fits the sidebar's column at 1920×1080.
  const sideWord = (side: 'pc' | 'npc') => (control[side] === 'human' ? 'people' : control[side]);
  return (
    <details className="computer-each">
      <summary>Each character</summary>
      {combatants.map((c) => (
        <label key={c.id}>
          {c.name}{' '}
          <select
            value={control.byId[c.id] ?? AS_ITS_SIDE}
            disabled={locked}
            onChange={(e) => {
              const byId = { ...control.byId };
              if (e.target.value === AS_ITS_SIDE) delete byId[c.id];
              else byId[c.id] = e.target.value as Controller;
              onSet({ ...control, byId });
            }}
          >
            <option value={AS_ITS_SIDE}>Its side: {sideWord(c.side)}</option>
            {CONTROLLERS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </details>
  );
}
