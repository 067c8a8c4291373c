import { describe, expect, it } from 'vitest';
import { notificationItem as item, notificationPage as page } from '@/client/test-support/notification-item';
import { EMPTY_INBOX } from '../atoms';
import { copyOf, MAX_STORED_ITEMS, withFirstPage, withNextPage, withRead, withUnread } from './inbox-copy';

describe('the stored inbox', () => {
  it('is one person’s: another user sees none of it', () => {
    const copy = withFirstPage(EMPTY_INBOX, 7, page([item(2)], null, 1), 'then');
    expect(copyOf(copy, 7).items).toHaveLength(1);
    expect(copyOf(copy, 8)).toBe(EMPTY_INBOX);
    expect(withUnread(copy, 8, 3)).toMatchObject({ userId: 8, items: [], unread: 3 });
  });

  it('adds a further page after the shown ones, once each, and keeps a bounded number', () => {
    const first = withFirstPage(EMPTY_INBOX, 7, page([item(3), item(2)], 'c1', 2), 'then');
    const both = withNextPage(first, 7, page([item(2), item(1)], null, 2), 'later');
    expect(both.items.map((i) => i.id)).toEqual([3, 2, 1]);
    expect(both.nextCursor).toBeNull();
    const many = Array.from({ length: MAX_STORED_ITEMS + 5 }, (_, i) => item(i + 1));
    expect(withFirstPage(EMPTY_INBOX, 7, page(many, null, 0), 'then').items).toHaveLength(MAX_STORED_ITEMS);
  });

  it('marks read what was read, with the server’s count', () => {
    const first = withFirstPage(EMPTY_INBOX, 7, page([item(3), item(2)], null, 2), 'then');
    const one = withRead(first, 7, [3], 1, 'now');
    expect(one.items.map((i) => i.readAt)).toEqual(['now', null]);
    expect(one.unread).toBe(1);
    expect(withRead(one, 7, 'all', 0, 'later').items.map((i) => i.readAt)).toEqual(['now', 'later']);
  });
});
