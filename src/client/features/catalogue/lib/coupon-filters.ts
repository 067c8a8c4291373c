// The catalogue's two filters (spec section 5): a case-insensitive substring match on the
// description, and the company by companyId. Pure functions so the page, the tests and the
// bench share one definition.
import { msg } from '@lingui/core/macro';
import type { Coupon } from '@/shared/contract/coupons';

/** The company dropdown's first choice (spec wording), translated where shown. */
export const ALL_COMPANIES = msg`All Companies`;

export interface SearchEntry {
  coupon: Coupon;
  /** The description lowercased once, so a keystroke over 5,000 coupons does no case folding. */
  text: string;
}

export function buildSearchIndex(coupons: readonly Coupon[]): SearchEntry[] {
  return coupons.map((coupon) => ({ coupon, text: coupon.couponDescription.toLowerCase() }));
}

export interface CouponFilters {
  query: string;
  /** A companyId, or null for all companies. */
  companyId: number | null;
  /** "I can afford this": only coupons costing at most this many points; null for all. */
  maxPoints?: number | null;
}

export function filterCoupons(index: readonly SearchEntry[], { query, companyId, maxPoints = null }: CouponFilters): Coupon[] {
  const needle = query.trim().toLowerCase();
  const result: Coupon[] = [];
  for (const entry of index) {
    if (companyId !== null && entry.coupon.companyId !== companyId) continue;
    if (maxPoints !== null && entry.coupon.pointToRedeem > maxPoints) continue;
    if (needle && !entry.text.includes(needle)) continue;
    result.push(entry.coupon);
  }
  return result;
}

/** The server sends the fewest points first (then by id); the other way round on request. */
export type CouponOrder = 'points-asc' | 'points-desc';

export function sortCoupons(coupons: Coupon[], order: CouponOrder): Coupon[] {
  if (order === 'points-asc') return coupons;
  // Stable: equal points keep the server's order.
  return [...coupons].sort((a, b) => b.pointToRedeem - a.pointToRedeem);
}

export interface CompanyOption {
  id: number;
  name: string;
}

/** The dropdown's companies: only coupons carrying both a company id and a name count (spec section 5). */
export function companyOptions(coupons: readonly Coupon[]): CompanyOption[] {
  const byId = new Map<number, string>();
  for (const { company } of coupons) {
    if (!company || !company.id || !company.companyName || byId.has(company.id)) continue;
    byId.set(company.id, company.companyName);
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The `company` URL value as a companyId; anything unreadable means all companies. */
export function parseCompanyId(value: string | null): number | null {
  if (!value) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
