import type { PracticeRecord } from '../../../engine/skirmish.ts';
import { PracticeRecordTable } from './PracticeRecordTable.tsx';

/** The practice record below the set-up: the table once read, or why it cannot be. */
export function PracticeRecordSection({
  record,
  recordProblem,
}: {
  record: PracticeRecord | null;
  recordProblem: string | null;
}) {
  return (
    <section
      className="panel practice-panel practice-record"
      aria-labelledby="practice-record-title"
    >
      <h2 id="practice-record-title">Your record</h2>
      {recordProblem ? (
        <p role="alert" className="error">
          {recordProblem}
        </p>
      ) : record ? (
        <PracticeRecordTable record={record} />
      ) : (
        <p className="muted">Reading the record…</p>
      )}
    </section>
  );
}
