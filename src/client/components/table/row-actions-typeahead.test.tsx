import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TYPEAHEAD_RESET_MS } from '@/client/lib/hooks/use-typeahead';
import { RowActions } from './row-actions';

describe('the row’s phone menu (⋯)', () => {
  it('moves to the action a typed letter names, cycling on a repeated letter, and starts afresh after a pause', async () => {
    const user = userEvent.setup();
    const noop = () => {};
    const { container } = render(
      <RowActions
        label="Actions for Ada"
        actions={[
          { label: 'Edit', name: 'Edit Ada', onClick: noop },
          { label: 'Deactivate', name: 'Deactivate Ada', onClick: noop },
          { label: 'Delete', name: 'Delete Ada', onClick: noop, danger: true },
        ]}
      />,
    );
    const menu = container.querySelector('details')!;
    const inMenu = (name: string) => menu.querySelector(`[aria-label="${name}"]`);
    await user.click(screen.getByText('⋯'));
    await user.keyboard('d');
    expect(document.activeElement).toBe(inMenu('Deactivate Ada'));
    await user.keyboard('d');
    expect(document.activeElement).toBe(inMenu('Delete Ada'));
    await new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_RESET_MS + 50));
    await user.keyboard('e');
    expect(document.activeElement).toBe(inMenu('Edit Ada'));
    expect(menu.open).toBe(true);
  });

  it('ignores typing while the menu is closed', async () => {
    const user = userEvent.setup();
    render(<RowActions label="Actions for Ada" actions={[{ label: 'Edit', name: 'Edit Ada', onClick: () => {} }]} />);
    const summary = screen.getByText('⋯');
    summary.focus();
    await user.keyboard('e');
    expect(document.activeElement).toBe(summary);
  });
});
