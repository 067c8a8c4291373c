import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraggableToast, isPastDismissThreshold } from './draggable-toast';

const WIDTH = 300;

function showToast(message: string) {
  render(<Toaster>{(t) => <DraggableToast t={t} />}</Toaster>);
  act(() => {
    toast(message, { duration: 60_000 });
  });
  const element = screen.getByTestId('toast');
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ width: WIDTH, height: 60, top: 0, left: 0, right: WIDTH, bottom: 60, x: 0, y: 0, toJSON: () => ({}) });
  return element;
}

function drag(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { clientX: 500, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 500 + distance, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 500 + distance, pointerId: 1 });
}

afterEach(() => {
  act(() => toast.remove());
});

describe('dragging a toast away', () => {
  it('dismisses past 80 percent of the width, in either direction, and not before', () => {
    expect(isPastDismissThreshold(240, 300)).toBe(false);
    expect(isPastDismissThreshold(241, 300)).toBe(true);
    expect(isPastDismissThreshold(-241, 300)).toBe(true);
    expect(isPastDismissThreshold(500, 0)).toBe(false);
  });

  it('springs back from a short drag', () => {
    const element = showToast('Coupon Redeemed Successfully');
    drag(element, WIDTH * 0.79);
    expect(screen.getByText('Coupon Redeemed Successfully')).toBeTruthy();
    expect(element.style.transform).toBe('');
  });

  it('follows the pointer while dragged', () => {
    const element = showToast('Following');
    fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(element, { clientX: 160, pointerId: 1 });
    expect(element.style.transform).toBe('translateX(60px)');
  });

  it('is gone after a drag past the threshold', async () => {
    const element = showToast('User logged in, Redirecting to Dashboard');
    drag(element, -WIDTH * 0.81);
    await waitFor(() => expect(screen.queryByText('User logged in, Redirecting to Dashboard')).toBeNull());
  });

  it('can be closed from the keyboard too', async () => {
    showToast('Closable');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Closable')).toBeNull(), { timeout: 3000 });
  });
});
