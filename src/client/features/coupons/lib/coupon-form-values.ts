// The coupon form holds text (what inputs hold); the shared schema and the multipart body
// want numbers, ISO date-times and "none" for blank optional fields. The mapping lives here
// so the form, its preview and its tests agree on it.
import { t } from '@lingui/core/macro';
import type { Coupon } from '@/shared/contract/coupons';

export interface CouponFormValues {
  [field: string]: string | File | null;
  couponDescription: string;
  couponCode: string;
  couponType: string;
  couponValue: string;
  pointToRedeem: string;
  redeemLink: string;
  stock: string;
  perUserLimit: string;
  validFrom: string;
  validUntil: string;
  codePool: string;
  banner: File | null;
}

export const EMPTY_COUPON_VALUES: CouponFormValues = {
  couponDescription: '',
  couponCode: '',
  couponType: 'percentage',
  couponValue: '',
  pointToRedeem: '',
  redeemLink: '',
  stock: '',
  perUserLimit: '',
  validFrom: '',
  validUntil: '',
  codePool: '',
  banner: null,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → the local 'YYYY-MM-DDTHH:mm' a datetime-local input shows. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local text (the admin's local time) → ISO with offset; blank → null; nonsense kept so the schema names it. */
export function localInputToIso(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function couponToValues(coupon: Coupon): CouponFormValues {
  return {
    couponDescription: coupon.couponDescription,
    couponCode: coupon.couponCode,
    couponType: coupon.couponType === 'percentage' ? 'percentage' : 'dollar',
    couponValue: String(coupon.couponValue),
    pointToRedeem: String(coupon.pointToRedeem),
    redeemLink: coupon.redeemLink,
    stock: coupon.stock === null ? '' : String(coupon.stock),
    perUserLimit: coupon.perUserLimit === null ? '' : String(coupon.perUserLimit),
    validFrom: isoToLocalInput(coupon.validFrom),
    validUntil: isoToLocalInput(coupon.validUntil),
    // On edit the box adds codes to the pool; the ones already there are counted, not listed.
    codePool: '',
    banner: null,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the shared couponFields schema reads. */
export function couponSchemaInput(companyId: number, values: CouponFormValues): Record<string, unknown> {
  return {
    companyId,
    couponDescription: values.couponDescription,
    couponCode: values.couponCode,
    couponType: values.couponType,
    couponValue: values.couponValue.trim() === '' ? undefined : values.couponValue,
    pointToRedeem: values.pointToRedeem.trim() === '' ? undefined : values.pointToRedeem,
    redeemLink: values.redeemLink,
    stock: blankToNull(values.stock),
    perUserLimit: blankToNull(values.perUserLimit),
    validFrom: localInputToIso(values.validFrom),
    validUntil: localInputToIso(values.validUntil),
    codePool: values.codePool.trim() === '' ? undefined : values.codePool,
  };
}

/** The multipart body: text fields as the server's form reader expects (blank = none), then the banner. */
export function couponFormData(parsed: Record<string, unknown>, banner: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    form.append(name, value === null ? '' : String(value));
  }
  if (banner) form.append('banner', banner, banner.name);
  return form;
}

/** Checks the schema cannot make: the validity window's order. */
export function windowProblem(values: CouponFormValues): string | undefined {
  const from = localInputToIso(values.validFrom);
  const until = localInputToIso(values.validUntil);
  if (from && until && new Date(until) <= new Date(from)) return t`Valid until must be after valid from`;
  return undefined;
}
