// Coupon management speaks the admin's language: German and Arabic from their catalogues, with
// each language's plural forms (Arabic has six) and dates, and English again afterwards.
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { activateLocale } from '@/client/lib/i18n/language';
import { CompanyCard } from './company-card';
import { couponStatusLabel, stockText, validityText } from './coupon-status';

afterAll(() => activateLocale('en'));

const company = (couponCount: number) => ({ id: 3, companyName: 'Refill Co', banner: null, couponCount });
const coupon = { stock: 5, poolCodesLeft: 1, validFrom: null, validUntil: '2030-03-04T12:00:00.000Z' } as Coupon;
const noop = () => {};

describe('coupon management in other languages', () => {
  it('is German, with German plurals and dates', async () => {
    await activateLocale('de');
    render(<CompanyCard company={company(1)} onEdit={noop} onDelete={noop} />);
    expect(screen.getByTestId('company-coupon-count').textContent).toBe('1 Gutschein');
    expect(screen.getByRole('link', { name: 'Gutscheine verwalten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refill Co bearbeiten' })).toBeTruthy();
    expect(couponStatusLabel('Sold out')).toBe('Vergriffen');
    expect(stockText(coupon)).toMatch(/5.* · 1 Code$/);
    expect(validityText(coupon)).toBe('Bis 04.03.2030');
  });

  it('is Arabic, with the dual and the plural of 3 to 10 and of 11 to 99', async () => {
    await activateLocale('ar');
    const { rerender } = render(<CompanyCard company={company(2)} onEdit={noop} onDelete={noop} />);
    expect(screen.getByTestId('company-coupon-count').textContent).toBe('قسيمتان');
    rerender(<CompanyCard company={company(3)} onEdit={noop} onDelete={noop} />);
    expect(screen.getByTestId('company-coupon-count').textContent).toBe('3 قسائم');
    rerender(<CompanyCard company={company(11)} onEdit={noop} onDelete={noop} />);
    expect(screen.getByTestId('company-coupon-count').textContent).toBe('11 قسيمة');
    expect(screen.getByRole('link', { name: 'إدارة القسائم' })).toBeTruthy();
    expect(couponStatusLabel('Live')).toBe('سارية');
  });

  it('is English again after switching back', async () => {
    await activateLocale('en');
    render(<CompanyCard company={company(2)} onEdit={noop} onDelete={noop} />);
    expect(screen.getByTestId('company-coupon-count').textContent).toBe('2 coupons');
    expect(stockText(coupon)).toBe('5 left · 1 code');
  });
});
