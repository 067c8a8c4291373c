// The stored session's shape, loaded only when a session is stored (not on a first visit).
import { z } from 'zod';
import { sessionUserSchema } from '../../shared/contract/auth';

export const sessionSchema = z.object({
  token: z.string().min(1),
  user: sessionUserSchema,
  /** When the user's figures were last confirmed by the server (ms since epoch). */
  refreshedAt: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;
