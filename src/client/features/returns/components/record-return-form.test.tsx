import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api/api-client';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { creditedReturn, ULF } from '@/client/test-support/credited-return';
import { findUserByCode } from '../api/find-user-by-code';
import { recordReturn } from '../api/record-return';
import { RecordReturnForm } from './record-return-form';

vi.mock('../api/find-user-by-code', () => ({ findUserByCode: vi.fn() }));
vi.mock('../api/record-return', () => ({ recordReturn: vi.fn() }));

const find = vi.mocked(findUserByCode);
const record = vi.mocked(recordReturn);
const ulf = ULF;

const credited = (boxes: number) => creditedReturn(boxes);

function setup(props: Partial<Parameters<typeof RecordReturnForm>[0]> = {}, online = true) {
  const store = createStore();
  store.set(onlineAtom, online);
  const onRecorded = vi.fn();
  render(
    <Provider store={store}>
      <RecordReturnForm pointsPerBox={10} onRecorded={onRecorded} {...props} />
    </Provider>,
  );
  return { onRecorded, ui: userEvent.setup() };
}

async function findUlf(ui: ReturnType<typeof userEvent.setup>, typed = 'k7m2-qx9p') {
  await ui.type(screen.getByLabelText('Recycler’s personal code'), typed);
  await ui.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByText('Ulf User');
}

const keyOf = (call: number) => record.mock.calls[call]![1];

