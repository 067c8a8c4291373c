import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { and, eq, exists, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Coupon } from '@/shared/contract/coupons';
import type { Db } from '@/server/db/client';
import { couponCompanies, couponPoolCodes, coupons } from '@/server/db/schema';
import { classifyDatabaseError } from '@/server/db/database-errors';
import { ok } from '@/server/lib/http/envelope';
import { toCoupon } from './coupon-view';

/** What makes a coupon live: not deleted, its company not deleted, in stock, within its validity window, a free pool code if it has a pool. */
function liveCoupons(db: Db, now: Date) {
  const hasPool = exists(db.select({ one: sql`1` }).from(couponPoolCodes).where(eq(couponPoolCodes.couponId, coupons.id)));
  const hasFreeCode = exists(
    db
      .select({ one: sql`1` })
      .from(couponPoolCodes)
      .where(and(eq(couponPoolCodes.couponId, coupons.id), isNull(couponPoolCodes.redemptionId))),
  );
  const where = and(
    isNull(coupons.deletedAt),
    isNull(couponCompanies.deletedAt),
    or(isNull(coupons.stock), gt(coupons.stock, 0)),
    or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
    or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
    or(sql`not ${hasPool}`, hasFreeCode),
  );
  return { hasPool, where };
}

/**
 * What a coupon shows to anyone: its code is what a redemption sells for points, so it is blank,
 * and so is a link that carries the code; both come only with the redemption and the wallet.
 */
export function toPublicCoupon(coupon: Coupon): Coupon {
  const code = coupon.couponCode.trim().toLowerCase();
  const link = coupon.redeemLink.toLowerCase();
  let decoded = link;
  try {
    decoded = decodeURIComponent(link);
  } catch {
    // a malformed escape: the link as written is all there is to compare
  }
  const linkCarriesCode = code !== '' && (link.includes(code) || decoded.includes(code));
  return { ...coupon, couponCode: '', redeemLink: linkCarriesCode ? '' : coupon.redeemLink };
}

/** Public catalogue: live coupons only, cheapest first, without their secrets. */
export async function listLiveCoupons(db: Db, now = new Date()): Promise<Coupon[]> {
  const { hasPool, where } = liveCoupons(db, now);
  const rows = await db
    .select({ coupon: coupons, company: { id: couponCompanies.id, companyName: couponCompanies.companyName }, hasPool: sql<boolean>`${hasPool}` })
    .from(coupons)
    .innerJoin(couponCompanies, eq(coupons.companyId, couponCompanies.id))
    .where(where)
    .orderBy(coupons.pointToRedeem, coupons.id);
  return rows.map((r) => toPublicCoupon(toCoupon(r.coupon, r.company, Boolean(r.hasPool))));
}

/**
 * A digest of everything the live list is made of (every column of each live coupon, its
 * company's name, whether it has a pool), computed by the database: equal digests, equal
 * lists (a 64-bit hash per row). Hashing the list itself in the process would hold the event loop
 * for every visitor waiting behind it; the digest is one short row.
 */
