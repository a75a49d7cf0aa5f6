import {
  encounterContext,
  replaySession,
  stateAfter,
  type Session,
} from '../../engine/skirmish.ts';

/**
 * The session as it stood after its first `at` actions, to look at: its state replayed from the
 * nearest checkpoint (stateAfter), its log and words cut there. Nothing of the game is changed,
 * and nothing here can be played on (the replay's table is read-only); "play from here" makes a
 * session of its own with forkAt.
 */
export function sessionAt(session: Session, at: number): Session {
  if (at >= session.log.length) return session;
  return {
    ...session,
    log: session.log.slice(0, at),
    events: session.events.slice(0, at),
    undone: [],
    current: stateAfter(session, at),
    decisions: session.decisions.filter((d) => d < at),
    checkpoints: session.checkpoints.filter((c) => c.at <= at),
  };
}

/**
 * A new session that starts as this one did and has its first `at` actions: what "play from here"
 * plays on. Replayed in full, so its checkpoints and decisions are its own; nothing to redo. It
 * plays for what the session played for: its campaign encounter (its end still writes back), who
 * plays whom (the computer's characters stay the computer's), and its practice (counted once).
 */
export function forkAt(session: Session, at: number): Session {
  const fork = replaySession(session.start, session.log.slice(0, Math.min(at, session.log.length)));
  return {
    ...fork,
    ...(session.campaign ? { campaign: session.campaign } : {}),
    ...(session.control ? { control: session.control } : {}),
    ...(session.practice ? { practice: session.practice } : {}),
  };
}

/** Where a point of the log is, in the table's words: "Round 2 · action 14 of 30". */
export function replayPlace(shown: Session, total: number): string {
  const round = encounterContext(shown.current).round;
  return `Round ${round} · action ${shown.log.length} of ${total}`;
}

/** The name of a session forked from `from` after its action `at`. */
export function forkName(from: string | null, at: number): string {
  // The store's limit is 100 characters; room is left for " (50)", should the name be taken.
  const suffix = ` – from action ${at}`;
  const base = (from ?? 'Untitled session').replace(/ – from action \d+( \(\d+\))?$/, '');
  return `${base.slice(0, 100 - suffix.length - 5).trim()}${suffix}`;
}
