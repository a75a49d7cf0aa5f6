import { useState } from 'react';
import { MAX_BUNDLE_BYTES, type SaveRef } from '../../../engine/core.ts';
import type { Progress } from './bundleExport.ts';
import type { Asked, ConflictQuestion } from './bundleImport.ts';
import { KIND_WORDS } from './libraryKinds.ts';
import type { JobReport } from './useBundleJobs.ts';

/**
 * Export and import as one `.json` bundle (issue 13, item 8): the saves ticked in the list (and,
 * if asked, everything they use) go out as one file; a bundle comes in entry by entry, each name
 * the library already holds put to the Dealer first.
 */
export function BundlePanel({
  chosen,
  progress,
  question,
  report,
  onExport,
  onImport,
  onAnswer,
  onClearChoice,
}: {
  chosen: readonly SaveRef[];
  progress: Progress | null;
  question: ConflictQuestion | null;
  report: JobReport | null;
  onExport: (refs: readonly SaveRef[], withUses: boolean) => void;
  onImport: (file: File) => void;
  onAnswer: (asked: Asked) => void;
  onClearChoice: () => void;
}) {
  const [withUses, setWithUses] = useState(true);
  const busy = progress !== null || question !== null;
  return (
    <section className="panel bundle" aria-labelledby="bundle-title">
      <h2 id="bundle-title">Export and import</h2>
      <p className="muted">
        {chosen.length === 0
          ? 'Tick saves in the list to export them as one bundle.'
          : `${chosen.length} ticked for export.`}
      </p>
      <label className="toggle">
        <input type="checkbox" checked={withUses} onChange={(e) => setWithUses(e.target.checked)} />
        With everything they use (encounters, maps, images, characters)
      </label>
      <div className="row actions">
        <button
          type="button"
          disabled={busy || chosen.length === 0}
          onClick={() => onExport(chosen, withUses)}
        >
          Export bundle
        </button>
        {chosen.length > 0 && (
          <button type="button" className="quiet" onClick={onClearChoice}>
            Untick all
          </button>
        )}
      </div>
      <label className="file-pick">
        <span>Import a bundle (.json, up to {MAX_BUNDLE_BYTES / (1024 * 1024)} MB)</span>
        <input
          type="file"
          accept=".json,application/json"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onImport(file);
          }}
        />
      </label>
      {progress && (
        <div className="job-progress" role="status" aria-label="Bundle progress">
          <span>{progress.what}…</span>
          <progress max={Math.max(progress.total, 1)} value={progress.done} />
        </div>
      )}
      {question && <ConflictPrompt question={question} onAnswer={onAnswer} />}
      {report && <Report report={report} />}
    </section>
  );
}

/** The import's question for a name the library holds: nothing is overwritten without it. */
function ConflictPrompt({
  question,
  onAnswer,
}: {
  question: ConflictQuestion;
  onAnswer: (asked: Asked) => void;
}) {
  const [forAll, setForAll] = useState(false);
  return (
    <div className="prompt" role="group" aria-label="Name already in the library">
      <p>
        {cap(KIND_WORDS[question.kind].a)} {KIND_WORDS[question.kind].one} named “{question.name}”
        is already in the library.
      </p>
      <div className="row actions">
        <button type="button" autoFocus onClick={() => onAnswer({ answer: 'overwrite', forAll })}>
          Overwrite
        </button>
        <button type="button" onClick={() => onAnswer({ answer: 'keep-both', forAll })}>
          Keep both
        </button>
        <button type="button" onClick={() => onAnswer({ answer: 'skip', forAll })}>
          Skip
        </button>
      </div>
      {question.more > 0 && (
        <label className="toggle">
          <input type="checkbox" checked={forAll} onChange={(e) => setForAll(e.target.checked)} />
          The same for the {question.more} other{question.more === 1 ? '' : 's'} already there
        </label>
      )}
    </div>
  );
}

function Report({ report }: { report: JobReport }) {
  if (report.kind === 'refused')
    return (
      <p role="alert" className="error">
        {report.message}
      </p>
    );
  if (report.kind === 'exported')
    return (
      <div role="status" className="job-report">
        <p className="status">
          Exported {report.count} save{report.count === 1 ? '' : 's'} to {report.file}.
        </p>
        {report.missing.length > 0 && (
          <ul aria-label="Not found for the bundle">
            {report.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
    );
  const { imported, skipped, bad } = report.outcome;
  return (
    <div className="job-report">
      <p role="status" className="status">
        Imported {imported.length}
        {skipped.length > 0 ? `, skipped ${skipped.length}` : ''}
        {bad.length > 0 ? `, ${bad.length} not imported` : ''}.
      </p>
      {imported.length > 0 && (
        <ul aria-label="Imported">
          {imported.map((e) => (
            <li key={`${e.kind}:${e.name}`}>
              {KIND_WORDS[e.kind].one} “{e.name}”
              {e.from ? ` (kept beside “${e.from}”)` : e.overwrote ? ' (overwritten)' : ''}
            </li>
          ))}
        </ul>
      )}
      {bad.length > 0 && (
        <ul aria-label="Not imported" className="error">
          {bad.map((e, i) => (
            <li key={i}>
              {e.kind ? `${KIND_WORDS[e.kind].one} ` : ''}“{e.name}”: {e.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
