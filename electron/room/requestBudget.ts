/**
 * How many requests a client may send (issue 38, item 5: each intent rate-limited per client): a
 * bucket of `burst` that refills at `perSecond`, so a Dealer clicking fast is never held back and
 * a client flooding the room is answered "too many" without its requests costing the game a
 * thing. The clock is the host's, given, so a test can stop it.
 */
export class RequestBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  /** Spends one request, or says there is none left until the bucket refills. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