describe('recording a return', () => {
  beforeEach(() => {
    find.mockReset().mockResolvedValue(ulf);
    record.mockReset();
  });

  it('looks the code up as staff type it, and shows whom and how much it credits', async () => {
    const { ui } = setup();
    await findUlf(ui);
    expect(find).toHaveBeenCalledWith('K7M2QX9P');
    await ui.clear(screen.getByLabelText('Number of boxes'));
    await ui.type(screen.getByLabelText('Number of boxes'), '3');
    expect(screen.getByTestId('points-preview').textContent).toBe('Ulf User will get 30 points (10 per box).');
  });

  it('says when a code belongs to nobody, and credits nothing', async () => {
    find.mockRejectedValue(new ApiError('There is no recycler with the code ZZZZ9999.', 404));
    const { ui } = setup();
    await ui.type(screen.getByLabelText('Recycler’s personal code'), 'zzzz9999');
    await ui.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('There is no recycler with the code ZZZZ9999.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm and credit' })).toBeNull();
  });

  it('retries a failed submission with the same Idempotency-Key, and starts a new one for the next return', async () => {
    record.mockRejectedValueOnce(new ApiError('An error occurred')).mockResolvedValue(credited(3));
    const { ui, onRecorded } = setup();
    await findUlf(ui);
    await ui.clear(screen.getByLabelText('Number of boxes'));
    await ui.type(screen.getByLabelText('Number of boxes'), '3');
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    expect(await screen.findByText('Trying again is safe: this return is credited only once.')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    expect(await screen.findByText('30 points credited to Ulf User')).toBeTruthy();

    expect(record).toHaveBeenCalledTimes(2);
    expect(record.mock.calls[0]![0]).toEqual({ userCode: 'K7M2QX9P', boxes: 3 });
    expect(keyOf(0)).toBeTruthy();
    expect(keyOf(1)).toBe(keyOf(0));
    expect(onRecorded).toHaveBeenCalledTimes(1);

    await ui.click(screen.getByRole('button', { name: 'Record another return' }));
    await findUlf(ui);
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    await screen.findByText('30 points credited to Ulf User');
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('a changed field after a failure is a different request with a new key', async () => {
    record.mockRejectedValueOnce(new ApiError('An error occurred')).mockResolvedValue(credited(2));
    const { ui } = setup();
    await findUlf(ui);
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    await screen.findByText('An error occurred');
    await ui.clear(screen.getByLabelText('Number of boxes'));
    await ui.type(screen.getByLabelText('Number of boxes'), '2');
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    await screen.findByText('20 points credited to Ulf User');
    expect(record.mock.calls[1]![0]).toEqual({ userCode: 'K7M2QX9P', boxes: 2 });
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('refuses a box count out of range before sending', async () => {
    const { ui } = setup();
    await findUlf(ui);
    await ui.clear(screen.getByLabelText('Number of boxes'));
    await ui.type(screen.getByLabelText('Number of boxes'), '0');
    expect(screen.getByText('Boxes must be a whole number, at least 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm and credit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a business user for the store, and sends it', async () => {
    record.mockResolvedValue({ ...credited(1), storeId: 4, storeName: 'Corner Shop' });
    const { ui } = setup({ stores: [{ storeId: 4, name: 'Corner Shop' }, { storeId: 5, name: 'Kiosk' }] });
    await findUlf(ui);
    expect(screen.getByText('Choose the store the boxes came back at')).toBeTruthy();
    await ui.selectOptions(screen.getByLabelText('Store'), '4');
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    await screen.findByText('10 points credited to Ulf User');
    expect(record.mock.calls[0]![0]).toEqual({ userCode: 'K7M2QX9P', boxes: 1, storeId: 4 });
  });

  it('cannot look anyone up offline, and says why', async () => {
    const { ui } = setup({}, false);
    await ui.type(screen.getByLabelText('Recycler’s personal code'), 'K7M2QX9P');
    expect((screen.getByRole('button', { name: 'Find' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(OFFLINE_REASON)).toBeTruthy();
    expect(find).not.toHaveBeenCalled();
  });

  it('says the limit of boxes per return before sending', async () => {
    const { ui } = setup({ maxBoxes: 50 });
    await findUlf(ui);
    await ui.clear(screen.getByLabelText('Number of boxes'));
    await ui.type(screen.getByLabelText('Number of boxes'), '51');
    expect(screen.getByText('One return may hold at most 50 boxes: record the rest as a second return.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm and credit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(record).not.toHaveBeenCalled();
  });

  it('asks "Record it again?" when the server says the same return was just recorded, and sends it again only when told to', async () => {
    record.mockRejectedValueOnce(new ApiError('You recorded 3 boxes for Ulf User here less than a minute ago. Record it again?', 409, null, 'returns.repeat'));
    record.mockResolvedValueOnce(credited(3));
    const { ui, onRecorded } = setup();
    await findUlf(ui);
    await ui.clear(screen.getByLabelText('Number of boxes'));
    await ui.type(screen.getByLabelText('Number of boxes'), '3');
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Record it again?');
    expect(onRecorded).not.toHaveBeenCalled();
    await ui.click(screen.getByRole('button', { name: 'Record it again' }));
    await screen.findByTestId('return-recorded');
    expect(record.mock.calls[1]![0]).toMatchObject({ boxes: 3, confirmRepeat: true });
    expect(record.mock.calls[0]![0]).not.toHaveProperty('confirmRepeat');
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(onRecorded).toHaveBeenCalledTimes(1);
  });

  it('asks whether an unusual number of boxes is right before crediting, and changing it credits nothing', async () => {
    record.mockResolvedValueOnce(credited(12));
    const { ui, onRecorded } = setup();
    await findUlf(ui);
    const field = screen.getByLabelText('Number of boxes');
    await ui.clear(field);
    await ui.type(field, '30');
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('30 boxes is more than one return usually holds: 300 points for Ulf User. Is 30 right?');
    expect(record).not.toHaveBeenCalled();
    await ui.click(screen.getByRole('button', { name: 'Change the number' }));
    expect(document.activeElement).toBe(field);
    await ui.clear(field);
    await ui.type(field, '12');
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    await ui.click(screen.getByRole('button', { name: 'Yes, 12 boxes' }));
    await screen.findByTestId('return-recorded');
    expect(record).toHaveBeenCalledTimes(1);
    expect(record.mock.calls[0]![0]).toMatchObject({ boxes: 12 });
    expect(onRecorded).toHaveBeenCalledTimes(1);
  });

  it('credits a usual number of boxes without asking', async () => {
    record.mockResolvedValueOnce(credited(9));
    const { ui } = setup();
    await findUlf(ui);
    await ui.clear(screen.getByLabelText('Number of boxes'));
    await ui.type(screen.getByLabelText('Number of boxes'), '9');
    await ui.click(screen.getByRole('button', { name: 'Confirm and credit' }));
    await screen.findByTestId('return-recorded');
    expect(screen.queryByTestId('count-question')).toBeNull();
  });
});
