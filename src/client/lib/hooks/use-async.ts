// Loads data for a screen and keeps the last good answer while a reload runs, so a
// table that changes page keeps its rows (dimmed) instead of flashing back to a skeleton.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncStatus = 'loading' | 'ready' | 'error';

export interface AsyncState<T> {
  status: AsyncStatus;
  data: T | undefined;
  error: string | null;
  /** True while a reload runs over data already shown. */
  refreshing: boolean;
  reload: () => void;
}

/** `load` runs again whenever `deps` change, and after a failure when the connection returns; only the answer of the latest run is kept. */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<Omit<AsyncState<T>, 'reload'>>({
    status: 'loading',
    data: undefined,
    error: null,
    refreshing: false,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  // Declared before the loading effect so it runs first: the load always sees this render's closure.
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const run = ++latest.current;
    setState((previous) =>
      previous.data === undefined
        ? { status: 'loading', data: undefined, error: null, refreshing: false }
        : { ...previous, error: null, refreshing: true },
    );
    loadRef.current().then(
      (data) => {
        if (run === latest.current) setState({ status: 'ready', data, error: null, refreshing: false });
      },
      (error: unknown) => {
        if (run !== latest.current) return;
        const message = error instanceof Error && error.message ? error.message : t`An error occurred`;
        setState((previous) => ({ ...previous, status: 'error', error: message, refreshing: false }));
      },
    );
    // The caller lists what the load depends on; `load` itself is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // A load that failed (often for want of a connection) runs again once the device is back online.
  const failed = state.status === 'error';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failed, reload]);
  return { ...state, reload };
}
