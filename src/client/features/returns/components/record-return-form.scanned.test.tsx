import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBoxCode, newBoxCode } from '@/shared/box-codes';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { creditedReturn, ULF } from '@/client/test-support/credited-return';
import { findUserByCode } from '../api/find-user-by-code';
import { recordReturn, recordScannedReturn } from '../api/record-return';
import { RecordReturnForm } from './record-return-form';

vi.mock('../api/find-user-by-code', () => ({ findUserByCode: vi.fn() }));
vi.mock('../api/record-return', () => ({ recordReturn: vi.fn(), recordScannedReturn: vi.fn() }));

const ulf = ULF;
const [a, b] = [newBoxCode(), newBoxCode()];
const mistyped = a.slice(0, -1) + (a.endsWith('7') ? '8' : '7');

const credited = (boxes: number) => creditedReturn(boxes);

async function startFor(props: Partial<Parameters<typeof RecordReturnForm>[0]> = {}) {
  const store = createStore();
  store.set(onlineAtom, true);
  render(
    <Provider store={store}>
      <RecordReturnForm pointsPerBox={10} {...props} />
    </Provider>,
  );
  const ui = userEvent.setup();
  await ui.type(screen.getByLabelText('Recycler’s personal code'), 'k7m2qx9p');
  await ui.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByText('Ulf User');
  return ui;
}

async function scan(ui: ReturnType<typeof userEvent.setup>, ...codes: string[]) {
  for (const code of codes) await ui.type(screen.getByLabelText('Box code'), `${code}{Enter}`);
}

describe('recording a return of scanned boxes', () => {
  beforeEach(() => {
    vi.mocked(findUserByCode).mockReset().mockResolvedValue(ulf);
    vi.mocked(recordScannedReturn).mockReset();
    vi.mocked(recordReturn).mockReset();
  });

  it('sends only the codes that check, credits the boxes the server took, and names each refusal', async () => {
    vi.mocked(recordScannedReturn).mockResolvedValue({ return: credited(1), outcomes: [{ code: a, outcome: 'credited' }, { code: b, outcome: 'already_returned' }] });
    const ui = await startFor();
    await ui.click(screen.getByRole('radio', { name: 'Scan their codes' }));
    expect(screen.queryByLabelText('Number of boxes')).toBeNull();
    // Scanning with Enter adds to the list and never submits the credit.
    await scan(ui, formatBoxCode(a).toLowerCase(), mistyped, b);
    expect(recordScannedReturn).not.toHaveBeenCalled();
    expect(screen.getByTestId('scanned-count').textContent).toBe('2 boxes to send, 1 refused');
    expect(screen.getByTestId('points-preview').textContent).toContain('up to 20 points');

    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    expect(vi.mocked(recordScannedReturn).mock.calls[0]![0]).toEqual({ userCode: 'K7M2QX9P', boxCodes: [a, b] });
    expect(await screen.findByText('10 points credited to Ulf User')).toBeTruthy();
    const results = screen.getByTestId('scan-results');
    expect(within(results).getByTestId('scan-results-summary').textContent).toBe('1 box done, 2 refused');
    expect(within(results).getByText('Already returned on this trip')).toBeTruthy();
    expect(within(results).getByText('Not sent: the code does not check')).toBeTruthy();
    expect(recordReturn).not.toHaveBeenCalled();
  });

  it('says so when none of the boxes can be credited, and keeps the recycler for the next scan', async () => {
    vi.mocked(recordScannedReturn).mockResolvedValue({ return: null, outcomes: [{ code: a, outcome: 'unknown' }] });
    const ui = await startFor();
    await ui.click(screen.getByRole('radio', { name: 'Scan their codes' }));
    await scan(ui, a);
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('None of these boxes can be credited: see the reason beside each code.');
    expect(screen.getByText('Unknown: no Rebox box has this code')).toBeTruthy();
    expect(screen.queryByTestId('return-recorded')).toBeNull();
    expect(screen.getByTestId('recipient').textContent).toContain('Ulf User');
    expect(screen.getByText('No boxes scanned yet. Scan a label or type its code.')).toBeTruthy();
  });

  it('offers no count when the super admin requires codes, and asks for a scan before sending', async () => {
    const ui = await startFor({ codesRequired: true });
    expect(screen.queryByRole('radio', { name: 'Count them' })).toBeNull();
    expect(screen.queryByLabelText('Number of boxes')).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    expect(screen.getByText('Scan at least one box first.')).toBeTruthy();
    expect(recordScannedReturn).not.toHaveBeenCalled();
  });
});
