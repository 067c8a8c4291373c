// The spec's theme colour "danger" (section 9) is daisyUI's "error" under a second name: every
// class that says danger paints the theme's error colour (and its content colour where daisyUI's
// -error twin does), in the light and the dark theme, on the first-visit stylesheet and on the
// dashboard's.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, sharedServerUrl, type BrowserSession } from '../helpers/browser';
import { logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
});
afterAll(() => browser?.close());

type Painted = { color: string; background: string; border: string };
type Slot = keyof Painted;
/** What each class list must paint: which of its colours is the error colour, which the error content colour. */
type Expectation = { classes: string; error: Slot[]; content?: Slot[] };

const PUBLIC: Expectation[] = [
  { classes: 'btn btn-danger', error: ['background'], content: ['color'] },
  { classes: 'text-danger', error: ['color'] },
  { classes: 'bg-danger', error: ['background'] },
  { classes: 'border border-danger', error: ['border'] },
  { classes: 'text-danger-content', error: [], content: ['color'] },
];
const DASHBOARD: Expectation[] = [
  ...PUBLIC,
  { classes: 'btn btn-outline btn-danger', error: ['color', 'border'] },
  { classes: 'alert alert-danger', error: ['background'], content: ['color'] },
  { classes: 'alert alert-soft alert-danger', error: ['color'] },
  { classes: 'badge badge-danger', error: ['background'], content: ['color'] },
  { classes: 'link link-danger', error: ['color'] },
];

/** Each class list painted inside a light and a dark wrapper, with the theme's error colours beside it. */
function paint(page: Page, lists: string[]) {
  return page.evaluate((classLists) => {
    const colourOf = (wrapper: HTMLElement, value: string) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      wrapper.append(probe);
      return getComputedStyle(probe).color;
    };
    return ['rebox', 'rebox-dark'].map((theme) => {
      const wrapper = document.createElement('div');
      wrapper.dataset.theme = theme;
      document.body.append(wrapper);
      const painted = classLists.map((className) => {
        const element = document.createElement(className.includes('link') ? 'a' : 'div');
        element.className = className;
        element.textContent = 'Delete';
        wrapper.append(element);
        const style = getComputedStyle(element);
        return { color: style.color, background: style.backgroundColor, border: style.borderTopColor };
      });
      const colours = { error: colourOf(wrapper, 'var(--color-error)'), content: colourOf(wrapper, 'var(--color-error-content)') };
      wrapper.remove();
      return { theme, colours, painted };
    });
  }, lists);
}

async function expectDanger(page: Page, expectations: Expectation[]) {
  const themes = await paint(page, expectations.map((e) => e.classes));
  for (const { theme, colours, painted } of themes) {
    expectations.forEach((expectation, i) => {
      for (const slot of expectation.error) expect(painted[i]![slot], `${expectation.classes} ${slot} in ${theme}`).toBe(colours.error);
      for (const slot of expectation.content ?? []) expect(painted[i]![slot], `${expectation.classes} ${slot} in ${theme}`).toBe(colours.content);
    });
  }
  // The dark theme has its own error colour, and danger follows it.
  expect(themes[0]!.colours.error).not.toBe(themes[1]!.colours.error);
}

describe('the danger colour', () => {
  it('is the error colour under its own name on the first-visit stylesheet (catalogue, signed out)', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/coupon`);
    await page.getByTestId('coupon-card').first().waitFor();
    await expectDanger(page, PUBLIC);
  });

  it("is the error colour for daisyUI's buttons, alerts, badges and links on the dashboard's stylesheet", async () => {
    const { page } = browser;
    await logIn(page, baseUrl, 'admin@rebox.test');
    await expectDanger(page, DASHBOARD);
  });
});
