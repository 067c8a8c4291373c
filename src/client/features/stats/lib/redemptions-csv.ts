// The redemptions export: a local date range turned into the API's instants, every page
// fetched, then one CSV built in the browser.
import type { RedemptionReportRow } from '@/shared/contract/redemption-report';
import { toCsv } from '@/client/lib/format/csv';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a date in local time (what a date input shows). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight starting the day, as an ISO instant; undefined for a blank or unreadable day. */
export function dayStartIso(day: string, addDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The inclusive day range [from, to] as the API's half-open instants [from 00:00, day after to 00:00). */
export function rangeQuery(values: { from: string; to: string }) {
  return { from: dayStartIso(values.from), to: dayStartIso(values.to, 1) };
}

export async function fetchAllRedemptions(
  fetchPage: (page: number) => Promise<{ items: RedemptionReportRow[]; total: number; pageSize: number }>,
): Promise<RedemptionReportRow[]> {
  const first = await fetchPage(1);
  const rows = [...first.items];
  const pages = Math.ceil(first.total / first.pageSize);
  for (let page = 2; page <= pages; page += 1) rows.push(...(await fetchPage(page)).items);
  return rows;
}

export function redemptionsCsv(rows: readonly RedemptionReportRow[]): string {
  return toCsv(
    ['redeemed_at', 'redemption_id', 'user_id', 'user_name', 'user_email', 'company', 'coupon_id', 'coupon', 'code', 'points_spent'],
    rows.map((r) => [r.redeemedAt, r.redemptionId, r.userId, r.userName, r.userEmail, r.companyName, r.couponId, r.couponDescription, r.couponCode, r.pointsSpent]),
  );
}
