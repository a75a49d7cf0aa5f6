/**
 * How the TV plays an attack's steps (issue 40, item 2): the table sees each line, in order, at a
 * pace it can read. With auto-advance on, the whole attack resolves at once, and the public view
 * jumps from its first line to its last; the TV lets the lines in one at a time, `stepMs` apart.
 * The next action (the turn moving on) shows the rest at once, and once the turn is over the
 * attack folds to its last line.
 */
export interface Playback {
  /** The attack played: its attacker and target (null: none). */
  readonly key: string | null;
  /** How many of its lines are let in so far. */
  readonly shown: number;
  /** How many lines it had at the last look: fewer now is another attack (or an undo). */
  readonly total: number;
  /** The turn's step when the lines last grew: a step since is the next action. */
  readonly phase: string | null;
  /** The turn the attack was made in ("round:acting"): another turn folds it. */
  readonly turn: string;
}

/** What the TV sees of the table now, as far as the attack's playback goes. */
export interface PlaybackSeen {
  key: string | null;
  total: number;
  phase: string | null;
  turn: string;
}

/**
 * The playback after the view changed. A TV that joins (no playback before) shows the attack as
 * it stands; a new attack starts at its first line when paced; more lines of the same attack wait
 * to be let in (stepPlayback's tick) unless the turn's step moved on since.
 */
export function playbackAfter(
  before: Playback | null,
  seen: PlaybackSeen,
  paced: boolean,
): Playback {
  const { key, total, phase, turn } = seen;
  if (before === null || !paced) return { key, shown: total, total, phase, turn };
  const another = key !== before.key || total < before.total;
  if (another) return { key, shown: Math.min(total, 1), total, phase, turn };
  if (phase !== before.phase && total === before.total)
    return { ...before, shown: total, phase, total };
  return { ...before, shown: Math.min(before.shown, total), total, phase };
}

/** One more line let in, up to the attack's lines. */
export function playbackTick(playback: Playback): Playback {
  return { ...playback, shown: Math.min(playback.total, playback.shown + 1) };
}

/** Whether the attack belongs to a turn before this one: shown folded to its last line. */
export function playbackFolded(playback: Playback, turn: string): boolean {
  return playback.key !== null && playback.turn !== turn;
}
