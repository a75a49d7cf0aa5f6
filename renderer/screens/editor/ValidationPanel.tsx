import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type Square } from '../../../engine/core.ts';
import { mapErrors, mapWarnings } from '../../../engine/skirmish.ts';
import type { EditorStore } from './editorStore.ts';
import { settledMap } from './settledMap.ts';
import { findingSelection, shownFindings } from './validationList.ts';

/**
 * Live validation (issue 12, item 4): the engine's errors, then its warnings, for the map as it
 * is after every edit, each in the engine's words. A click marks the finding's squares on the
 * board, selects what it names and brings it into sight. The errors are those playableMap turns
 * into the reason "Play this map" states (EditorStatus), so this list and that line agree: the
 * map plays when there are no errors, and the panel says so when there is nothing at all. The
 * warnings, costly on a big map, follow the map between drags (settledMap.ts): a stroke's warnings
 * show when it ends, its errors at once.
 */
export function ValidationPanel({
  editor,
  showSquares,
}: {
  editor: EditorStore;
  /** Brings squares into sight on the board (Board.showSquares), when there is a board. */
  showSquares: (squares: readonly Square[]) => void;
}) {
  const history = useSyncExternalStore(editor.history.subscribe, editor.history.get);
  const map = history.present;
  // Errors live, as "Play this map" states them; the costlier warnings once a drag is done.
  const settled = useSyncExternalStore(editor.history.subscribe, () => settledMap(editor));
  const errors = useMemo(() => mapErrors(map), [map]);
  const warnings = useMemo(() => mapWarnings(settled), [settled]);
  const validation = useMemo(() => ({ errors, warnings }), [errors, warnings]);
  const findings = shownFindings(validation);
  const flagged = useSyncExternalStore(editor.flagged.subscribe, editor.flagged.get);
  const [clicked, setClicked] = useState<{ key: string; squares: readonly Square[] } | null>(null);
  const standing = clicked !== null && findings.some((f) => f.key === clicked.key);
  // The pressed finding is the one whose marks are on the board, while it stands.
  const current = standing && clicked.squares === flagged ? clicked.key : null;

  // A fixed finding takes its marks with it: flagged squares of a finding no longer there lie.
  useEffect(() => {
    if (clicked !== null && !standing && editor.flagged.get() === clicked.squares)
      editor.flagged.set([]);
  }, [clicked, standing, editor]);

  const errorCount = errors.length;
  const warningCount = warnings.length;
  return (
    <section className="panel validation" aria-labelledby="validation-title">
      <h2 id="validation-title">Map check</h2>
      {findings.length === 0 ? (
        <p className="report" role="status" data-testid="validation-summary">
          No errors or warnings: the map is ready to play.
        </p>
      ) : (
        <>
          <p
            className={errorCount > 0 ? 'refusal' : 'report'}
            role="status"
            data-testid="validation-summary"
          >
            {count(errorCount, 'error')}, {count(warningCount, 'warning')}
            {errorCount > 0
              ? ': the map can be saved but not played until the errors are fixed.'
              : ': the map can be played.'}
          </p>
          <ul className="findings">
            {findings.map(({ key, severity, finding }) => (
              <li key={key} className={severity}>
                <button
                  type="button"
                  className="finding"
                  aria-pressed={key === current}
                  onClick={() => {
                    setClicked({ key, squares: finding.squares });
                    editor.flagged.set(finding.squares);
                    editor.select(findingSelection(map, finding));
                    showSquares(finding.squares);
                  }}
                >
                  <span className="finding-kind">{severity === 'error' ? 'Error' : 'Warning'}</span>{' '}
                  {sentence(finding.message)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** The engine's findings are sentences without their full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
