import type { KnownStart } from './writableSave.ts';

/**
 * The start state each session's last write held, by session (its name's key), so that the next
 * autosave of the same table does not validate the whole map again (writableSave.ts). Only the
 * most recent sessions are kept: each holds the text of a start, up to a few MB on a big map.
 */
export class KnownStarts {
  private readonly bySession = new Map<string, KnownStart>();
  private readonly limit: number;

  constructor(limit = 8) {
    this.limit = limit;
  }

  get(session: string): KnownStart | undefined {
    return this.bySession.get(session);
  }

  /** Remembers a session's start, as the most recently used. */
  set(session: string, start: KnownStart): void {
    this.bySession.delete(session);
    this.bySession.set(session, start);
    for (const oldest of this.bySession.keys()) {
      if (this.bySession.size <= this.limit) break;
      this.bySession.delete(oldest);
    }
  }

  /** The hashes of every start held: a write sending one of them need not have it checked again. */
  hashes(): string[] {
    return [...this.bySession.values()].map((start) => start.hash);
  }

  forget(session: string): void {
    this.bySession.delete(session);
  }
}
