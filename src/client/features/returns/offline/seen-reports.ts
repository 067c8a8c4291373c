// The first page of My reports as last seen online, with when: offline it is shown "as of"
// then instead of an error. The user's own data: logout clears it (app/persisted-atoms.ts).
import { persistedAtom } from '@/client/lib/persisted-atom';
import type { SeenReports } from './seen-reports-schema';

export type { SeenReports } from './seen-reports-schema';

export const seenReportsAtom = persistedAtom<SeenReports | null>(
  'my-reports-seen',
  1,
  async () => (await import('./seen-reports-schema')).seenReportsSchema,
  null,
);
