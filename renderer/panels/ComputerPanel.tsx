import { useSyncExternalStore, useState } from 'react';
import { ALL_HUMAN, type Controller } from '../../engine/index.ts';
import type { ComputerTurns, Pace } from '../state/computerTurns.ts';
import type { TableStore } from '../state/tableStore.ts';

const CONTROLLERS: readonly { value: Controller; label: string }[] = [
  { value: 'human', label: 'People' },
  { value: 'easy', label: 'Computer: easy' },
  { value: 'normal', label: 'Computer: normal' },
  { value: 'hard', label: 'Computer: hard' },
];

/**
 * Who plays each side, people or the computer at a level, and how fast the computer moves (issue
 * 14, item 2); under it, the computer's last move and why, so the table sees its reasons. With
 * both sides the computer's, the table plays itself (watch mode).
 */
export function ComputerPanel({ table, computer }: { table: TableStore; computer: ComputerTurns }) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const last = useSyncExternalStore(computer.lastMove.subscribe, computer.lastMove.get);
  const readOnly = useSyncExternalStore(table.readOnly.subscribe, table.readOnly.get);
  const [pace, setPace] = useState<Pace>(computer.pace);
  const control = session.control ?? ALL_HUMAN;
  const name = last ? (session.current.combatants[last.who]?.name ?? last.who) : null;
  const choose = (side: 'pc' | 'npc') => (
    <label>
      {side === 'pc' ? 'PCs' : 'NPCs'}{' '}
      <select
        value={control[side]}
        disabled={readOnly !== null}
        onChange={(e) => table.setControl({ ...control, [side]: e.target.value as Controller })}
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
            }}
          >
            <option value="brisk">Brisk: a beat per move</option>
            <option value="instant">Instant</option>
          </select>
        </label>
      </div>
      <p className="muted small" role="status" data-testid="computer-why">
        {last ? `${name} (${last.level}): ${last.why}` : 'The computer has not moved yet.'}
      </p>
      {last?.fallback && (
        <p className="small" role="alert" data-testid="computer-fallback">
          {last.fallback}
        </p>
      )}
    </section>
  );
}
