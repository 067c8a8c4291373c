import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './use-async';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('keeps the last answer while a reload runs, and only the latest answer wins', async () => {
    const calls: ReturnType<typeof deferred<string>>[] = [];
    const { result, rerender } = renderHook(({ page }) => useAsync(() => (calls[page] = deferred<string>()).promise, [page]), {
      initialProps: { page: 0 },
    });
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]!.resolve('page 0'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'page 0', refreshing: false });

    rerender({ page: 1 });
    expect(result.current).toMatchObject({ data: 'page 0', refreshing: true });
    rerender({ page: 2 });
    await act(async () => calls[2]!.resolve('page 2'));
    await act(async () => calls[1]!.resolve('page 1 (late)'));
    expect(result.current.data).toBe('page 2');
  });

  it('reports a failure and loads again on reload', async () => {
    let attempt = 0;
    const { result } = renderHook(() => useAsync(() => (++attempt === 1 ? Promise.reject(new Error('Server down')) : Promise.resolve(attempt)), []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Server down');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(2);
  });

  it('loads again by itself when the connection comes back after a failure, and not while it works', async () => {
    let attempt = 0;
    const { result } = renderHook(() => useAsync(() => (++attempt === 1 ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve(attempt)), []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(2);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(attempt).toBe(2);
  });
});
