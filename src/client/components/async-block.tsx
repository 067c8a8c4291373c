// The shape every server-backed block of a screen shares: the failure with Retry, a skeleton
// while there is nothing to show yet, then the content. A failed reload keeps the last data
// on screen under the alert, so figures do not vanish because one refresh failed.
import type { ReactNode } from 'react';
import type { AsyncState } from '../lib/hooks/use-async';
import { RetryAlert } from './retry-alert';

interface AsyncBlockProps<T> {
  state: AsyncState<T>;
  /** Shown on the first load only, sized like the content so nothing jumps. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

export function AsyncBlock<T>({ state, skeleton, children }: AsyncBlockProps<T>) {
  return (
    <>
      {state.error && <RetryAlert message={state.error} onRetry={state.reload} />}
      {state.data !== undefined ? children(state.data) : state.status === 'loading' && skeleton}
    </>
  );
}
