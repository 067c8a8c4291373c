// Fixed-window counters of attempts (logins, registrations), one window per key and rule.
// An attempt is reserved before the slow work it guards (a password check), so however many
// requests arrive at once, at most `max` per key are ever checked; what turns out not to
// count (a login that succeeded) is given back afterwards.
// Kept in memory: with several API processes each counts on its own.

export interface LimitRule {
  /** Names the counter, e.g. 'email' or 'address'. */
  name: string;
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export interface Reservation {
  /** Gives the attempt back: it does not count toward the limits. */
  release(): void;
}

export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  /**
   * Takes one attempt under every rule at once, or none: each entry pairs a rule with the key
   * it counts (an email, an address). Returns the reservation, or the seconds to wait when
   * any rule is at its limit. Synchronous, so no other request can slip in between the check
   * and the count.
   */
  reserve(entries: readonly (readonly [LimitRule, string])[], now = Date.now()): Reservation | { retryAfter: number } {
    let retryAfter = 0;
    for (const [rule, key] of entries) {
      const current = this.live(rule, key, now);
      if (current && current.count >= rule.max) retryAfter = Math.max(retryAfter, Math.ceil((current.resetAt - now) / 1000));
    }
    if (retryAfter > 0) return { retryAfter };
    const taken: Window[] = [];
    for (const [rule, key] of entries) {
      let current = this.live(rule, key, now);
      if (!current) {
        current = { count: 0, resetAt: now + rule.windowMs };
        this.windows.set(`${rule.name}\u0000${key}`, current);
        if (this.windows.size > 50_000) this.prune(now);
      }
      current.count += 1;
      taken.push(current);
    }
    return {
      release: () => {
        for (const window of taken) window.count = Math.max(0, window.count - 1);
      },
    };
  }

  private live(rule: LimitRule, key: string, now: number): Window | undefined {
    const current = this.windows.get(`${rule.name}\u0000${key}`);
    return current && current.resetAt > now ? current : undefined;
  }

  private prune(now: number) {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}

/** "Please try again in 3 minutes." for a wait in seconds. */
export function retrySentence(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
