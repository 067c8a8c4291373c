import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import { shownText, type CursorPaging } from './cursor-pager';

const columns: Column<{ id: number }>[] = [{ key: 'id', header: 'Id', cell: (r) => r.id }];
const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1 }));
const base = { caption: 'Users', columns, rowKey: (r: { id: number }) => r.id, error: null, onRetry: () => {}, emptyMessage: 'None', status: 'ready' as const };

function paging(changes: Partial<CursorPaging> = {}): CursorPaging {
  return { from: 21, total: 1_234, totalCapped: false, hasPrevious: true, hasNext: true, onFirst: vi.fn(), onPrevious: vi.fn(), onNext: vi.fn(), onLast: vi.fn(), ...changes };
}

describe('CursorPager (a table of a million rows)', () => {
  it('says which rows are shown and of how many, "+" when the server stopped counting; never a page count', () => {
    render(<DataTable {...base} rows={rows} cursorPaging={paging()} />);
    expect(screen.getByText(`21–40 of ${(1234).toLocaleString()}`)).toBeTruthy();
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
    expect(shownText({ from: 1, total: 10_000, totalCapped: true }, 20)).toBe(`1–20 of ${(10_000).toLocaleString()}+`);
    expect(shownText({ from: null, total: 10_000, totalCapped: true }, 20)).toBe(`Last 20 of ${(10_000).toLocaleString()}+`);
    expect(shownText({ from: 1, total: 0, totalCapped: false }, 0)).toBe('0 of 0');
    // A search the server did not count: the rows shown, no total and no "of 0".
    expect(shownText({ from: 21, total: null, totalCapped: false }, 20)).toBe('Matches 21–40');
    expect(shownText({ from: null, total: null, totalCapped: false }, 20)).toBe('Last 20 matches');
  });

  it('moves by First / Previous / Next / Last, each disabled at its end', async () => {
    const first = paging({ from: 1, hasPrevious: false });
    const { unmount } = render(<DataTable {...base} rows={rows} cursorPaging={first} />);
    expect((screen.getByRole('button', { name: 'First' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(first.onNext).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(first.onLast).toHaveBeenCalledOnce();
    unmount();

    const last = paging({ from: null, hasNext: false });
    render(<DataTable {...base} rows={rows} cursorPaging={last} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Last' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(last.onPrevious).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(last.onFirst).toHaveBeenCalledOnce();
  });
});
