// Recording a return in German, and box counts in Arabic with its six plural forms: the counter
// screen reads in the person's language, numbers and names in place.
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/client/lib/i18n/language';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { creditedReturn, ULF } from '@/client/test-support/credited-return';
import { findUserByCode } from '../api/find-user-by-code';
import { recordReturn } from '../api/record-return';
import { RecordReturnForm } from './record-return-form';
import { boxesText } from './return-status';

vi.mock('../api/find-user-by-code', () => ({ findUserByCode: vi.fn() }));
vi.mock('../api/record-return', () => ({ recordReturn: vi.fn() }));

const ulf = ULF;
const credited = (boxes: number) => creditedReturn(boxes, { storeId: 4, storeName: 'Kiosk' });

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('recording a return in another language', () => {
  it('German: labels, the points preview and the credit are German, with the name and figures in place', async () => {
    await activateLocale('de');
    vi.mocked(findUserByCode).mockResolvedValue(ulf);
    vi.mocked(recordReturn).mockResolvedValue(credited(3));
    const store = createStore();
    store.set(onlineAtom, true);
    render(
      <Provider store={store}>
        <RecordReturnForm pointsPerBox={10} />
      </Provider>,
    );
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Persönlicher Code des Recyclers'), 'K7M2QX9P');
    await ui.click(screen.getByRole('button', { name: 'Suchen' }));
    await ui.clear(await screen.findByLabelText('Anzahl Boxen'));
    await ui.type(screen.getByLabelText('Anzahl Boxen'), '3');
    expect(screen.getByTestId('points-preview').textContent).toBe('Ulf User bekommt 30 Punkte (10 pro Box).');
    await ui.click(screen.getByRole('button', { name: 'Bestätigen und gutschreiben' }));
    expect(await screen.findByText('30 Punkte für Ulf User gutgeschrieben')).toBeTruthy();
    expect(screen.getByText('3 Boxen zurückgegeben bei Kiosk.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weitere Rückgabe erfassen' })).toBeTruthy();
  });

  it('Arabic: box counts take the right one of the six plural forms', async () => {
    await activateLocale('ar');
    expect([0, 1, 2, 3, 11, 100].map(boxesText)).toEqual(['0 صندوق', 'صندوق واحد', 'صندوقان', '3 صناديق', '11 صندوقًا', '100 صندوق']);
  });
});
