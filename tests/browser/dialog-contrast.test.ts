// A dialog opened from a coloured place keeps its own colours: the undo dialog opened from the
// green "points credited" banner of the counter's form, and the banner's own Undo, read at 4.5:1
// or better in light and dark, on a phone.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerRecycler } from '../helpers/recycler';
import { apiLogin, baseUrl, browser, closeBrowsers, PHONE, signInAs } from './staff-journeys-support';
import { LOOKS, storeLook } from './sweep-support';

afterAll(closeBrowsers);

/** Every piece of text under `selector` whose contrast with the colour behind it is under 4.5:1 (WCAG AA). */
function lowContrastText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const rgba = (value: string): number[] => (value.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const behind = (element: Element): number[] => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const [r, g, b, a = 1] = rgba(getComputedStyle(at).backgroundColor);
        if (a > 0.5) return [r!, g!, b!];
      }
      return [255, 255, 255];
    };
    const low: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const texts = [root, ...root.querySelectorAll('*')].filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()));
      for (const el of texts) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        const text = rgba(getComputedStyle(el).color);
        const [l1, l2] = [luminance(text), luminance(behind(el))].sort((a, b) => b - a);
        const ratio = (l1! + 0.05) / (l2! + 0.05);
        if (ratio < 4.5) low.push(`${el.textContent!.trim().slice(0, 40)}: ${ratio.toFixed(2)}`);
      }
    }
    return low;
  }, selector);
}

describe('the undo dialog opened from the credited banner', () => {
  for (const look of LOOKS.filter((l) => l.name !== 'rtl')) {
    it(`reads at 4.5:1, and so does the banner's Undo (${look.name})`, async () => {
      const recycler = await registerRecycler(baseUrl, 'Connie Contrast');
      const page = await browser(PHONE);
      await signInAs(page, 'distributor@rebox.test', '/distributor/dashboard');
      await storeLook(page, look);
      await page.goto(`${baseUrl}/distributor/form`);
      const { userCode } = await apiLogin(recycler.email);
      await page.getByLabel('Recycler’s personal code').fill(userCode);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByLabel('Number of boxes').fill('1');
      await page.getByRole('button', { name: 'Confirm and credit' }).click();
      const banner = page.getByTestId('return-recorded');
      await banner.waitFor();
      expect(await lowContrastText(page, '[data-testid=return-recorded]')).toEqual([]);
      await banner.getByRole('button', { name: 'Undo the credit of Connie Contrast' }).click();
      const dialog = page.getByRole('dialog', { name: 'Undo this credit' });
      await dialog.getByLabel('Reason').waitFor();
      // Sliding in: measured once the dialog stands still.
      await page.waitForTimeout(400);
      expect(await lowContrastText(page, 'dialog[open] .modal-box')).toEqual([]);
    });
  }
});
