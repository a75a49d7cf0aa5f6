import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildChoices, characterSchema, DEFAULT_RULES_OPTIONS } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { BuildForm } from './BuildForm.tsx';
import { CharacterSheet } from './CharacterSheet.tsx';
import {
  change,
  newDraft,
  redoDraft,
  startHistory,
  toSave,
  undoDraft,
  verdictOf,
  type DraftHistory,
} from './characterDraft.ts';
import { CharacterList, type SavedCharacter } from './CharacterList.tsx';
import { VerdictPanel } from './VerdictPanel.tsx';
import './builder.css';

/** The builder works to the ledger's defaults: a character is built before any table's rules. */
const OPTIONS = DEFAULT_RULES_OPTIONS;

/**
 * Issue 13, item 1: the character builder. A character from the library (kind `character`) or a
 * new one, built with validateBuild's verdict live beside the form, saved back to the library
 * (a draft if the build is not valid yet), and printed as a sheet.
 */
export function BuilderScreen({
  bridge,
  opening = null,
  onBack,
}: {
  bridge: AppBridge;
  /** A library character to open at once (the Library's list of characters), if any. */
  opening?: string | null;
  onBack: () => void;
}) {
  const [history, setHistory] = useState<DraftHistory>(() => startHistory(newDraft()));
  const [saved, setSaved] = useState<SavedCharacter[]>([]);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const [confirmOverwrite, setConfirmOverwrite] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const draft = history.present;
  const choices = useMemo(() => buildChoices(draft.class, OPTIONS), [draft.class]);
  const priced = useMemo(() => verdictOf(draft, OPTIONS), [draft]);
  const verdict = priced.ok ? priced.verdict : null;

  const show = useCallback((read: Awaited<ReturnType<typeof readCharacters>>) => {
    if (read.ok) setSaved(read.rows);
    else setError(read.error);
  }, []);
  const refresh = useCallback(async () => show(await readCharacters(bridge)), [bridge, show]);

  useDraftUndoKeys(setHistory);

  useEffect(() => {
    let live = true;
    void readCharacters(bridge).then((read) => {
      if (!live) return;
      show(read);
      const asked = read.ok ? read.rows.find((r) => r.name === opening && r.character) : null;
      if (asked?.character) {
        setHistory(startHistory(asked.character));
        setSavedAs(asked.name);
      }
    });
    return () => {
      live = false;
    };
  }, [bridge, show, opening]);

  const edit = (next: typeof draft, typing?: string) => {
    setHistory((h) => change(h, next, typing ?? null));
    setConfirmOverwrite(false);
    // A save's word is about the build as saved; after a change it would mislead.
    setStatus(null);
  };

  async function save(overwrite: boolean) {
    const out = toSave(draft);
    setStatus(null);
    if (!out.ok) return setError(`Not saved: ${out.reason}`);
    setBusy(true);
    setError(null);
    try {
      const name = out.character.name;
      const result = await bridge.writeSave({
        kind: 'character',
        name,
        data: out.character,
        overwrite: overwrite || savedAs === name,
      });
      if (!result.ok) {
        if (result.error.code === 'exists') setConfirmOverwrite(true);
        return setError(result.error.message);
      }
      setConfirmOverwrite(false);
      setSavedAs(result.value.name);
      setStatus(savedWords(result.value.name, verdict?.valid === true));
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  function open(row: SavedCharacter) {
    if (!row.character) return;
    setHistory(startHistory(row.character));
    setSavedAs(row.name);
    setError(null);
    setStatus(`Opened “${row.name}”.`);
  }

  async function print() {
    if (bridge.transport !== 'ipc') return window.print();
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const printed = await printedSheet(bridge, draft.name.trim() || 'Character');
      if ('error' in printed) setError(printed.error);
      else setStatus(printed.status);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="app builder-screen">
      <header className="topbar">
        <button type="button" className="quiet" onClick={onBack}>
          ← Start
        </button>
        <h1>Characters</h1>
        <BuilderActions
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          busy={busy}
          onUndo={() => setHistory(undoDraft)}
          onRedo={() => setHistory(redoDraft)}
          onSave={() => void save(false)}
          onPrint={() => void print()}
        />
      </header>
      <BuilderMessages
        error={error}
        status={status}
        confirmOverwrite={confirmOverwrite}
        busy={busy}
        onReplace={() => void save(true)}
        onCancel={() => setConfirmOverwrite(false)}
      />
      <main className="builder-main">
        <CharacterList
          rows={saved}
          current={savedAs}
          onOpen={open}
          onNew={() => {
            setHistory(startHistory(newDraft()));
            setSavedAs(null);
            setStatus(null);
            setError(null);
          }}
        />
        <BuildForm draft={draft} choices={choices} onChange={edit} />
        <div className="builder-side">
          <VerdictPanel verdict={verdict} unpriced={priced.ok ? null : priced.reason} />
          <CharacterSheet draft={draft} verdict={verdict} choices={choices} />
        </div>
      </main>
    </div>
  );
}

/**
 * Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) anywhere on the screen, focus in a field or not: the form's
 * fields are the draft's, so the draft's history is their undo.
 */
function useDraftUndoKeys(setHistory: (step: (h: DraftHistory) => DraftHistory) => void): void {
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) setHistory(undoDraft);
      else if ((key === 'z' && e.shiftKey) || key === 'y') setHistory(redoDraft);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setHistory]);
}

