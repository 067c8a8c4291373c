// What the recycler's dashboard last showed (impact, history, recent redemptions, events), with
// when each was seen, so the dashboard opens offline with "as of" figures instead of errors.
// It belongs to one user and logout clears it (app/persisted-atoms.ts).
import { persistedAtom } from '@/client/lib/persisted-atom';
import type { DashboardSnapshot } from './snapshot-schema';

export type { DashboardSnapshot } from './snapshot-schema';

export const EMPTY_SNAPSHOT: DashboardSnapshot = { userId: null };

export const dashboardSnapshotAtom = persistedAtom<DashboardSnapshot>(
  'dashboard-snapshot',
  1,
  async () => (await import('./snapshot-schema')).dashboardSnapshotSchema,
  EMPTY_SNAPSHOT,
);
