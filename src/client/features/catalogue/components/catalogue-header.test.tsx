import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TYPEAHEAD_RESET_MS } from '@/client/lib/hooks/use-typeahead';
import { CatalogueHeader } from './catalogue-header';

const renderHeader = () =>
  render(
    <Provider store={createStore()}>
      <Router hook={memoryLocation({ path: '/coupons' }).hook}>
        <CatalogueHeader />
      </Router>
    </Provider>,
  );

describe('the catalogue header’s menu', () => {
  it('moves to the link a typed letter names, cycling on a repeated letter, and starts afresh after a pause', async () => {
    const user = userEvent.setup();
    renderHeader();
    const summary = screen.getByLabelText('Menu');
    const menu = summary.closest('details')!;
    await user.click(summary);
    const focused = () => (menu.contains(document.activeElement) ? document.activeElement?.textContent : null);
    await user.keyboard('h');
    expect(focused()).toBe('How earning works');
    await user.keyboard('h');
    expect(focused()).toBe('Home');
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('f');
    expect(focused()).toBe('FAQ');
  });

  it('leads a visitor to the portal’s public pages first: where to hand a box in, and what it earns', async () => {
    renderHeader();
    const links = screen.getByTestId('site-menu').querySelectorAll('a');
    expect([...links].slice(0, 2).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Return points', '/return-points'],
      ['How earning works', '/how-earning-works'],
    ]);
  });
});
