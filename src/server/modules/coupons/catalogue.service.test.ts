import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import type { Db } from '@/server/db/client';
import { type CatalogueAnswer, createCatalogueCache, pickEncoding } from './catalogue.service';

describe('pickEncoding: the catalogue variant an Accept-Encoding allows', () => {
  it('prefers brotli, then gzip, then the plain body', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });

  it('refuses an encoding weighted q=0 and reads * as any other', () => {
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, identity')).toBe('identity');
    expect(pickEncoding('BR ; Q=1')).toBe('br');
  });
});

describe('createCatalogueCache: one answer per version of the list', () => {
  const coupon = (id: number) => ({ id }) as unknown as Coupon;
  const fakeDb = {} as Db;

  function setUp(ttlMs = 1000) {
    let coupons = [coupon(1), coupon(2)];
    const list = vi.fn(async () => coupons);
    // The database's digest of the rows: it changes exactly when the list does.
    const digest = vi.fn(async () => JSON.stringify(coupons));
    const cache = createCatalogueCache(fakeDb, { ttlMs, list, digest });
    return { cache, list, digest, setCoupons: (next: Coupon[]) => (coupons = next) };
  }

  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('keeps the body with its gzip and brotli variants, made once, until the list changes', async () => {
    const { cache, setCoupons } = setUp();
    const first = await cache.get();
    expect(JSON.parse(first.body.toString()).data.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(gunzipSync(first.gzip).equals(first.body)).toBe(true);
    expect(brotliDecompressSync(first.br).equals(first.body)).toBe(true);
    expect(cache.get()).toBe(first); // a hit: the same bytes, not a promise

    vi.advanceTimersByTime(1001);
    expect(await cache.get()).toBe(first); // reloaded past the TTL, unchanged: the variants are kept

    setCoupons([coupon(2)]);
    cache.invalidate();
    const second = await cache.get();
    expect(second.etag).not.toBe(first.etag);
    expect(JSON.parse(brotliDecompressSync(second.br).toString()).data.data).toEqual([{ id: 2 }]);
  });

  it('loads the next copy behind answers in the last quarter of the TTL, and never answers one past it', async () => {
    const { cache, list, digest, setCoupons } = setUp();
    const first = await cache.get();
    expect(list).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(cache.get()).toBe(first);
    expect(list).toHaveBeenCalledTimes(1);

    setCoupons([coupon(3)]);
    vi.advanceTimersByTime(300); // 800 ms: answered at once, the reload starts behind it
    expect(cache.get()).toBe(first);
    expect(digest).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(cache.get()).not.toBe(first));
    expect(list).toHaveBeenCalledTimes(2);
    const next = cache.get() as CatalogueAnswer;
    expect(JSON.parse(next.body.toString()).data.data).toEqual([{ id: 3 }]);

    vi.advanceTimersByTime(1000); // past the TTL with no request in between: the request waits
    expect(cache.get()).toBeInstanceOf(Promise);
  });

  it('past the TTL, asks only the digest while the rows are unchanged, and loads the list once they change', async () => {
    const { cache, list, digest, setCoupons } = setUp();
    const first = await cache.get();
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(1001);
      expect(await cache.get()).toBe(first);
    }
    expect(digest).toHaveBeenCalledTimes(4);
    expect(list).toHaveBeenCalledTimes(1);

    setCoupons([coupon(5)]);
    vi.advanceTimersByTime(1001);
    const changed = await cache.get();
    expect(list).toHaveBeenCalledTimes(2);
    expect(JSON.parse(changed.body.toString()).data.data).toEqual([{ id: 5 }]);
  });

  it('compacts a version that lasted a TTL: smaller brotli, the same body, swapped in behind the answers', async () => {
    const { cache, setCoupons } = setUp();
    // Coupons shaped like the scale bench's (scattered ids and companies, every field), so the two
    // brotli levels differ as they do on a real list.
    let seed = 1;
    const pick = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    setCoupons(
      Array.from({ length: 2000 }, () => {
        const id = pick(100_000);
        const companyId = pick(500);
        return {
          id,
          companyId,
          company: { id: companyId, companyName: `Company ${companyId}` },
          couponDescription: `Scale ${['bike', 'books', 'food', 'travel'][pick(4)]} deal ${id}`,
          couponCode: `SCALE${id}`,
          couponType: pick(2) ? 'percentage' : 'dollar',
          couponValue: 5 + pick(40),
          bannerImage: null,
          pointToRedeem: 50 + pick(20) * 10,
          redeemLink: 'https://example.com/scale',
          stock: pick(3) ? null : pick(1000),
          perUserLimit: null,
          validFrom: null,
          validUntil: null,
          hasCodePool: false,
        } as Coupon;
      }),
    );
    const first = await cache.get();
    expect(first.compact).toBeFalsy();

    vi.advanceTimersByTime(1001);
    expect(await cache.get()).toBe(first); // unchanged: answered at once, compacted behind it
    await vi.waitFor(() => expect((cache.get() as CatalogueAnswer).compact).toBe(true));
    const compacted = cache.get() as CatalogueAnswer;
    expect(compacted.br.length).toBeLessThan(first.br.length * 0.85);
    expect(brotliDecompressSync(compacted.br).equals(first.body)).toBe(true);
    expect(compacted.etag).toBe(first.etag);
    expect(compacted.gzip).toBe(first.gzip);

    setCoupons([coupon(7)]);
    cache.invalidate();
    const next = await cache.get(); // a new version starts fast again
    expect(next.compact).toBeFalsy();
    expect(JSON.parse(brotliDecompressSync(next.br).toString()).data.data).toEqual([{ id: 7 }]);
  });

  it('never keeps a copy loaded while a write was under way', async () => {
    const { cache, setCoupons } = setUp();
    const loading = cache.get();
    setCoupons([coupon(9)]);
    cache.invalidate();
    await loading;
    const after = await cache.get();
    expect(JSON.parse(after.body.toString()).data.data).toEqual([{ id: 9 }]);
  });
});
