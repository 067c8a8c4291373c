import { describe, expect, it } from 'vitest';
import type { NotificationData } from '@/shared/contract/notifications';
import { LOCALES } from '@/shared/locales';
import { notificationWords } from './notification-words';

const EVERY_KIND: NotificationData[] = [
  { kind: 'points_credited', points: 1, reason: 'return' },
  { kind: 'report_rejected', returnId: 1, reason: 'No boxes arrived' },
  { kind: 'credit_undone', points: 20, reason: 'Typed the wrong count', returnId: 1 },
  { kind: 'coupon_ends_soon', couponName: 'Free refill', endsAt: '2026-12-07T12:00:00.000Z' },
  { kind: 'event_tomorrow', eventId: 1, eventName: 'Beach clean-up', startsAt: '2026-12-05T09:00:00.000Z' },
  { kind: 'reports_waiting', count: 3 },
  { kind: 'coupon_low_stock', couponId: 1, couponName: 'Last mugs', left: 1, total: 11 },
];

describe('notification words', () => {
  it('say every kind in every language, with the facts in them', () => {
    for (const language of LOCALES) {
      for (const data of EVERY_KIND) {
        const { title, body } = notificationWords(data, language);
        expect(title.length, `${language} ${data.kind}`).toBeGreaterThan(3);
        expect(body.length, `${language} ${data.kind}`).toBeGreaterThan(3);
      }
    }
    expect(notificationWords(EVERY_KIND[4]!, 'de').body).toBe('Beginn: 05.12.2026, 09:00.');
  });

  it('say one point and one report in the singular', () => {
    expect(notificationWords({ kind: 'points_credited', points: 1, reason: 'attendance' }, 'en')).toEqual({ title: '+1 point', body: '1 point for taking part in an event.' });
    expect(notificationWords({ kind: 'points_credited', points: 1, reason: 'return' }, 'de').title).toBe('+1 Punkt');
    expect(notificationWords({ kind: 'reports_waiting', count: 1 }, 'en').body).toBe('A return report waits for your decision.');
    expect(notificationWords({ kind: 'reports_waiting', count: 4 }, 'en').body).toBe('4 return reports wait for your decision.');
  });
});