/**
 * Electron prints the sheet to a PDF the Dealer saves (electron/sheetPdf.ts); a browser prints
 * through its own dialog, which saves a PDF too. The sheet's print CSS decides the page.
 */
async function printedSheet(
  bridge: AppBridge,
  name: string,
): Promise<{ error: string } | { status: string | null }> {
  const printed = await bridge.printSheet({ name });
  if (!printed.ok) return { error: `Not printed: ${printed.error.message}` };
  return { status: printed.value.path ? `The sheet is saved as ${printed.value.path}.` : null };
}

/** What a save says: a build with problems is kept as a draft, which cannot be seated yet. */
function savedWords(name: string, valid: boolean): string {
  return valid
    ? `Saved “${name}” to the library.`
    : `Saved “${name}” as a draft: it cannot be seated until its problems are fixed.`;
}

/** Undo, redo, save and print: the builder's top bar. */
function BuilderActions({
  canUndo,
  canRedo,
  busy,
  onUndo,
  onRedo,
  onSave,
  onPrint,
}: {
  canUndo: boolean;
  canRedo: boolean;
  busy: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onPrint: () => void;
}) {
  return (
    <div className="row builder-actions">
      <button type="button" disabled={!canUndo} onClick={onUndo} title="Ctrl+Z">
        Undo
      </button>
      <button type="button" disabled={!canRedo} onClick={onRedo} title="Ctrl+Shift+Z">
        Redo
      </button>
      <button type="button" disabled={busy} onClick={onSave}>
        Save to the library
      </button>
      <button type="button" disabled={busy} onClick={onPrint}>
        Print the sheet
      </button>
    </div>
  );
}

/** What the last save or print said, and the prompt to replace a character of the same name. */
function BuilderMessages({
  error,
  status,
  confirmOverwrite,
  busy,
  onReplace,
  onCancel,
}: {
  error: string | null;
  status: string | null;
  confirmOverwrite: boolean;
  busy: boolean;
  onReplace: () => void;
  onCancel: () => void;
}) {
  if (!error && !status) return null;
  return (
    <div className="builder-messages">
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {confirmOverwrite && (
        <div className="prompt" role="group" aria-label="Replace the saved character">
          <button type="button" disabled={busy} onClick={onReplace}>
            Replace it
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
      {status && (
        <p role="status" className="status" data-testid="builder-status">
          {status}
        </p>
      )}
    </div>
  );
}

/** The library's characters, each judged by validateBuild (B6) so a draft reads as one. */
async function readCharacters(
  bridge: AppBridge,
): Promise<{ ok: true; rows: SavedCharacter[] } | { ok: false; error: string }> {
  const list = await bridge.listSaves({ kind: 'character' });
  if (!list.ok) return { ok: false, error: list.error.message };
  const rows: SavedCharacter[] = [];
  for (const entry of list.value) {
    if (entry.problem) {
      rows.push({ name: entry.name, problem: entry.problem, valid: false });
      continue;
    }
    const read = await bridge.loadSave({ kind: 'character', name: entry.name });
    const parsed = read.ok ? characterSchema.safeParse(read.value.data) : null;
    if (!parsed?.success) {
      rows.push({
        name: entry.name,
        problem: read.ok ? 'not a character this version can open' : read.error.message,
        valid: false,
      });
      continue;
    }
    const judged = verdictOf(parsed.data, OPTIONS);
    rows.push({
      name: entry.name,
      character: parsed.data,
      valid: judged.ok && judged.verdict.valid,
    });
  }
  return { ok: true, rows };
}
