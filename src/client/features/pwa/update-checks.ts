// A tab left open for days still learns of new versions: ask the server for sw.js hourly, but
// only when online (an offline check only fails, and a phone on a train should not try).
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface UpdateCheckOptions {
  intervalMs?: number;
  isOnline?: () => boolean;
}

/** Starts the hourly checks for `registration`; returns the stop function. */
export function scheduleUpdateChecks(
  registration: Pick<ServiceWorkerRegistration, 'update' | 'installing'>,
  { intervalMs = UPDATE_CHECK_MS, isOnline = () => navigator.onLine }: UpdateCheckOptions = {},
): () => void {
  const timer = setInterval(() => {
    // An update already on its way needs no second check.
    if (!isOnline() || registration.installing) return;
    registration.update().catch((error: unknown) => console.warn('Rebox: the update check failed', error));
  }, intervalMs);
  return () => clearInterval(timer);
}
