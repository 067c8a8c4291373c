import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { OfflineIndicator } from './offline-indicator';

describe('the offline indicator', () => {
  it('says the app is offline and showing saved data, and goes when the connection returns', () => {
    const store = createStore();
    store.set(onlineAtom, false);
    render(
      <Provider store={store}>
        <OfflineIndicator />
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('You are offline. Showing saved data.');
    act(() => store.set(onlineAtom, true));
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });
});
