// The stored inbox's shape. Its own module: persistedAtom loads it only when an inbox is
// stored, so zod stays out of the catalogue's first visit.
import { z } from 'zod';
import { notificationItemSchema } from '@/shared/contract/notifications';

export const inboxCopySchema = z.object({
  userId: z.number().int().nullable(),
  items: z.array(notificationItemSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
  /** When the list was last seen from the server (ISO time): offline the inbox says "As of" then. */
  at: z.string().nullable(),
});
export type InboxCopy = z.infer<typeof inboxCopySchema>;

export const pushOfferStateSchema = z.object({
  /** When this device first opened the app (ms): that visit never gets the offer. */
  firstVisitAt: z.number().nullable(),
  /** Who earned the offer here (user ids): a first credited return, a redemption. */
  earnedBy: z.array(z.number().int()),
  /** When "Not now" was said (ms). */
  dismissedAt: z.number().nullable(),
});
export type PushOfferState = z.infer<typeof pushOfferStateSchema>;

export const languageToldSchema = z.object({
  /** Whom this device last told the server the language of (a user id), and which. */
  userId: z.number().int().nullable(),
  language: z.string().nullable(),
});
export type LanguageTold = z.infer<typeof languageToldSchema>;
