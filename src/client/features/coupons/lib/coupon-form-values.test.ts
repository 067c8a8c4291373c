import { describe, expect, it } from 'vitest';
import { couponFields } from '@/shared/contract/coupons';
import { couponFormData, couponSchemaInput, couponToValues, EMPTY_COUPON_VALUES, isoToLocalInput, windowProblem } from './coupon-form-values';

const filled = {
  ...EMPTY_COUPON_VALUES,
  couponDescription: '20% off a refill',
  couponCode: 'REFILL20',
  couponValue: '20',
  pointToRedeem: '150',
  redeemLink: 'https://shop.example/refill',
};

describe('coupon form values', () => {
  it('turns blank optional fields into "none" and passes the shared schema', () => {
    const parsed = couponFields.parse(couponSchemaInput(7, filled));
    expect(parsed).toMatchObject({ companyId: 7, couponValue: 20, pointToRedeem: 150, stock: null, perUserLimit: null, validFrom: null, validUntil: null });
    expect(parsed.codePool).toBeUndefined();
  });

  it('sends local date-times as ISO instants and blanks as empty parts', () => {
    const values = { ...filled, validFrom: '2030-01-02T09:30', stock: '5' };
    const parsed = couponFields.parse(couponSchemaInput(7, values));
    expect(parsed.validFrom).toBe(new Date('2030-01-02T09:30').toISOString());
    const form = couponFormData(parsed, null);
    expect(form.get('stock')).toBe('5');
    expect(form.get('validUntil')).toBe('');
    expect(form.has('codePool')).toBe(false);
    expect(form.has('banner')).toBe(false);
  });

  it('names the schema problems of a bad form', () => {
    const result = couponFields.safeParse(couponSchemaInput(7, { ...filled, pointToRedeem: '', redeemLink: 'ftp://x' }));
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['pointToRedeem', 'redeemLink']));
  });

  it('round-trips a stored coupon into the edit form', () => {
    const iso = '2031-05-06T07:08:00.000Z';
    const values = couponToValues({
      id: 1, companyId: 7, company: null, couponDescription: 'd', couponCode: 'c', couponType: 'dollar', couponValue: 10,
      bannerImage: null, pointToRedeem: 80, redeemLink: 'https://x.example', stock: null, perUserLimit: 2,
      validFrom: null, validUntil: iso, hasCodePool: false,
    });
    expect(values).toMatchObject({ couponType: 'dollar', couponValue: '10', pointToRedeem: '80', stock: '', perUserLimit: '2', validUntil: isoToLocalInput(iso) });
    expect(new Date(values.validUntil).toISOString()).toBe(iso);
  });

  it('refuses a window that ends before it starts', () => {
    expect(windowProblem({ ...filled, validFrom: '2030-02-01T00:00', validUntil: '2030-01-01T00:00' })).toBe('Valid until must be after valid from');
    expect(windowProblem({ ...filled, validFrom: '2030-01-01T00:00', validUntil: '' })).toBeUndefined();
  });
});
