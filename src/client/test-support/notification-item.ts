// Notifications as the server lists them, for unit tests.
import type { NotificationItem, NotificationList } from '@/shared/contract/notifications';
import { PATHS } from '@/shared/screen-paths';

export function notificationItem(id: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    kind: 'points_credited',
    language: 'en',
    title: `Points credited ${id}`,
    body: 'Your return was credited.',
    screen: PATHS.user.dashboard,
    data: { kind: 'points_credited', points: 10, reason: 'return' },
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, id)).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export const notificationPage = (items: NotificationItem[], nextCursor: string | null, unread: number): NotificationList => ({ items, nextCursor, unread });
