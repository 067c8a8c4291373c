// The redemption's hand-tuned SQL: the user's row locked and the coupon read in one round
// trip. Plain SQL because it runs on every redemption and building it through the query
// builder took a fifth of the CPU (`npm run bench -- api`: PostgreSQL 971 -> ~1,100
// redemptions/s with this and the ledger statement, README Performance).
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
  /** The envelope's message, stored with the answer so that a replay answers the same. */
  message: string;
}

/**
 * A redemption of a plain coupon (no stock, no per-user limit, no code pool) in one statement,
 * outside any transaction: one round trip instead of four (begin, lock + read, write, commit).
 * It writes only when every rule holds: the coupon live and valid now, the user not deleted
 * and able to pay. The balance is a conditional update, re-checked by PostgreSQL on the row's
 * newest version when a concurrent redemption of the same user got there first, so a balance
 * never goes below 0. The redemption row, the balance and its ledger entry commit together or
 * not at all. Null when it wrote nothing: the coupon is not plain, or a rule failed, and the
 * careful transaction (redemption.service.ts) decides and says why.
 *
 * With `sessionId` (authorization.ts `sessionCheckedByRoute`) it also writes only while that
 * session is open and the account active: the session read of every request, in the same trip.
 *
 * With an Idempotency-Key the same statement also stores the key with the answer (and drops
 * the user's keys older than a day), as runIdempotent would in its transaction: one round trip
 * instead of seven. The key is a plain insert, so when it exists already (a repeat, or the
 * same key racing in another request) the unique key fails the whole statement, nothing is
 * applied, and the error is the caller's sign to let runIdempotent answer (isKeyTaken).
 */
export async function redeemPlainCoupon(
  db: Db,
  userId: number,
  couponId: number,
  now: Date,
  key: PlainRedemptionKey | null = null,
  sessionId: string | null = null,
): Promise<RedeemAnswer | null> {
  const [row] = await plainRedemption(db, key !== null, sessionId !== null).rows({
    userId,
    couponId,
    now: now.toISOString(),
    keptSince: new Date(now.getTime() - KEY_LIFETIME_MS).toISOString(),
    key: key?.key,
    fingerprint: key?.fingerprint,
    message: key?.message,
    sessionId,
  });
  return row?.data ?? null;
}

// The statement's four texts (with or without a key, a session), each built and prepared once per database.
const plainStatements = new WeakMap<Db, Map<string, NamedStatement<{ data: RedeemAnswer }>>>();

function plainRedemption(db: Db, keyed: boolean, withSession: boolean): NamedStatement<{ data: RedeemAnswer }> {
  const name = `rebox_redeem_plain${keyed ? '_keyed' : ''}${withSession ? '_session' : ''}`;
  let statements = plainStatements.get(db);
  if (!statements) plainStatements.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = namedStatement(db, name, plainRedemptionSql(keyed, withSession))));
  return statement;
}

function plainRedemptionSql(keyed: boolean, withSession: boolean): SQL {
  const p = (name: string) => sql.placeholder(name);
  // As authorization.ts identify() would have read it: open, the user's, the account active.
  const session = withSession
    ? sql`and u.active and exists (select 1 from ${sessions} s where s.id = ${p('sessionId')}::text and s.user_id = u.id and s.ended_at is null)`
    : sql``;
  const keyCtes = keyed
    ? sql`, expired as (
          delete from ${idempotencyKeys}
          where user_id = ${p('userId')}::int and scope = 'redeem' and created_at < ${p('keptSince')}::timestamptz
        ), stored as (
          insert into ${idempotencyKeys} (user_id, scope, key, status, answer)
          select ${p('userId')}::int, 'redeem', ${p('key')}::text, 200,
                 jsonb_build_object('fingerprint', ${p('fingerprint')}::text,
                                    'body', jsonb_build_object('success', true, 'message', ${p('message')}::text, 'data', answer.data))
          from answer
        )`
    : sql``;
  return sql`with c as (
          select c.id, c.code, c.description, c.type, c.value, c.redeem_link, c.banner_image, c.point_to_redeem
          from ${coupons} c
          left join ${couponCompanies} co on co.id = c.company_id
          where c.id = ${p('couponId')}::int and c.deleted_at is null and co.deleted_at is null
            and (c.valid_from is null or c.valid_from <= ${p('now')}::timestamptz)
            and (c.valid_until is null or c.valid_until > ${p('now')}::timestamptz)
            and c.stock is null and c.per_user_limit is null
            and not exists (select 1 from ${couponPoolCodes} p where p.coupon_id = c.id)
        ), moved as (
          update ${users} u set available_reward_points = u.available_reward_points - c.point_to_redeem
          from c
          where u.id = ${p('userId')}::int and u.deleted_at is null and u.available_reward_points >= c.point_to_redeem ${session}
          returning u.available_reward_points as balance
        ), source as (
          insert into ${redemptions} (user_id, coupon_id, code, points_spent)
          select ${p('userId')}::int, c.id, c.code, c.point_to_redeem from c, moved
          returning id
        ), written as (
          insert into ${pointsLedger} (user_id, delta, reason, source_type, source_id, note, actor_id)
          select ${p('userId')}::int, -c.point_to_redeem, 'redeem', 'redemption', source.id, c.description, ${p('userId')}::int
          from c, source
        ), answer as (
          -- RedeemAnswer (shared/contract/coupons.ts), built here so that a stored key keeps
          -- exactly what this request answers.
          select jsonb_build_object(
                   'couponDescription', c.description, 'couponCode', c.code, 'couponType', c.type,
                   'couponValue', c.value, 'redeemLink', c.redeem_link, 'bannerImage', c.banner_image,
                   'redemptionId', source.id, 'pointsSpent', c.point_to_redeem,
                   'available_reward_points', moved.balance) as data
          from c, moved, source
        )${keyCtes}
        select data from answer`;
}
