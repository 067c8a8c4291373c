import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TYPEAHEAD_RESET_MS } from '@/client/lib/use-typeahead';
import { CatalogueHeader } from './catalogue-header';

describe('the catalogue header’s site links menu (phones)', () => {
  it('moves to the link a typed letter names, cycling on a repeated letter, and starts afresh after a pause', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={createStore()}>
        <Router hook={memoryLocation({ path: '/coupons' }).hook}>
          <CatalogueHeader />
        </Router>
      </Provider>,
    );
    const summary = screen.getByLabelText('Rebox website links');
    const menu = summary.closest('details')!;
    await user.click(summary);
    const focused = () => (menu.contains(document.activeElement) ? document.activeElement?.textContent : null);
    await user.keyboard('h');
    expect(focused()).toBe('Home');
    await user.keyboard('h');
    expect(focused()).toBe('How We Recycle');
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('f');
    expect(focused()).toBe('FAQ');
  });
});
