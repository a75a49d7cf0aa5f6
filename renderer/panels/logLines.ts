import type { Session } from '../../engine/skirmish.ts';

export interface LogLine {
  key: string;
  text: string;
}

/**
 * The lines of the table's log, oldest first: what a newer version changed in the rules a session
 * was saved under (its notes, issue 36), then every line each logged action wrote.
 */
export function logLines(session: Pick<Session, 'notes' | 'events'>): LogLine[] {
  return [
    ...(session.notes ?? []).map((text, i) => ({ key: `note.${i}`, text })),
    ...session.events.flatMap((events, action) =>
      events.map((event, i) => ({ key: `${action}.${i}`, text: event.text })),
    ),
  ];
}
