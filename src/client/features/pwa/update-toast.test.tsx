import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadBlockersAtom } from '@/client/lib/pwa/pwa-signals';
import { UpdateToast } from './update-toast';

let store: ReturnType<typeof createStore>;
const activate = vi.fn(async () => undefined);

function renderToast(needRefresh: boolean) {
  return render(
    <Provider store={store}>
      <UpdateToast needRefresh={needRefresh} onReload={activate} />
      <Toaster />
    </Provider>,
  );
}

beforeEach(() => {
  store = createStore();
  activate.mockClear();
});
afterEach(() => toast.remove());

describe('the update toast', () => {
  it('stays away while no new version waits', () => {
    renderToast(false);
    expect(screen.queryByText('A new version of Rebox is ready', { exact: false })).toBeNull();
  });

  it('says a new version is ready, and Reload lets it take over', async () => {
    renderToast(true);
    await screen.findByText('A new version of Rebox is ready', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledOnce();
  });

  it('waits while a redemption is open, and comes back when it closes', async () => {
    store.set(reloadBlockersAtom, new Set(['redemption']));
    renderToast(true);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('update-toast')).toBeNull();
    act(() => store.set(reloadBlockersAtom, new Set()));
    await screen.findByTestId('update-toast');
    expect(activate).not.toHaveBeenCalled();
  });
});
