// A server-backed section that remembers what it last showed: fresh data is stored with the
// time it was seen; while the server cannot be reached (before the page got an answer, or
// since its last one), the stored copy is shown "as of" then.
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { currentUserAtom } from '@/client/lib/session/session';
import { dashboardSnapshotAtom, type DashboardSnapshot } from '../atoms';

type Part = 'stats' | 'redemptions' | 'events' | 'history';
type DataOf<K extends Part> = NonNullable<DashboardSnapshot[K]>['data'];

export interface Remembered<T> {
  data: T | undefined;
  /** When the shown data was seen, if it is the stored copy; null while it is live. */
  asOf: string | null;
}

/**
 * `live`: the server's answer in this page, if one came. `failed`: the latest attempt to bring
 * it up to date failed (the connection dropped with the page open, the server went away), so
 * what is shown is as old as when it came, and says so like the stored copy it was saved as.
 */
export function useRemembered<K extends Part>(part: K, live: DataOf<K> | undefined, failed = false): Remembered<DataOf<K>> {
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const [snapshot, setSnapshot] = useAtom(dashboardSnapshotAtom);
  useEffect(() => {
    if (live === undefined || userId === null) return;
    const at = new Date().toISOString();
    setSnapshot((previous) => ({ ...(previous.userId === userId ? previous : {}), userId, [part]: { data: live, at } }));
  }, [live, userId, part, setSnapshot]);
  if (live !== undefined && !failed) return { data: live, asOf: null };
  // The live answer was stored (above) with the time it came: failed, the stored copy is it.
  const stored = snapshot.userId === userId ? (snapshot[part] as { data: DataOf<K>; at: string } | undefined) : undefined;
  return stored ? { data: stored.data, asOf: stored.at } : { data: live, asOf: null };
}
