import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBoxCode, newBoxCode } from '@/shared/box-codes';
import { collectBoxes } from '../api/collect-boxes';
import { retireBoxes } from '../api/retire-boxes';
import { shipBoxes } from '../api/ship-boxes';
import { DepotPage } from './depot-page';

vi.mock('../api/ship-boxes', () => ({ shipBoxes: vi.fn() }));
vi.mock('../api/collect-boxes', () => ({ collectBoxes: vi.fn() }));
vi.mock('../api/retire-boxes', () => ({ retireBoxes: vi.fn() }));
vi.mock('@/client/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const [a, b, c] = [newBoxCode(), newBoxCode(), newBoxCode()];
const mistyped = a.slice(0, -1) + (a.endsWith('7') ? '8' : '7');

async function scan(...codes: string[]) {
  for (const code of codes) await userEvent.type(screen.getByLabelText('Box code'), `${code}{Enter}`);
}

describe('the depot', () => {
  beforeEach(() => vi.clearAllMocks());

  it('retires only what checks, and only with a reason', async () => {
    vi.mocked(retireBoxes).mockResolvedValue({ outcomes: [{ code: a, outcome: 'retired_now' }, { code: b, outcome: 'retired' }], done: 1 });
    render(<DepotPage />);
    await userEvent.click(screen.getByRole('radio', { name: 'Retire' }));
    await scan(formatBoxCode(a).toLowerCase(), mistyped, b);
    expect(screen.getByTestId('scanned-count').textContent).toBe('2 boxes to send, 1 refused');
    await userEvent.click(screen.getByRole('button', { name: 'Retire 2 boxes' }));
    expect(screen.getByText('Reason: say in a few words why.')).toBeTruthy();
    expect(retireBoxes).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Reason'), 'crushed in transit');
    await userEvent.click(screen.getByRole('button', { name: 'Retire 2 boxes' }));
    expect(retireBoxes).toHaveBeenCalledWith([a, b], 'crushed in transit');
    const results = await screen.findByTestId('scan-results');
    expect(within(results).getByTestId('scan-results-summary').textContent).toBe('1 box done, 2 refused');
    expect(within(results).getByText('Retired earlier: out of use')).toBeTruthy();
    expect(within(results).getByText('Not sent: the code does not check')).toBeTruthy();
    expect(screen.getByText('No boxes scanned yet. Scan a label or type its code.')).toBeTruthy();
  });

  it('collects the list after the last scan is undone, a label scanned twice counted once', async () => {
    vi.mocked(collectBoxes).mockResolvedValue({ outcomes: [{ code: a, outcome: 'collected' }], done: 1 });
    render(<DepotPage />);
    await userEvent.click(screen.getByRole('radio', { name: 'Collect' }));
    await scan(a, `https://rebox.test/b/${a}`);
    expect(screen.getByTestId('scan-said').textContent).toBe(`${formatBoxCode(a)} is in the list already.`);
    await scan(c);
    await userEvent.click(screen.getByRole('button', { name: 'Undo last scan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Collect 1 box' }));
    expect(collectBoxes).toHaveBeenCalledWith([a]);
    expect(await screen.findByText('Collected: back in stock')).toBeTruthy();
    expect(shipBoxes).not.toHaveBeenCalled();
  });

  it('says so when nothing was scanned, and sends nothing', async () => {
    render(<DepotPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Scan at least one box first.')).toBeTruthy();
    expect(shipBoxes).not.toHaveBeenCalled();
  });
});
