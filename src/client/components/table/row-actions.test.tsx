import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { RowActions } from './row-actions';

describe('RowActions', () => {
  it('runs the action from the phone menu and closes the menu', async () => {
    const edit = vi.fn();
    const { container } = render(<RowActions label="Actions for Ada" actions={[{ label: 'Edit', name: 'Edit Ada', onClick: edit }]} />);
    const menu = container.querySelector('details')!;
    await userEvent.click(screen.getByText('⋯'));
    expect(menu.open).toBe(true);
    const [, inMenu] = screen.getAllByRole('button', { name: 'Edit Ada', hidden: true });
    await userEvent.click(inMenu!);
    expect(edit).toHaveBeenCalledOnce();
    expect(menu.open).toBe(false);
  });

  it('opens another screen as a link, from the desk row and from the phone menu', async () => {
    const { hook, history } = memoryLocation({ path: '/business/mystores', record: true });
    const { container } = render(
      <Router hook={hook}>
        <RowActions label="Actions for Kiosk" actions={[{ label: 'Edit', name: 'Edit Kiosk', href: '/business/form?id=7' }]} />
      </Router>,
    );
    const links = screen.getAllByRole('link', { name: 'Edit Kiosk', hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/business/form?id=7', '/business/form?id=7']);
    const menu = container.querySelector('details')!;
    await userEvent.click(screen.getByText('⋯'));
    await userEvent.click(links[1]!);
    expect(menu.open).toBe(false);
    expect(history.at(-1)).toBe('/business/form?id=7');
  });

  it('disables network actions offline with the reason, and keeps local ones', () => {
    const store = createStore();
    store.set(onlineAtom, false);
    render(
      <Provider store={store}>
        <RowActions
          actions={[
            { label: 'Delete', name: 'Delete Ada', onClick: () => {} },
            { label: 'Open', name: 'Open Ada', onClick: () => {}, needsNetwork: false },
          ]}
        />
      </Provider>,
    );
    const [remove] = screen.getAllByRole('button', { name: 'Delete Ada', hidden: true }) as HTMLButtonElement[];
    const [open] = screen.getAllByRole('button', { name: 'Open Ada', hidden: true }) as HTMLButtonElement[];
    expect(remove!.disabled).toBe(true);
    expect(remove!.title).toBe('You are offline. This needs a connection.');
    expect(open!.disabled).toBe(false);
  });
});
