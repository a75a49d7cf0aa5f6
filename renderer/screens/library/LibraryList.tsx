import { useState } from 'react';
import { refKey } from '../../../engine/core.ts';
import type { MethodOutput } from '../../../electron/contract.ts';
import { KIND_WORDS } from './libraryKinds.ts';

export type Summary = MethodOutput<'listSaves'>[number];

/**
 * How many rows are drawn at once. Thousands of saves are listed a page at a time rather than all:
 * each row is a few focusable controls, and 3,000 of them would make every keystroke of the
 * search re-render them all.
 */
export const PAGE_ROWS = 100;

/**
 * The saves found, a page at a time (a new search or tab is a new list, keyed by it, so it starts
 * again at the first page): each a button that shows its details and a tick for export.
 * A save the store cannot read is listed with its problem, so it is not silently missing.
 */
export function LibraryList({
  found,
  showKind,
  current,
  ticked,
  onShow,
  onTick,
}: {
  found: readonly Summary[];
  showKind: boolean;
  current: string | null;
  ticked: ReadonlySet<string>;
  onShow: (entry: Summary) => void;
  onTick: (entry: Summary, on: boolean) => void;
}) {
  const [shown, setShown] = useState(PAGE_ROWS);
  if (found.length === 0) return <p className="empty">Nothing here matches.</p>;
  const rows = found.slice(0, shown);
  return (
    <>
      <ul className="save-list library-list" aria-label="Saves found">
        {rows.map((s) => {
          const key = refKey(s);
          return (
            <li key={key} className={s.problem ? 'problem' : undefined}>
              <input
                type="checkbox"
                aria-label={`Tick ${s.name} for export`}
                checked={ticked.has(key)}
                disabled={s.problem !== undefined}
                onChange={(e) => onTick(s, e.target.checked)}
              />
              <button
                type="button"
                className="entry-name"
                aria-pressed={current === key}
                onClick={() => onShow(s)}
                title={s.problem ?? `Saved ${new Date(s.savedAt).toLocaleString()}`}
              >
                {s.problem ? '⚠ ' : ''}
                {s.name}
              </button>
              {showKind && <span className="entry-kind">{KIND_WORDS[s.kind].one}</span>}
            </li>
          );
        })}
      </ul>
      {found.length > shown && (
        <button type="button" className="quiet" onClick={() => setShown((n) => n + PAGE_ROWS)}>
          Show {Math.min(PAGE_ROWS, found.length - shown)} more ({found.length - shown} not shown)
        </button>
      )}
    </>
  );
}
