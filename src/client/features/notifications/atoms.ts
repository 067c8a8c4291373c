// The inbox as last seen, kept in IndexedDB so it opens with no connection: it belongs to one
// user and logout clears it (app/persisted-atoms.ts). The push offer's memory is the device's
// and survives logout: a "Not now" holds for a while whoever signs in next.
import { atom } from 'jotai';
import { persistedAtom } from '@/client/lib/persisted-atom';
import type { InboxCopy, LanguageTold, PushOfferState } from './inbox-schema';

export type { InboxCopy, LanguageTold, PushOfferState } from './inbox-schema';

export const EMPTY_INBOX: InboxCopy = { userId: null, items: [], nextCursor: null, unread: 0, at: null };

export const inboxCopyAtom = persistedAtom<InboxCopy>('notifications-inbox', 1, async () => (await import('./inbox-schema')).inboxCopySchema, EMPTY_INBOX);

export const EMPTY_PUSH_OFFER: PushOfferState = { firstVisitAt: null, earnedBy: [], dismissedAt: null };

export const pushOfferAtom = persistedAtom<PushOfferState>(
  'push-offer',
  1,
  async () => (await import('./inbox-schema')).pushOfferStateSchema,
  EMPTY_PUSH_OFFER,
  { keepOnLogout: true },
);

/** The language this device last told the server for whom: a page load asks nothing when it is still so. */
export const languageToldAtom = persistedAtom<LanguageTold>(
  'notifications-language',
  1,
  async () => (await import('./inbox-schema')).languageToldSchema,
  { userId: null, language: null },
);

/** Bumped after one's notifications were read or arrived: the bell asks for its count again. */
export const unreadRevisionAtom = atom(0);
