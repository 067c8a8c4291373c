import { describe, expect, it } from 'vitest';
import type { PushPayload } from '../src/shared/contract/notifications';
import { PATHS } from '../src/shared/screen-paths';
import { NOTIFICATION_ICON, notificationOptions, parsePushPayload, screenUrl, shownDataOf } from './push-payload';

const payload: PushPayload = { id: 41, kind: 'points_credited', language: 'ar', title: 'نقاط', body: '+20', screen: PATHS.user.dashboard, unread: 3 };

describe('a push', () => {
  it('is read only when it has the contract’s shape', () => {
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
    expect(parsePushPayload('not json')).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...payload, screen: 'https://elsewhere.example/' }))).toBeNull();
    expect(parsePushPayload(null)).toBeNull();
  });

  it('shows its title and body, tagged by kind, keeping its id and screen, in its language', () => {
    expect(notificationOptions(payload)).toEqual({
      title: 'نقاط',
      body: '+20',
      tag: 'points_credited',
      data: { id: 41, screen: PATHS.user.dashboard },
      icon: NOTIFICATION_ICON,
      lang: 'ar',
      dir: 'rtl',
    });
  });

  it('opens only a screen of the app, on its own origin', () => {
    expect(shownDataOf({ id: 41, screen: PATHS.wallet })).toEqual({ id: 41, screen: PATHS.wallet });
    expect(shownDataOf({ id: 41, screen: '//elsewhere.example' })).toBeNull();
    expect(shownDataOf(null)).toBeNull();
    expect(screenUrl(PATHS.wallet, 'https://rebox.test')).toBe('https://rebox.test/wallet');
  });
});
