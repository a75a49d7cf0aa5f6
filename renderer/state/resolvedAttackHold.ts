/** How long a resolved attack's breakdown stays on the board before it collapses into the log. */
export const RESOLVED_ATTACK_SHOWN_MS = 4000;

/**
 * How long the board keeps showing an attack once it is resolved: a moment, long enough to read
 * the last step, then it gives the board back (the log already holds every line). A click on the
 * board lets it go at once. Keyed by the log's length, so the next resolved attack is shown anew,
 * and one already let go stays gone.
 */
export class ResolvedAttackHold {
  private shownFor = -1;
  private goneFor = -1;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onGone: () => void,
    private readonly ms = RESOLVED_ATTACK_SHOWN_MS,
  ) {}

  /**
   * Whether the attack just resolved, at this length of the log, is still shown; the first ask
   * for a length starts its clock. `resolved`: the last action resolved an attack.
   */
  shows(logLength: number, resolved: boolean): boolean {
    if (!resolved) {
      this.stopClock();
      this.shownFor = -1;
      return false;
    }
    if (this.goneFor === logLength) return false;
    if (this.shownFor !== logLength) {
      this.stopClock();
      this.shownFor = logLength;
      this.timer = setTimeout(() => this.letGo(), this.ms);
    }
    return true;
  }

  /** Lets the breakdown go now (a click), if one is shown. */
  letGo(): void {
    this.stopClock();
    if (this.shownFor < 0 || this.goneFor === this.shownFor) return;
    this.goneFor = this.shownFor;
    this.onGone();
  }

  private stopClock(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
