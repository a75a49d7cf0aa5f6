import { useCallback, useRef, useState } from 'react';
import type { SaveRef } from '../../../engine/core.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import {
  bundleBlob,
  bundleFileName,
  collectForBundle,
  downloadBlob,
  type Progress,
} from './bundleExport.ts';
import {
  importBundle,
  type Asked,
  type ConflictQuestion,
  type ImportOutcome,
} from './bundleImport.ts';

/** What the last export or import came to, as the Library shows it. */
export type JobReport =
  | { kind: 'exported'; count: number; file: string; missing: string[] }
  | { kind: 'imported'; outcome: ImportOutcome }
  | { kind: 'refused'; message: string };

/**
 * The Library's bundle jobs (issue 13, item 8): one export or import at a time, its progress, the
 * question an import waits on (a name the library holds), and what it came to.
 */
export function useBundleJobs(bridge: AppBridge, owner: string, onChanged: () => void) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [question, setQuestion] = useState<ConflictQuestion | null>(null);
  const [report, setReport] = useState<JobReport | null>(null);
  const answerRef = useRef<((asked: Asked) => void) | null>(null);

  const exportRefs = useCallback(
    async (refs: readonly SaveRef[], withUses: boolean) => {
      setReport(null);
      setProgress({ done: 0, total: refs.length, what: 'Reading the saves' });
      try {
        const collected = await collectForBundle(bridge, refs, withUses, setProgress);
        if (!collected.ok) return setReport({ kind: 'refused', message: collected.message });
        setProgress({ done: 1, total: 1, what: 'Writing the file' });
        const made = bundleBlob(collected.docs, new Date());
        if (!made.ok) return setReport({ kind: 'refused', message: made.message });
        const file = bundleFileName(refs[0]?.name);
        downloadBlob(made.blob, file);
        setReport({
          kind: 'exported',
          count: collected.docs.length,
          file,
          missing: collected.missing,
        });
      } finally {
        setProgress(null);
      }
    },
    [bridge],
  );

  const importFile = useCallback(
    async (file: File) => {
      setReport(null);
      try {
        const done = await importBundle(bridge, file, {
          owner,
          onProgress: setProgress,
          ask: (q) =>
            new Promise<Asked>((resolve) => {
              answerRef.current = resolve;
              setQuestion(q);
            }),
        });
        setReport(
          done.ok
            ? { kind: 'imported', outcome: done.outcome }
            : { kind: 'refused', message: done.message },
        );
      } finally {
        setProgress(null);
        setQuestion(null);
        onChanged();
      }
    },
    [bridge, owner, onChanged],
  );

  const answer = useCallback((asked: Asked) => {
    const resolve = answerRef.current;
    answerRef.current = null;
    setQuestion(null);
    resolve?.(asked);
  }, []);

  return { progress, question, report, exportRefs, importFile, answer };
}
