// The return points last loaded, with when: Return points opens offline after one visit. Public
// data about stores, not the person's: kept on the device at logout.
import { persistedAtom } from '@/client/lib/persisted-atom';
import type { SeenReturnPoints } from './seen-schema';

export type { SeenReturnPoints } from './seen-schema';

export const seenReturnPointsAtom = persistedAtom<SeenReturnPoints | null>(
  'return-points',
  1,
  async () => (await import('./seen-schema')).seenReturnPointsSchema,
  null,
  { keepOnLogout: true },
);
