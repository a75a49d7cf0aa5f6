import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Session } from '../../engine/skirmish.ts';
import { logLines } from './logLines.ts';

/**
 * The table's log: every line the current state's actions wrote, oldest first, all of it. It is
 * the session's own record (one list of events per logged action), so an undo takes its lines
 * away, and a resumed session shows what it showed before. A session saved under older rules
 * opens with what changed (its notes). It scrolls, and follows the newest line unless the reader
 * has scrolled back to read.
 */
export function LogPanel({ session }: { session: Session }) {
  const { notes, events } = session;
  const lines = useMemo(() => logLines({ notes, events }), [notes, events]);
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <ol
      ref={list}
      className="log"
      aria-label="What happened"
      aria-live="polite"
      tabIndex={0}
      data-testid="log"
      onScroll={(e) => {
        const el = e.currentTarget;
        following.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
      }}
    >
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ol>
  );
}
