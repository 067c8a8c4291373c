// The redemption's hand-tuned SQL: the user's row locked and the coupon read in one round
// trip. Plain SQL because it runs on every redemption and building it through the query
// builder took a fifth of the CPU (`npm run bench -- api`: PostgreSQL 971 -> ~1,100
// redemptions/s with this and the ledger statement, tests/bench/README.md).
import { sql, type SQL } from 'drizzle-orm';
import type { RedeemAnswer } from '@/shared/contract/coupons';
import { namedStatement, queryRows, type Db, type NamedStatement, type Transaction } from '@/server/db/client';
import { couponCompanies, couponPoolCodes, coupons, idempotencyKeys, pointsLedger, redemptions, sessions, users } from '@/server/db/schema';
import { KEY_LIFETIME_MS } from '@/server/lib/idempotency';

/** The coupon as the redemption needs it; null when it does not exist or was deleted. */
export interface RedeemableCoupon {
  validFrom: Date | null;
  validUntil: Date | null;
  stock: number | null;
  perUserLimit: number | null;
  pointToRedeem: number;
  code: string;
  description: string;
  type: string;
  value: number;
  redeemLink: string;
  bannerImage: string | null;
  hasPool: boolean;
}

interface LockedRow {
  balance: number;
  id: number | null;
  deleted_at: Date | string | null;
  company_deleted_at: Date | string | null;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
  stock: number | null;
  per_user_limit: number | null;
  point_to_redeem: number;
  code: string;
  description: string;
  type: string;
  value: number;
  redeem_link: string;
  banner_image: string | null;
  has_pool: boolean;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Locks the user's row (their balance and limits) for the rest of the transaction and reads
 * the coupon. Null when the user does not exist; `coupon` null when the coupon does not.
 */
export async function lockUserWithCoupon(
  tx: Transaction,
  userId: number,
  couponId: number,
): Promise<{ balance: number; coupon: RedeemableCoupon | null } | null> {
  const [row] = await queryRows<LockedRow>(
    tx,
    sql`select u.available_reward_points as balance, c.id, c.deleted_at, co.deleted_at as company_deleted_at,
               c.valid_from, c.valid_until, c.stock, c.per_user_limit, c.point_to_redeem, c.code, c.description,
               c.type, c.value, c.redeem_link, c.banner_image,
               exists (select 1 from ${couponPoolCodes} p where p.coupon_id = c.id) as has_pool
        from ${users} u
        left join ${coupons} c on c.id = ${couponId}::int
        left join ${couponCompanies} co on co.id = c.company_id
        where u.id = ${userId}::int and u.deleted_at is null
        for update of u`,
  );
  if (!row) return null;
  const gone = row.id === null || row.deleted_at !== null || row.company_deleted_at !== null;
  return {
    balance: Number(row.balance),
    coupon: gone
      ? null
      : {
          validFrom: dateOrNull(row.valid_from),
          validUntil: dateOrNull(row.valid_until),
          stock: row.stock,
          perUserLimit: row.per_user_limit,
          pointToRedeem: row.point_to_redeem,
          code: row.code,
          description: row.description,
          type: row.type,
          value: Number(row.value),
          redeemLink: row.redeem_link,
          bannerImage: row.banner_image,
          hasPool: Boolean(row.has_pool),
        },
  };
}

/**
 * The user's earlier redemptions of the coupon, counted in a statement of its own once the
 * user's row is locked: on PostgreSQL a statement sees what was committed when it started,
 * so a count inside the locking statement would miss the redemptions of the transactions it
 * waited for (50 parallel redemptions of a once-per-person coupon let 19 through).
 */
export async function redemptionsOf(tx: Transaction, userId: number, couponId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${redemptions} where user_id = ${userId}::int and coupon_id = ${couponId}::int`,
  );
  return Number(row?.n ?? 0);
}

/** The Idempotency-Key a plain redemption stores with its effects (lib/idempotency.ts). */
export interface PlainRedemptionKey {
  key: string;
  /** fingerprint() of the request, as runIdempotent stores it. */
  fingerprint: string;
}

/** A plain coupon's redemption as the caller asks for it (redeemPlainCoupons). */
export interface PlainRedemption {
  userId: number;
  couponId: number;
  now: Date;
  key: PlainRedemptionKey | null;
  /** The caller's session, when authorization.ts left its check to this statement (`sessionCheckedByRoute`). */
  sessionId: string | null;
}

/**
 * Redemptions of plain coupons (no stock, no per-user limit, no code pool) in one statement,
 * outside any transaction: one round trip for all of them instead of four each (begin, lock +
 * read, write, commit). Each writes only when every rule holds for it: the coupon live and
 * valid at its `now`, the user not deleted and able to pay. The balance is a conditional
 * update, re-checked by PostgreSQL on the row's newest version when a concurrent redemption of
 * the same user got there first, so a balance never goes below 0. Each redemption row, its
 * balance and its ledger entry commit together, with the others of the statement, or not at
 * all. The answer is one entry per item, in their order: null where it wrote nothing (the
 * coupon is not plain, a rule failed, the key is already stored), for the careful transaction
 * (redemption.service.ts) to decide and say why.
 *
 * One item per user: two of one user's redemptions in one statement would both see the balance
 * before either (the statement keeps the first and answers null for the other). Users are
 * locked in the order of their ids, so two statements never wait for each other in a circle.
 *
 * With `sessionId` an item also writes only while that session is open and the account
 * active: the session read of every request, in the same trip.
 *
 * With an Idempotency-Key the statement also stores the key with the answer (and drops the
 * user's keys older than a day), as runIdempotent would in its transaction. An item whose key
 * is already stored (a repeat) writes nothing. The key is a plain insert, so when the same key
 * races in another request the unique key fails the whole statement, nothing is applied, and
 * the error (isKeyTaken) is the caller's sign to run the items again alone.
 *
 * `message` is the envelope's, stored with each key's answer so that a replay answers the same.
 */
export async function redeemPlainCoupons(db: Db, items: PlainRedemption[], message: string): Promise<(RedeemAnswer | null)[]> {
  const input = items.map((item, ord) => ({
    ord,
    user_id: item.userId,
    coupon_id: item.couponId,
    now: item.now.toISOString(),
    key: item.key?.key ?? null,
    fingerprint: item.key?.fingerprint ?? null,
    session_id: item.sessionId,
  }));
  // The keys older than a day go, counted from the earliest request of the batch.
  const earliest = Math.min(...items.map((item) => item.now.getTime()));
  const keptSince = new Date(earliest - KEY_LIFETIME_MS).toISOString();
  const rows = await plainRedemptions(db).rows({ input: JSON.stringify(input), keptSince, message });
  const answers: (RedeemAnswer | null)[] = items.map(() => null);
  for (const row of rows) answers[row.ord] = row.data;
  return answers;
}

// The statement's text, built and prepared once per database: on PostgreSQL each connection
// then plans it once (its lookups are lateral, limited subqueries, so that plan stays a lookup
// by index per item however the tables grow after it was made).
const plainStatements = new WeakMap<Db, NamedStatement<{ ord: number; data: RedeemAnswer }>>();

function plainRedemptions(db: Db): NamedStatement<{ ord: number; data: RedeemAnswer }> {
  let statement = plainStatements.get(db);
  if (!statement) plainStatements.set(db, (statement = namedStatement(db, 'rebox_redeem_plain_batch', plainRedemptionsSql())));
  return statement;
}

function plainRedemptionsSql(): SQL {
  return sql`with input as (
          select * from json_to_recordset(${sql.placeholder('input')}::json)
            as i(ord int, user_id int, coupon_id int, now timestamptz, key text, fingerprint text, session_id text)
        ), c as (
          -- One item per user (the first), in the order of the users' ids: the lock order.
          -- Each lookup is a lateral subquery with a limit, so it stays an index lookup per item
          -- whatever the tables' sizes when the plan was made (a join may turn into a scan of
          -- the whole table for a statement believed to carry 100 items).
          select distinct on (i.user_id) i.ord, i.user_id, i.key, i.fingerprint, i.session_id, c.*
          from input i
          cross join lateral (
            select c.id, c.code, c.description, c.type, c.value, c.redeem_link, c.banner_image, c.point_to_redeem
            from ${coupons} c
            left join ${couponCompanies} co on co.id = c.company_id
            where c.id = i.coupon_id and c.deleted_at is null and co.deleted_at is null
              and (c.valid_from is null or c.valid_from <= i.now)
              and (c.valid_until is null or c.valid_until > i.now)
              and c.stock is null and c.per_user_limit is null
            limit 1
          ) c
          left join lateral (select true as pooled from ${couponPoolCodes} p where p.coupon_id = c.id limit 1) p on true
          -- A repeat (the key stored already): the careful transaction replays the stored answer.
          left join lateral (
            select true as taken from ${idempotencyKeys} k where k.user_id = i.user_id and k.scope = 'redeem' and k.key = i.key limit 1
          ) k on true
          -- As authorization.ts identify() would have read it: open and the user's.
          left join lateral (
            select true as open from ${sessions} s where s.id = i.session_id and s.user_id = i.user_id and s.ended_at is null limit 1
          ) s on true
          where p.pooled is null and k.taken is null and (i.session_id is null or s.open)
          order by i.user_id, i.ord
        ), moved as (
          update ${users} u set available_reward_points = u.available_reward_points - c.point_to_redeem
          from c
          where u.id = c.user_id and u.deleted_at is null and u.available_reward_points >= c.point_to_redeem
            and (c.session_id is null or u.active)
          returning u.id as user_id, u.available_reward_points as balance
        ), source as (
          insert into ${redemptions} (user_id, coupon_id, code, points_spent)
          select c.user_id, c.id, c.code, c.point_to_redeem from c join moved using (user_id)
          returning id, user_id
        ), written as (
          insert into ${pointsLedger} (user_id, delta, reason, source_type, source_id, note, actor_id)
          select c.user_id, -c.point_to_redeem, 'redeem', 'redemption', source.id, c.description, c.user_id
          from c join source using (user_id)
        ), answer as (
          -- RedeemAnswer (shared/contract/coupons.ts), built here so that a stored key keeps
          -- exactly what this request answers.
          select c.ord, c.user_id, c.key, c.fingerprint,
                 jsonb_build_object(
                   'couponDescription', c.description, 'couponCode', c.code, 'couponType', c.type,
                   'couponValue', c.value, 'redeemLink', c.redeem_link, 'bannerImage', c.banner_image,
                   'redemptionId', source.id, 'pointsSpent', c.point_to_redeem,
                   'available_reward_points', moved.balance) as data
          from c join moved using (user_id) join source using (user_id)
        ), expired as (
          -- By the key's index (user first), whatever the number of keys stored.
          delete from ${idempotencyKeys} k
          where k.user_id = any (array(select user_id from input where key is not null))
            and k.scope = 'redeem' and k.created_at < ${sql.placeholder('keptSince')}::timestamptz
        ), stored as (
          insert into ${idempotencyKeys} (user_id, scope, key, status, answer)
          select user_id, 'redeem', key, 200,
                 jsonb_build_object('fingerprint', fingerprint,
                                    'body', jsonb_build_object('success', true, 'message', ${sql.placeholder('message')}::text, 'data', data))
          from answer where key is not null
        )
        select ord, data from answer`;
}
