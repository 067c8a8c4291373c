import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoxReturn } from '@/shared/contract/returns';
import { UndoReturnButton } from './undo-return-button';

const undo = vi.hoisted(() => vi.fn());
vi.mock('../api/undo-return', () => ({ undoReturn: undo }));
vi.mock('@/client/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function credit(minutesAgo: number, status: BoxReturn['status'] = 'confirmed'): BoxReturn {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    id: 9,
    userId: 7,
    userName: 'Ulf User',
    userCode: 'K7M2QX9P',
    boxes: 2,
    status,
    storeId: null,
    storeName: null,
    location: '',
    points: 20,
    reportedBy: 3,
    decidedBy: 3,
    decidedByName: 'Dan',
    createdAt: at,
    decidedAt: at,
    reason: null,
    reversedAt: null,
    byPost: false,
  };
}

describe('the Undo of a credit', () => {
  afterEach(() => undo.mockReset());

  it('is offered within the undo window and sends the reason', async () => {
    const onUndone = vi.fn();
    undo.mockResolvedValue({ ...credit(1), status: 'reversed', reason: 'Wrong card' });
    render(<UndoReturnButton credit={credit(1)} onUndone={onUndone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Undo the credit of Ulf User' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Wrong card');
    await userEvent.click(screen.getByRole('button', { name: 'Undo credit' }));
    expect(undo).toHaveBeenCalledWith(9, 'Wrong card');
    expect(onUndone).toHaveBeenCalledWith(expect.objectContaining({ status: 'reversed' }));
  });

  it('is not offered once the window has passed, or for a credit already undone', () => {
    const { container, rerender } = render(<UndoReturnButton credit={credit(16)} onUndone={vi.fn()} />);
    expect(container.textContent).toBe('');
    rerender(<UndoReturnButton credit={credit(1, 'reversed')} onUndone={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });
});
