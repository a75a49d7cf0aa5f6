/**
 * The autosave of a skirmish: its name, and the write each autosave makes. In common/ because
 * both sides write it: the table room on the host, which autosaves each decision before it
 * acknowledges it (issue 38), and the window, for a table no room holds and for what it kept as
 * the page went (unsavedStash.ts). Pure: the write itself is the caller's (the save API's
 * writeSave, over the bridge or in the host's own process).
 */
import { sessionToSave, type Session } from '../engine/skirmish.ts';

/** Every table writes its own autosave as it goes; Sessions lists them all. */
export const AUTOSAVE_PREFIX = 'Autosave – ';
/** The store's limit on a save name (electron/store/saveNames.ts). */
const MAX_NAME_LENGTH = 100;

/**
 * The autosave of a table started on a map at a time: "Autosave – Dusty Crossing – 2025-06-01
 * 20:14:05". One per table, so starting another (a map loaded, the app reopened) never overwrites
 * the autosave of the game before it. Made a valid save name whatever the map is called.
 */
export function autosaveName(mapName: string | undefined, startedAt: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const when =
    `${startedAt.getFullYear()}-${two(startedAt.getMonth() + 1)}-${two(startedAt.getDate())} ` +
    `${two(startedAt.getHours())}:${two(startedAt.getMinutes())}:${two(startedAt.getSeconds())}`;
  // Room for " (50)", should two tables start in the same second.
  const room = MAX_NAME_LENGTH - AUTOSAVE_PREFIX.length - ` – ${when}`.length - 5;
  const title =
    (mapName ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .replace(/[/\\]/g, '-')
      .replace(/\.{2,}/g, '.')
      .trim()
      .slice(0, room)
      .trim() || 'Untitled map';
  return `${AUTOSAVE_PREFIX}${title} – ${when}`;
}

export function isAutosaveName(name: string): boolean {
  return name.startsWith(AUTOSAVE_PREFIX);
}

/** The save API's writeSave of a session, as the writer calls it (electron/contract.ts). */
export interface SessionWriteCall {
  kind: 'session';
  name: string;
  data: unknown;
  overwrite: boolean;
  startHash?: string;
  owner?: string;
}

/** What writeSave answers: the name written (and the start's hash), or a refusal in words. */
export type SessionWriteResult =
  | { ok: true; value: { name: string; startHash?: string | undefined } }
  | { ok: false; error: { code: string; message: string } };

/** Whoever writes a save: the window's bridge, or the host's own handlers. */
export interface SessionWriter<R extends SessionWriteResult = SessionWriteResult> {
  writeSave(call: SessionWriteCall): Promise<R>;
}

/** One autosave write of a session, and the host's answer. */
export type AutosaveWriter<R extends SessionWriteResult = SessionWriteResult> = (
  session: Session,
) => Promise<R>;

export interface AutosaveOptions {
  /** The table was resumed from the save `name`, and goes on writing to it. */
  resumed?: boolean;
  /**
   * The window writing (its lease's owner, tableSeat.ts): the store refuses the write if another
   * window has taken the session over, rather than let two windows overwrite each other.
   */
  owner?: string;
  /**
   * The save the table writes to, shared with whoever renames it: null until the first write
   * claims a name. Set to the new name when the session is renamed, so that the next write goes
   * there and does not bring the old name back.
   */
  target?: { get(): string | null; set(name: string | null): void };
  /**
   * Whether the save `name`, found taken as a new table claims it, is this table's own: an
   * earlier copy of it (isEarlierCopy) written by another writer of the same table (the table
   * room, or the window as its page went). It is then written over, not copied as "(2)".
   */
  ownsEarlier?: (name: string, session: Session) => Promise<boolean>;
}

/**
 * Whether `saved` is an earlier copy of the table `ours`: the same start, and a log that ours goes
 * on from. Both as a load reads them (sessionFromSave), so defaults filled in compare equal.
 */
export function isEarlierCopy(saved: Session, ours: Session): boolean {
  return (
    saved.log.length <= ours.log.length &&
    canonicalJson(sessionToSave(saved).start) === canonicalJson(sessionToSave(ours).start) &&
    saved.log.every((action, i) => canonicalJson(action) === canonicalJson(ours.log[i]))
  );
}

/** JSON with every object's keys in order: two copies of one value compare equal as text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * The write each autosave makes: the whole session (its start and its log) as one document, under
 * the table's own name. A new table claims its name with its first write, never overwriting
 * another's (two tables started in the same second get "… (2)"); a resumed one (`resumed`) goes on
 * writing to the autosave it came from. Kept apart from the timing of the writes, so that the
 * autosave-200 benchmark times this very call.
 *
 * A session's start state (its map, the cast as they began) does not change while the table
 * plays, and on a big map it is most of the document. So once the host holds it, later writes
 * leave it out and name it by the hash the host answered: the store writes the whole document
 * still, with the start it validated. A start the host does not hold (it was restarted) is sent
 * whole again.
 */
export function autosaveWriter<R extends SessionWriteResult>(
  writer: SessionWriter<R>,
  name: string,
  { resumed = false, owner, target, ownsEarlier }: AutosaveOptions = {},
): AutosaveWriter<R> {
  const savedTo = target ?? holder();
  if (resumed) savedTo.set(name);
  const who = owner === undefined ? {} : { owner };
  /** The start the host holds for this table, and the hash it named it by. */
  let held: { start: Session['start']; hash: string } | null = null;
  const writeWhole = async (session: Session): Promise<R> => {
    const data = sessionToSave(session);
    const savedAs = savedTo.get();
    if (savedAs !== null)
      return writer.writeSave({ kind: 'session', name: savedAs, data, overwrite: true, ...who });
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${name} (${n})`;
      const result = await writer.writeSave({
        kind: 'session',
        name: candidate,
        data,
        overwrite: false,
        ...who,
      });
      if (
        !result.ok &&
        result.error.code === 'exists' &&
        (await ownsEarlier?.(candidate, session))
      ) {
        savedTo.set(candidate);
        return writer.writeSave({
          kind: 'session',
          name: candidate,
          data,
          overwrite: true,
          ...who,
        });
      }
      if (!result.ok && result.error.code === 'exists' && n < 50) continue;
      if (result.ok) savedTo.set(result.value.name);
      return result;
    }
  };
  return async (session) => {
    const savedAs = savedTo.get();
    if (savedAs !== null && held?.start === session.start) {
      // Every field but the start, so that none added to a save is ever left out.
      const data: Partial<ReturnType<typeof sessionToSave>> = sessionToSave(session);
      delete data.start;
      const result = await writer.writeSave({
        kind: 'session',
        name: savedAs,
        data,
        startHash: held.hash,
        overwrite: true,
        ...who,
      });
      if (result.ok || result.error.code !== 'start_unknown') return result;
    }
    const result = await writeWhole(session);
    held =
      result.ok && result.value.startHash !== undefined
        ? { start: session.start, hash: result.value.startHash }
        : null;
    return result;
  };
}

/** A name held by the writer alone, when no one else follows it. */
function holder(): { get(): string | null; set(name: string | null): void } {
  let name: string | null = null;
  return {
    get: () => name,
    set: (next) => void (name = next),
  };
}
