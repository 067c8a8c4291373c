import { describe, expect, it, vi } from 'vitest';
import type { CallerRow } from '../auth/authorization';
import { createReadCache } from './read-cache';

const row = (points: number) => ({ id: 7, role: 'NORMAL_USER', active: true, availableRewardPoints: points }) as unknown as CallerRow;

describe('the read cache (callers\' rows, the public catalogue)', () => {
  it('reads a caller once for a burst of requests, and again after its time is up', async () => {
    vi.useFakeTimers();
    try {
      const cache = createReadCache<number, CallerRow | undefined>(1000);
      const load = vi.fn(async () => row(10));
      await Promise.all([cache.get(7, load), cache.get(7, load), cache.get(7, load)]);
      await cache.get(7, load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get(7, load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets everything at a write, and never keeps a row read while the write ran', async () => {
    const cache = createReadCache<number, CallerRow | undefined>(60_000);
    expect((await cache.get(7, async () => row(10)))?.availableRewardPoints).toBe(10);
    cache.invalidate(); // a redemption ended
    expect((await cache.get(7, async () => row(5)))?.availableRewardPoints).toBe(5);

    let finishRead!: () => void;
    const slowRead = cache.get(7 + 1, () => new Promise((resolve) => (finishRead = () => resolve(row(100)))));
    cache.invalidate(); // a write ended while that read was under way: its row may be old
    finishRead();
    expect((await slowRead)?.availableRewardPoints).toBe(100); // used once by its request
    expect((await cache.get(8, async () => row(90)))?.availableRewardPoints).toBe(90); // not kept
  });
});
