// Who has read "How earning works" on this device: it shows once, on a recycler's first
// dashboard visit, and not again once they close it. User ids only, kept at logout (signing in
// again is not a first visit); the last few are enough.
import { persistedAtom } from '@/client/lib/persisted-atom';

export const EARNING_INTRO_KEPT = 20;

export const earningIntroSeenAtom = persistedAtom<number[]>(
  'earning-intro-seen',
  1,
  async () => {
    const { z } = await import('zod');
    return z.array(z.number().int());
  },
  [],
  { keepOnLogout: true },
);
