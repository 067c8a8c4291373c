// Fixed-window counter of failed login attempts (per address and per email). Only failures
// count, so many staff behind one office address can all log in, while guessing is bounded.
// Kept in memory: with several API processes each counts on its own, which still bounds guessing.
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds to wait before `key` may try again; 0 when it may try now. */
  wait(key: string, now = Date.now()): number {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now || current.count < this.max) return 0;
    return Math.ceil((current.resetAt - now) / 1000);
  }

  /** Counts one failed attempt. */
  fail(key: string, now = Date.now()): void {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.prune(now);
      return;
    }
    current.count += 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}
