import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { reloadBlockersAtom } from '@/client/lib/pwa/pwa-signals';
import { reloadWhenIdle } from './reload-when-idle';

describe('reloadWhenIdle', () => {
  it('reloads at once when nothing is open', () => {
    const reload = vi.fn();
    reloadWhenIdle(createStore(), reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits for an open redemption to close, then reloads once', () => {
    const store = createStore();
    store.set(reloadBlockersAtom, new Set(['redemption', 'upload']));
    const reload = vi.fn();
    reloadWhenIdle(store, reload);
    expect(reload).not.toHaveBeenCalled();
    store.set(reloadBlockersAtom, new Set(['upload']));
    expect(reload).not.toHaveBeenCalled();
    store.set(reloadBlockersAtom, new Set());
    expect(reload).toHaveBeenCalledOnce();
    store.set(reloadBlockersAtom, new Set(['redemption']));
    store.set(reloadBlockersAtom, new Set());
    expect(reload).toHaveBeenCalledOnce();
  });
});
