import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useValueAfterPaint } from './use-value-after-paint';

describe('useValueAfterPaint', () => {
  it('starts with the value, then keeps the old one until a frame has painted', async () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value), { initialProps: { value: '' } });
    expect(result.current).toBe('');
    // The render a keystroke makes (and its frame) still shows the list of the old value...
    act(() => rerender({ value: 'd' }));
    expect(result.current).toBe('');
    // ...which follows after the paint.
    await waitFor(() => expect(result.current).toBe('d'));
  });

  it('takes up only the newest of values that came before a frame', async () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(({ value }) => {
      const shown = useValueAfterPaint(value);
      seen.push(shown);
      return shown;
    }, { initialProps: { value: '' } });
    act(() => rerender({ value: 'd' }));
    act(() => rerender({ value: 'de' }));
    act(() => rerender({ value: 'dea' }));
    await waitFor(() => expect(result.current).toBe('dea'));
    expect(new Set(seen)).toEqual(new Set(['', 'dea']));
  });
});
