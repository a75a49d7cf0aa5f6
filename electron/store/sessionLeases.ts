import { nameKey } from './saveNames.ts';
import { StoreError } from './storeError.ts';

/** A window that has not renewed its lease for this long has gone (closed, crashed, asleep). */
export const LEASE_TIMEOUT_MS = 30_000;

/** What a window may do to a session that no other window plays, as its refusal says it. */
const DONE = { rename: 'renamed', delete: 'deleted', restore: 'restored' } as const;

/** Who holds a session, as a window is told. */
export interface LeaseInfo {
  /** The session's name, as the lease was taken. */
  name: string;
  owner: string;
  /** When the holder was last heard from, ms since the epoch by the leases' clock. */
  heardAt: number;
  /** How long until the lease can be taken without a take-over, in ms. */
  expiresInMs: number;
}

interface Lease {
  name: string;
  owner: string;
  heardAt: number;
}

/**
 * Who plays each session: a window (an `owner`, a random id it keeps for its life) takes a
 * session's lease before it writes, renews it with a heartbeat, and gives it back when it leaves.
 * A second window on the same session is refused ('leased'), so two tabs never overwrite each
 * other's game silently; it may take the lease over on purpose, and the first window is then
 * refused ('lease_lost') at its next heartbeat or write. A lease nobody renews for `timeoutMs`
 * (LEASE_TIMEOUT_MS) is free again: a window that crashed does not lock its session for ever.
 *
 * Kept in memory by the one process that serves the store (main, or the web host): leases belong
 * to the windows of this run, and a restart frees them all. The clock is injected so that tests
 * do not wait 30 s.
 */
export class SessionLeases {
  private readonly byKey = new Map<string, Lease>();
  private readonly now: () => number;
  private readonly timeoutMs: number;

  constructor(options: { now?: () => number; timeoutMs?: number } = {}) {
    this.now = options.now ?? (() => Date.now());
    this.timeoutMs = options.timeoutMs ?? LEASE_TIMEOUT_MS;
  }

  /**
   * Takes the lease of `name` for `owner`: free, expired, or already this owner's, it is granted;
   * held by another live window, it is refused unless `takeOver`.
   */
  take(name: string, owner: string, { takeOver = false }: { takeOver?: boolean } = {}): LeaseInfo {
    const held = this.live(name);
    if (held && held.owner !== owner && !takeOver) throw this.heldBy(held);
    return this.grant(name, owner);
  }

  /**
   * A heartbeat: renews `owner`'s lease. Refused once another window has taken it over; a lease
   * that merely ran out while nobody else took it is renewed (the window was only slow).
   */
  renew(name: string, owner: string): LeaseInfo {
    const held = this.live(name);
    if (held && held.owner !== owner) throw this.lost(held);
    return this.grant(name, owner);
  }

  /**
   * Whether `owner` may write `name` now, checked before every session write: a write with no
   * owner, or another's, to a session a live window holds is refused.
   */
  checkWrite(name: string, owner: string | undefined): void {
    const held = this.live(name);
    if (held && held.owner !== owner) throw this.lost(held);
  }

  /**
   * After a write: the session is `owner`'s unless another window took it meanwhile, whose lease
   * is kept (the writer learns at its next heartbeat). A new table claims its autosave so, with
   * its first write; a write refused (the name was taken) claims nothing.
   */
  claimIfFree(name: string, owner: string): void {
    const held = this.live(name);
    if (!held || held.owner === owner) this.grant(name, owner);
  }

  /**
   * Whether `owner` may rename, delete or restore an earlier version of `name`: not while another
   * live window plays it, which would go on writing under the old name, or over the restore.
   */
  checkChange(name: string, owner: string | undefined, doing: keyof typeof DONE): void {
    const held = this.live(name);
    if (held && held.owner !== owner)
      throw new StoreError(
        'leased',
        `Another window is playing “${held.name}”, so it cannot be ${DONE[doing]} here. ` +
          `Close that window or take the session over first.`,
      );
  }

  /** A session renamed: its lease follows it to the new name. */
  moved(from: string, to: string): void {
    const lease = this.byKey.get(nameKey(from));
    if (!lease) return;
    this.byKey.delete(nameKey(from));
    this.byKey.set(nameKey(to), { ...lease, name: to });
  }

  /** Gives the lease back (the window leaves, or plays another session); only its owner can. */
  release(name: string, owner: string): void {
    const key = nameKey(name);
    if (this.byKey.get(key)?.owner === owner) this.byKey.delete(key);
  }

  /** A session deleted: nobody holds it any more. */
  forget(name: string): void {
    this.byKey.delete(nameKey(name));
  }

  /** The lease of `name` if a window has renewed it within the timeout. */
  private live(name: string): Lease | undefined {
    const lease = this.byKey.get(nameKey(name));
    if (!lease) return undefined;
    if (this.now() - lease.heardAt >= this.timeoutMs) {
      this.byKey.delete(nameKey(name));
      return undefined;
    }
    return lease;
  }

  private grant(name: string, owner: string): LeaseInfo {
    const lease = { name, owner, heardAt: this.now() };
    this.byKey.set(nameKey(name), lease);
    return this.info(lease);
  }

  private info(lease: Lease): LeaseInfo {
    return {
      ...lease,
      expiresInMs: Math.max(0, lease.heardAt + this.timeoutMs - this.now()),
    };
  }

  private ago(lease: Lease): string {
    const seconds = Math.max(0, Math.round((this.now() - lease.heardAt) / 1000));
    return seconds === 0 ? 'just now' : `${seconds} s ago`;
  }

  private heldBy(lease: Lease): StoreError {
    return new StoreError(
      'leased',
      `Another window is playing “${lease.name}” (last heard from ${this.ago(lease)}). ` +
        `Open it read-only, or take it over: that window then stops saving.`,
    );
  }

  private lost(lease: Lease): StoreError {
    return new StoreError(
      'lease_lost',
      `Another window took over “${lease.name}”. This window's changes are not saved, so that ` +
        `they never overwrite that window's game: it is now read-only here.`,
    );
  }
}
