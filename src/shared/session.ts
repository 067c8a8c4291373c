// The signed-in session as the page stores it in IndexedDB (the persisted atom `session`,
// key SESSION_STORAGE_KEY in sw-messages.ts). One schema for both readers: the page checks a
// stored session before trusting it, and the service worker checks it before replaying a
// queued refresh or writing a refreshed user into it.
// DEV NOTE: this module loads zod. The page imports it only on demand (when a session is
// stored), so a first visit, which has none, does not download zod.
import { z } from 'zod';
import { sessionUserSchema } from './contract/auth';

export const sessionSchema = z.object({
  token: z.string().min(1),
  user: sessionUserSchema,
  /** When the user's figures were last confirmed by the server (ms since epoch). */
  refreshedAt: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;
