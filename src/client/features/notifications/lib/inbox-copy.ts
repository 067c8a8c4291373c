// The stored inbox changed by what the server answered: each change is for one user, and a copy
// of another user (a shared phone) is replaced, never mixed in.
import type { NotificationItem, NotificationList } from '@/shared/contract/notifications';
import { EMPTY_INBOX, type InboxCopy } from '../atoms';

/** What IndexedDB keeps of a long inbox: the newest, enough to read offline. */
export const MAX_STORED_ITEMS = 100;

/** The copy if it is this user's, else an empty one. */
export function copyOf(copy: InboxCopy, userId: number | null): InboxCopy {
  return userId !== null && copy.userId === userId ? copy : EMPTY_INBOX;
}

/** The first page, fresh: it replaces what was shown (older pages are fetched again on "Load more"). */
export function withFirstPage(copy: InboxCopy, userId: number, list: NotificationList, at: string): InboxCopy {
  return { userId, items: list.items.slice(0, MAX_STORED_ITEMS), nextCursor: list.nextCursor, unread: list.unread, at };
}

/** A further page after the ones shown. */
export function withNextPage(copy: InboxCopy, userId: number, list: NotificationList, at: string): InboxCopy {
  const mine = copyOf(copy, userId);
  const seen = new Set(mine.items.map((item) => item.id));
  const items = [...mine.items, ...list.items.filter((item) => !seen.has(item.id))];
  return { userId, items: items.slice(0, MAX_STORED_ITEMS), nextCursor: list.nextCursor, unread: list.unread, at: mine.at ?? at };
}

/** The count the bell shows, as the server just said. */
export function withUnread(copy: InboxCopy, userId: number, unread: number): InboxCopy {
  const mine = copyOf(copy, userId);
  return mine.userId === userId && mine.unread === unread ? mine : { ...mine, userId, unread };
}

/** Some or all read, at `at`, with the server's count after it. */
export function withRead(copy: InboxCopy, userId: number, ids: readonly number[] | 'all', unread: number, at: string): InboxCopy {
  const mine = copyOf(copy, userId);
  const read = (item: NotificationItem) => item.readAt === null && (ids === 'all' || ids.includes(item.id));
  return { ...mine, userId, unread, items: mine.items.map((item) => (read(item) ? { ...item, readAt: at } : item)) };
}
