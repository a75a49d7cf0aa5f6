import type { Session } from '../../engine/skirmish.ts';
import type { CallError } from '../../electron/contract.ts';
import type { AutosaveOptions } from '../../common/autosaveWriter.ts';

/** Where the room autosaves the table: the window's autosave says it (autosave.ts). */
export interface RoomSaveTarget {
  /** The name a new table claims with its first write. */
  name: string;
  /** The save written to: the resumed one, or the one claimed; null until a write claims it. */
  target: NonNullable<AutosaveOptions['target']>;
  /** The window whose lease the writes are checked against. */
  owner?: string;
}

/** What the room said of a write: the session written and its save, or the store's refusal. */
export type RoomSaveReport =
  { ok: true; session: Session; name: string } | { ok: false; error: CallError };

/** Who writes the table's autosave: not known yet, the table room, or the window itself. */
type Writer = 'pending' | 'room' | 'self';

/**
 * Where the Dealer's window and the table room meet over the autosave (issue 38, item 3: the room
 * autosaves each decision before it acknowledges it). The window's autosave (autosave.ts) says
 * where to write; the mirror (tableMirror.ts) passes that on as it opens the game on the table,
 * and tells what the room answered of each write. A host with no room (hostTable 'unsupported')
 * leaves the writing to the window, as before the room.
 *
 * Sessions are matched by identity: the mirror numbers each session of the window's table as it
 * follows it (`followed`), so a wait for one is over once the room wrote it or any after it.
 */
export class RoomSaving {
  private writer: Writer = 'self';
  private saveTo: RoomSaveTarget | null = null;
  private readonly order = new WeakMap<Session, number>();
  private count = 0;
  private confirmedUpTo = 0;
  /** What the room said last of a write that went through. */
  private lastSaved: RoomSaveReport | null = null;
  private closed = false;
  private readonly writerKnown: (() => void)[] = [];
  private waits: { upTo: number; done: (report: RoomSaveReport | null) => void }[] = [];
  private readonly listeners = new Set<(report: RoomSaveReport) => void>();

  // The window's side.

  /** The window's autosave names where the room writes. */
  writeTo(target: RoomSaveTarget): void {
    this.saveTo = target;
  }

  /** Whether the room writes (true), or the window must (false): known once the mirror opened. */
  async roomWrites(): Promise<boolean> {
    while (this.writer === 'pending') await new Promise<void>((r) => this.writerKnown.push(r));
    return this.writer === 'room';
  }

  /**
   * Resolves once the room has written `session` or a session after it (the report), or said it
   * could not (a refusal); null when the table closed first, or the session is none it follows.
   */
  written(session: Session): Promise<RoomSaveReport | null> {
    const upTo = this.order.get(session);
    if (upTo === undefined) return Promise.resolve(null);
    if (upTo <= this.confirmedUpTo) return Promise.resolve(this.lastSaved);
    if (this.closed) return Promise.resolve(null);
    return new Promise((done) => this.waits.push({ upTo, done }));
  }

  /** Hears every report: the autosave's status follows them. */
  onReport(listener: (report: RoomSaveReport) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // The mirror's side.

  /** Where the room should write, as the mirror opens the game on the table (null: nowhere). */
  target(): { name: string; claimed: boolean; owner?: string } | null {
    if (!this.saveTo) return null;
    const { name, target, owner } = this.saveTo;
    const claimed = target.get();
    return { name: claimed ?? name, claimed: claimed !== null, ...(owner ? { owner } : {}) };
  }

  /** A mirror follows the table: who writes is known once it has opened the game. */
  begin(): void {
    this.closed = false;
    this.setWriter('pending');
  }

  /** The room opened the game, and writes it from now on. */
  roomHolds(): void {
    this.setWriter('room');
  }

  /** The host has no room: the window writes its autosave itself. */
  noRoom(): void {
    this.setWriter('self');
  }

  /** The window's table moved to `session`. */
  followed(session: Session): void {
    if (!this.order.has(session)) this.order.set(session, ++this.count);
  }

  /** The room wrote `session` to the save `name`. */
  saved(session: Session, name: string): void {
    const at = this.order.get(session) ?? 0;
    this.confirmedUpTo = Math.max(this.confirmedUpTo, at);
    if (this.saveTo && this.saveTo.target.get() !== name) this.saveTo.target.set(name);
    this.lastSaved = { ok: true, session, name };
    this.report(this.lastSaved, (wait) => wait.upTo <= this.confirmedUpTo);
  }

  /** The room could not write (the store refused it, or the host did not answer). */
  refused(error: CallError): void {
    this.report({ ok: false, error }, () => true);
  }

  /** The mirror stopped: no more reports; whoever waits is told so. */
  close(): void {
    this.closed = true;
    for (const wait of this.waits.splice(0)) wait.done(null);
    this.setWriter(this.writer === 'pending' ? 'room' : this.writer);
  }

  private report(report: RoomSaveReport, ends: (wait: { upTo: number }) => boolean): void {
    for (const listener of this.listeners) listener(report);
    const over = this.waits.filter(ends);
    this.waits = this.waits.filter((wait) => !ends(wait));
    for (const wait of over) wait.done(report);
  }

  private setWriter(writer: Writer): void {
    this.writer = writer;
    if (writer !== 'pending') for (const wake of this.writerKnown.splice(0)) wake();
  }
}