export async function liveCouponsDigest(db: Db, now = new Date()): Promise<string> {
  const { hasPool, where } = liveCoupons(db, now);
  // The sum of each row's 64-bit hash and their count: the order the rows come in cannot change
  // it, and no sort is needed.
  const [row] = await db
    .select({
      digest: sql<string>`coalesce(sum(hashtextextended(row(${coupons}.*, ${couponCompanies.companyName}, ${hasPool})::text, 0)), 0)::text || '/' || count(*)`,
    })
    .from(coupons)
    .innerJoin(couponCompanies, eq(coupons.companyId, couponCompanies.id))
    .where(where);
  return row!.digest;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The public list answer as sent, made once per version of the list rather than per request:
 * at 10,000 coupons it is several megabytes, and compressing it for each visitor cost more
 * than everything else the request does. A request only picks the bytes its Accept-Encoding
 * allows and writes them.
 */
export interface CatalogueAnswer {
  etag: string;
  /** The serialised envelope (UTF-8). */
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Banners of the first cards, in the list's order (null: a card without one): the HTML shows them (client-shell.ts). */
  leadBanners: (string | null)[];
  /** The database's digest of the rows it was made from (liveCouponsDigest). */
  digest: string;
  /** `br` is the slow, smaller brotli, made once the version had lasted a TTL (compactAnswer). */
  compact?: boolean;
  /** The last good copy, answered because the database is away. */
  stale?: boolean;
}

/** A phone shows two cards a row: their banners are the first visit's largest paint. */
export const LEAD_CARDS = 2;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const brotliAt = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

/**
 * Fast levels: the list is compressed again whenever it changes (a write, a redemption that
 * empties a stock), so the time to make it matters as much as its size. On the thread pool,
 * so the event loop answers other requests meanwhile.
 */
async function compressAnswer(body: Buffer): Promise<Pick<CatalogueAnswer, 'gzip' | 'br'>> {
  const [gzipped, brotli] = await Promise.all([gzipAsync(body, { level: 4 }), brotliAt(body, 4)]);
  return { gzip: gzipped, br: brotli };
}

/**
 * Brotli 9 for a list that has stayed unchanged for a TTL, replacing the fast one: about a third
 * fewer bytes for every visitor and for the server's socket writes (figures: tests/bench/README.md).
 * Only a version that lasted, so a list changing many times a second is never compressed twice.
 */
async function compactAnswer(answer: CatalogueAnswer): Promise<CatalogueAnswer> {
  return { ...answer, br: await brotliAt(answer.body, 9), compact: true };
}

/**
 * The variant an Accept-Encoding header allows: brotli (smallest), else gzip, else the plain
 * body. An encoding listed with q=0 is refused; `*` stands for any encoding not listed.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** How long a cached list may be served: bounds staleness across processes and validity windows. */
export const CATALOGUE_TTL_MS = 1000;

/** Past this share of its TTL, a request answered from the kept copy has the next one loaded behind it. */
const REFRESH_AHEAD = 0.75;

/**
 * The public list, cached in the process: created by buildApp, dropped at once by the services
 * whose writes change it (coupons, companies, redemptions; lib/cache/read-cache.ts afterWrite), in
 * every process through LISTEN/NOTIFY (lib/cache/cache-broadcast.ts); the short TTL covers a lost
 * notification and coupons whose validity window opens or closes. As in lib/cache/read-cache.ts,
 * concurrent misses share one load, and a load that started before an invalidation is handed
 * to its own requests but never kept. Under steady traffic the next copy is loaded in the last
 * quarter of the TTL, behind answers from the kept one, so no visitor waits for a reload; a
 * reload first asks the database for the rows' digest and keeps the answer it has when that is
 * unchanged (at 10,000 coupons loading the list is a large query, a several-megabyte JSON and
 * its hash on the event loop, and its compression), and then makes its smaller brotli behind the
 * answers (compactAnswer); a copy is still never answered past its TTL. While the database is away, visitors get the last
 * list this process loaded; it is kept for the TTL like a fresh one, so a recovering database
 * is asked once a TTL, not once a request.
 */
export function createCatalogueCache(
  db: Db,
  options: { ttlMs?: number; list?: (db: Db) => Promise<Coupon[]>; digest?: (db: Db) => Promise<string> } = {},
) {
  const { ttlMs = CATALOGUE_TTL_MS, list = listLiveCoupons, digest: digestOf = liveCouponsDigest } = options;
  let lastGood: CatalogueAnswer | undefined;
  let kept: { answer: CatalogueAnswer; loadedAt: number } | undefined;
  let inflight: Promise<CatalogueAnswer> | undefined;
  let generation = 0;

  const load = async (): Promise<CatalogueAnswer> => {
    try {
      // Asked before the list: a write committed between the two makes the next digest differ,
      // so it is never missed (at worst the list is loaded once more).
      const digest = await digestOf(db);
      // Checked once a TTL: the rows unchanged, the answer already made is the answer, and it is
      // compacted behind the requests it serves.
      if (lastGood?.digest === digest) {
        if (!lastGood.compact) compactBehind(lastGood);
        return lastGood;
      }
      const coupons = await list(db);
      const text = JSON.stringify(ok({ data: coupons }, 'Coupons fetched'));
      const etag = etagOf(text);
      if (lastGood?.etag === etag) return (lastGood = { ...lastGood, digest });
      const body = Buffer.from(text);
      const leadBanners = coupons.slice(0, LEAD_CARDS).map((coupon) => coupon.bannerImage ?? null);
      lastGood = { etag, body, digest, leadBanners, ...(await compressAnswer(body)) };
      return lastGood;
    } catch (error) {
      if (lastGood && classifyDatabaseError(error) === 'unavailable') return { ...lastGood, stale: true };
      throw error;
    }
  };
  let compacting: CatalogueAnswer | undefined;
  const compactBehind = (answer: CatalogueAnswer) => {
    if (compacting === answer) return;
    compacting = answer;
    compactAnswer(answer)
      .then((compacted) => {
        // Swapped in only while it is still the current version; a newer one has its own turn.
        if (lastGood !== answer) return;
        lastGood = compacted;
        if (kept?.answer === answer) kept = { ...kept, answer: compacted };
      })
      .catch(() => undefined) // the fast variant stays: nothing is lost
      .finally(() => {
        if (compacting === answer) compacting = undefined;
      });
  };
  const refresh = (): Promise<CatalogueAnswer> => {
    if (inflight) return inflight;
    const started = generation;
    const loading = load()
      .then((answer) => {
        if (started === generation) kept = { answer, loadedAt: Date.now() };
        return answer;
      })
      .finally(() => {
        if (inflight === loading) inflight = undefined;
      });
    inflight = loading;
    return loading;
  };

  return {
    /** The kept answer while it is fresh (at once, no promise: countLookups counts a hit), else the load's. */
    get(): CatalogueAnswer | Promise<CatalogueAnswer> {
      const age = kept ? Date.now() - kept.loadedAt : Infinity;
      if (!kept || age >= ttlMs) return refresh();
      // A failed load ahead is not this request's failure: the next one past the TTL meets it.
      if (age >= ttlMs * REFRESH_AHEAD) refresh().catch(() => undefined);
      return kept.answer;
    },
    invalidate() {
      generation++;
      kept = undefined;
      inflight = undefined;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
