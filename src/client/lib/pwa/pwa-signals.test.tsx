import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { reloadBlockedAtom, reloadBlockersAtom, useBlockReload } from './pwa-signals';

function Blocker({ reason, active }: { reason: string; active: boolean }) {
  useBlockReload(reason, active);
  return null;
}

describe('useBlockReload', () => {
  it('blocks reloads while active and mounted, each reason on its own', () => {
    const store = createStore();
    const ui = (redemption: boolean, upload: boolean) => (
      <Provider store={store}>
        <Blocker reason="redemption" active={redemption} />
        <Blocker reason="upload" active={upload} />
      </Provider>
    );
    const view = render(ui(true, true));
    expect([...store.get(reloadBlockersAtom)].sort()).toEqual(['redemption', 'upload']);
    view.rerender(ui(false, true));
    expect([...store.get(reloadBlockersAtom)]).toEqual(['upload']);
    expect(store.get(reloadBlockedAtom)).toBe(true);
    view.unmount();
    expect(store.get(reloadBlockedAtom)).toBe(false);
  });
});
