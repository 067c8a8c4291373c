import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, nextSort, type Column } from './data-table';

interface Row {
  id: number;
  name: string;
  email: string;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sort: 'name', cell: (r) => r.name },
  { key: 'email', header: 'Email', cell: (r) => r.email },
];
const rows: Row[] = [
  { id: 1, name: 'Ada', email: 'ada@example.com' },
  { id: 2, name: 'Bo', email: 'bo@example.com' },
];
const base = { caption: 'People', columns, rowKey: (r: Row) => r.id, error: null, onRetry: () => {}, emptyMessage: 'Nobody here yet.' };

describe('DataTable', () => {
  it('shows skeleton rows while the first load runs', () => {
    render(<DataTable {...base} rows={undefined} status="loading" />);
    expect(screen.getAllByTestId('table-skeleton')).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty message when there are no rows', () => {
    render(<DataTable {...base} rows={[]} status="ready" />);
    expect(screen.getByText('Nobody here yet.')).toBeTruthy();
  });

  it('shows the error with a retry that calls back', async () => {
    const onRetry = vi.fn();
    render(<DataTable {...base} rows={undefined} status="error" error="The server is down" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The server is down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('sorts ascending, then descending, and marks the header', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DataTable {...base} rows={rows} status="ready" sorting={{ value: '-created_at', onChange }} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith('name');
    rerender(<DataTable {...base} rows={rows} status="ready" sorting={{ value: 'name', onChange }} />);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith('-name');
    expect(nextSort('-name', 'name')).toBe('name');
  });

  it('pages with Previous / Next and says which rows are shown', async () => {
    const onPageChange = vi.fn();
    render(<DataTable {...base} rows={rows} status="ready" paging={{ page: 2, pageSize: 2, total: 5, onPageChange }} />);
    expect(screen.getByText('3–4 of 5')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables Next on the last page', () => {
    render(<DataTable {...base} rows={rows} status="ready" paging={{ page: 1, pageSize: 20, total: 2, onPageChange: () => {} }} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
