import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../lib/toast';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

vi.mock('../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Harness({ action }: { action: () => Promise<string> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete</button>
      <ConfirmDialog open={open} title="Delete Ada?" confirmLabel="Delete user" onConfirm={action} onClose={() => setOpen(false)}>
        Ada Lovelace will lose access.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('does nothing until confirmed, then runs the action, toasts and closes', async () => {
    const action = vi.fn(async () => 'User deleted');
    render(<Harness action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete Ada?' }).textContent).toContain('Ada Lovelace will lose access.');
    expect(action).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(action).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith('User deleted');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open with the server sentence when the action fails', async () => {
    render(<Harness action={async () => Promise.reject(new Error('You cannot delete yourself.'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(screen.getByRole('alert').textContent).toBe('You cannot delete yourself.');
    expect((screen.getByRole('dialog') as HTMLDialogElement).open).toBe(true);
  });
});
