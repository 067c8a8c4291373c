// The catalogue, the redeem modal's sentences, the header search, the menus and the offline
// notice speak the active language: German and Arabic from their catalogues (Arabic with its
// dual and plural forms), English again afterwards.
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterAll, describe, expect, it } from 'vitest';
import { CouponCard } from '@/client/features/catalogue/components/coupon-card';
import { couponFacts } from '@/client/features/catalogue/lib/coupon-facts';
import { makeCoupon } from '@/client/features/catalogue/test/coupon-fixtures';
import { menuForRole } from '@/client/features/layout/menus';
import { searchHits } from '@/client/features/layout/search-entries';
import { OfflineIndicator } from '@/client/features/pwa/offline-indicator';
import { REDEEMED_TOAST, inlineError } from '@/client/features/redeem/lib/redeem-state';
import { activateLocale } from '@/client/lib/i18n/language';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { appStore } from '@/client/lib/store';

afterAll(async () => {
  await activateLocale('en');
  appStore.set(onlineAtom, true);
});

function renderCard(balance: number) {
  render(
    <Provider store={appStore}>
      <CouponCard coupon={makeCoupon({ id: 7, pointToRedeem: 50, couponDescription: '10% off tea' })} balance={balance} onRedeem={() => undefined} position={1} total={1} />
    </Provider>,
  );
}

describe('in German', () => {
  it('a coupon card says its points, what is missing and Redeem Now in German', async () => {
    await activateLocale('de');
    renderCard(30);
    expect(screen.getByTestId('coupon-points').textContent).toBe('50 Punkte');
    expect(screen.getByTestId('coupon-unaffordable').textContent).toBe('Dir fehlen 20 Punkte');
    expect(screen.getByRole('button', { name: 'Jetzt einlösen' })).toBeTruthy();
    expect(couponFacts({ validUntil: null, stock: 3, perUserLimit: 1 })).toEqual(['Nur noch 3', '1 pro Person']);
  });

  it('the header search finds its entries by their German words, the menus and the offline notice are German', async () => {
    await activateLocale('de');
    // The spec's order, found by the German words.
    expect(searchHits('unser').map((hit) => hit.label)).toEqual(['Unsere Leistungen', 'Unser Team', 'Unsere Kunden', 'Unsere Partner', 'Unser Blog']);
    expect(menuForRole('ADMIN').map((item) => item.title)).toContain('Gutscheinverwaltung');
    appStore.set(onlineAtom, false);
    render(
      <Provider store={appStore}>
        <OfflineIndicator />
      </Provider>,
    );
    expect(screen.getByTestId('offline-indicator').textContent).toBe('Du bist offline. Gespeicherte Daten werden angezeigt.');
    appStore.set(onlineAtom, true);
  });
});

describe('in Arabic', () => {
  it('counts points with the dual and the plural forms, and says the spec’s toast in Arabic', async () => {
    await activateLocale('ar');
    renderCard(48);
    expect(screen.getByTestId('coupon-unaffordable').textContent).toBe('تحتاج إلى نقطتين إضافيتين');
    expect(screen.getByRole('button', { name: 'استبدل الآن' })).toBeTruthy();
    expect(couponFacts({ validUntil: null, stock: 5, perUserLimit: null })).toEqual(['تبقّت 5 فقط']);
    expect(i18n._(REDEEMED_TOAST)).toBe('تم استبدال القسيمة بنجاح');
    expect(inlineError('', 'An error occurred')).toBe('حدث خطأ أثناء استبدال القسيمة');
  });
});

describe('back in English', () => {
  it('says the spec’s words again', async () => {
    await activateLocale('en');
    renderCard(30);
    expect(screen.getByRole('button', { name: 'Redeem Now' })).toBeTruthy();
    expect(screen.getByTestId('coupon-unaffordable').textContent).toBe('You need 20 more points');
    expect(i18n._(REDEEMED_TOAST)).toBe('Coupon Redeemed Successfully');
  });
});
