// The box page's first-paint frame, which the server fills from the catalogues before the
// script runs, says what the app's facts card then says: same words, same points, per language.
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BOX_FRAME_WORDS_MARK, boxFrameWords } from '@/build/box-frame-words';
import { API_PATHS } from '@/shared/api-paths';
import { fillBoxFrame, takeBoxFrame } from '@/server/box-frame';
import { stubApi } from '@/client/test-support/fetch-stub';
import { activateLocale } from '@/client/lib/i18n/language';
import { appStore } from '@/client/lib/store';
import { seenBoxesAtom } from '../seen-boxes';
import { BoxFactsCard } from './box-facts-card';

const CODE = 'ABCDEFGH6';

afterAll(async () => {
  await activateLocale('en');
  vi.unstubAllGlobals();
});

/** The frame's box line and sentence, as the server sends them for a box with these facts. */
async function framed(locale: 'en' | 'de', facts: { returnable: boolean; pointsForReturning: number }): Promise<string[]> {
  const index = readFileSync('src/client/index.html', 'utf8').replace(BOX_FRAME_WORDS_MARK, `<script type="application/json" data-box-frame-words>${JSON.stringify(await boxFrameWords())}</script>`);
  const frame = document.createElement('div');
  frame.innerHTML = fillBoxFrame(takeBoxFrame(index).frame!, locale, CODE, facts)!;
  return [...frame.querySelectorAll('.card-body > p')].map((p) => p.textContent!);
}

/** The app's card's lines for the same box. */
async function shown(locale: 'en' | 'de', facts: { returnable: boolean; pointsForReturning: number }): Promise<string[]> {
  await activateLocale(locale);
  // A first visit: no facts of this box seen on the device before.
  appStore.set(seenBoxesAtom, []);
  stubApi({ [`GET ${API_PATHS.boxes.one(CODE)}`]: () => ({ body: { success: true, message: 'Box found', data: { code: CODE, ...facts } } }) });
  const { unmount } = render(
    <Provider store={appStore}>
      <BoxFactsCard code={CODE} />
    </Provider>,
  );
  const card = await screen.findByTestId('box-facts');
  const lines = [...card.querySelectorAll('.card-body > p')].map((p) => p.textContent!);
  unmount();
  return lines;
}

describe('the box page’s frame', () => {
  for (const locale of ['en', 'de'] as const)
    it(`says in ${locale} what the app’s facts card says, for a box out and one that is not`, async () => {
      for (const facts of [
        { returnable: true, pointsForReturning: 1250 },
        { returnable: true, pointsForReturning: 1 },
        { returnable: false, pointsForReturning: 10 },
      ]) {
        const app = await shown(locale, facts);
        expect(app).toHaveLength(2);
        expect(await framed(locale, facts)).toEqual(app);
      }
    });

  it('is in German for a German visitor', async () => {
    expect(await framed('de', { returnable: true, pointsForReturning: 20 })).toEqual([
      'Box ABC-DEF-GH6',
      'Gib diese Box an einer Rückgabestelle ab und erhalte 20 Punkte. Das Personal scannt deinen persönlichen Code und diese Box: Die Punkte gehören dir.',
    ]);
  });
});
