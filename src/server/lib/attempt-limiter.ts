// Fixed-window attempt counter for login (per address and per email). Kept in memory:
// with several API processes each counts on its own, which still bounds guessing.
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.prune(now);
      return 0;
    }
    current.count += 1;
    return current.count > this.max ? Math.ceil((current.resetAt - now) / 1000) : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}
