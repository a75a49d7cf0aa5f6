import { describeIssues } from '../../../engine/core.ts';
import {
  EMPTY_PRACTICE_RECORD,
  PRACTICE_RECORD_NAME,
  practiceRecordSchema,
  practiceTally,
  withPracticeResult,
  type PracticePlay,
  type PracticeRecord,
  type PracticeResult,
  type PracticeTally,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * The app's one practice record (issue 14, item 3), as the library holds it; a library without
 * one has played no practice yet, so it reads as empty. A record that does not read is said, in
 * words, rather than started afresh over it.
 */
export async function loadPracticeRecord(bridge: AppBridge): Promise<Read<PracticeRecord>> {
  const list = await bridge.listSaves({ kind: 'practice' });
  if (!list.ok) return { ok: false, reason: list.error.message };
  const entry = list.value.find((s) => s.name === PRACTICE_RECORD_NAME);
  if (!entry) return { ok: true, value: EMPTY_PRACTICE_RECORD };
  if (entry.problem)
    return { ok: false, reason: `the practice record does not read: ${entry.problem}` };
  const read = await bridge.loadSave({ kind: 'practice', name: PRACTICE_RECORD_NAME });
  if (!read.ok) return { ok: false, reason: read.error.message };
  const parsed = practiceRecordSchema.safeParse(read.value.data);
  if (!parsed.success)
    return {
      ok: false,
      reason: `the practice record does not read: ${describeIssues(parsed.error, 'data')}`,
    };
  return { ok: true, value: parsed.data };
}

/** What recording a practice's end came to: its map and level's tally after it. */
export interface Recorded {
  /** False when the record already held this practice (its table reloaded after the end). */
  added: boolean;
  tally: PracticeTally;
}

/**
 * Adds an ended practice to the record, once (engine withPracticeResult): read afresh, added, and
 * written back only when it changed, so a table reloaded after its end writes nothing.
 */
export async function recordPractice(
  bridge: AppBridge,
  play: PracticePlay,
  result: PracticeResult,
  at: Date,
): Promise<Read<Recorded>> {
  const loaded = await loadPracticeRecord(bridge);
  if (!loaded.ok) return loaded;
  const next = withPracticeResult(loaded.value, play, result, at.toISOString());
  if (next.added) {
    const saved = await bridge.writeSave({
      kind: 'practice',
      name: PRACTICE_RECORD_NAME,
      data: next.record,
      overwrite: true,
    });
    if (!saved.ok) return { ok: false, reason: saved.error.message };
  }
  return {
    ok: true,
    value: { added: next.added, tally: practiceTally(next.record, play.map, play.level) },
  };
}
