import { get, set } from 'idb-keyval';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCoupon } from '../features/catalogue/test/coupon-fixtures';
import { LAYOUT_DEFAULTS } from '../features/layout/atoms';
import { logout } from '../lib/session/logout';
import { languageChoiceAtom } from '../lib/i18n/language';
import { hydratePersistedAtoms } from '../lib/persisted-atom';
import { fakeSession } from '../test-support/fake-session';
import { PERSISTED_ATOMS } from './persisted-atoms';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('what the device keeps', () => {
  it('forgets the user’s session, wallet and remembered dashboard at logout, and keeps the device’s look, the catalogue and a dismissed install offer', async () => {
    await set('rebox:session:v1', fakeSession('NORMAL_USER'));
    await set('rebox:wallet:v1', { userId: 7, entries: [] });
    await set('rebox:layout:v1', { ...LAYOUT_DEFAULTS, darkMode: true });
    await set('rebox:catalogue-coupons:v1', [makeCoupon({ id: 1 })]);
    await set('rebox:install-dismissed:v1', true);
    await set('rebox:language:v1', 'de');
    await set('rebox:dashboard-snapshot:v1', { userId: 7, events: { data: [], at: '2026-11-01T10:00:00.000Z' } });
    const store = createStore();
    await hydratePersistedAtoms(store, PERSISTED_ATOMS);
    expect(store.get(languageChoiceAtom)).toBe('de');

    await logout(store);
    expect(await get('rebox:language:v1')).toBe('de');

    expect(await get('rebox:session:v1')).toBeUndefined();
    expect(await get('rebox:wallet:v1')).toBeUndefined();
    expect(await get('rebox:layout:v1')).toMatchObject({ darkMode: true });
    expect(await get('rebox:catalogue-coupons:v1')).toHaveLength(1);
    expect(await get('rebox:dashboard-snapshot:v1')).toBeUndefined();
    // The old "dismissed" became the time of the "Not now", and stays with the device.
    expect(typeof (await get('rebox:install-dismissed:v2'))).toBe('number');
  });
});
