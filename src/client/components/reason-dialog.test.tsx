import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast';
import { ReasonDialog } from './reason-dialog';

vi.mock('../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Harness({ action }: { action: (reason: string) => Promise<string> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Reject</button>
      <ReasonDialog open={open} title="Reject this report" confirmLabel="Reject report" onConfirm={action} onClose={() => setOpen(false)}>
        Ulf reported 3 boxes.
      </ReasonDialog>
    </>
  );
}

describe('ReasonDialog', () => {
  it('sends nothing without a reason of a few words, then sends the trimmed reason and closes', async () => {
    const action = vi.fn(async () => 'Report rejected');
    render(<Harness action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject report' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByText('Reason: say in a few words why.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason'), '  Not at this store  ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject report' }));
    expect(action).toHaveBeenCalledWith('Not at this store');
    expect(toast.success).toHaveBeenCalledWith('Report rejected');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open with the server sentence when it refuses', async () => {
    render(<Harness action={async () => Promise.reject(new Error('The time to undo this has passed (15 minutes).'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Wrong card');
    await userEvent.click(screen.getByRole('button', { name: 'Reject report' }));
    expect(screen.getByRole('alert').textContent).toBe('The time to undo this has passed (15 minutes).');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
