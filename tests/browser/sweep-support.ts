// What the screen sweeps (sweep-recycler, sweep-staff) check on every screen, as a person on a
// phone would notice it: a target too small for a thumb, a page that scrolls sideways, and
// axe-core's serious or critical violations; what a developer's console would show (a warning
// or an error the screen logged); and how they set the look (light, dark, RTL).
import type { Page } from 'playwright-core';
import { LAYOUT_DEFAULTS } from '@/client/features/layout/layout-options';
import { seriousViolations } from './shell-support';

export interface Look {
  name: 'light' | 'dark' | 'rtl';
  darkMode: boolean;
  isRTL: boolean;
}

export const LOOKS: Look[] = [
  { name: 'light', darkMode: false, isRTL: false },
  { name: 'dark', darkMode: true, isRTL: false },
  { name: 'rtl', darkMode: false, isRTL: true },
];

/**
 * Stores the look as the theme customizer would (the layout record in IndexedDB, read before
 * the first render); the next navigation shows it. The page must be on the app's origin.
 */
export async function storeLook(page: Page, look: Look) {
  const record = { ...LAYOUT_DEFAULTS, isRTL: look.isRTL, darkMode: look.darkMode, themeChosen: true };
  await page.evaluate(async (record) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('keyval', 'readwrite');
        tx.objectStore('keyval').put(record, 'rebox:layout:v1');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, record);
}

/** The look the page shows now, to be sure the sweep measured what it says. */
export function shownLook(page: Page) {
  return page.evaluate(() => ({ theme: document.documentElement.dataset.theme, dir: document.documentElement.dir }));
}

export function expectedLook(look: Look) {
  return { theme: look.darkMode ? 'rebox-dark' : 'rebox', dir: look.isRTL ? 'rtl' : 'ltr' };
}

/**
 * Until the screen has its data: no request for 150 ms (quiet, below), no spinner
 * or skeleton left, and finite animations (theme fades, dialogs sliding in) finished, so sizes
 * and colours are final.
 */
export async function settled(page: Page) {
  await quiet(page);
  await page.waitForFunction(() => document.querySelectorAll('main .loading, main .skeleton, dialog[open] .loading').length === 0, null, { timeout: 15_000 });
  await animationsDone(page);
}

/**
 * Colours fade between themes and dialogs slide in: axe and the size checks must measure the
 * final page. Endless animations (a spinner, a toast's loader) and scroll-driven ones (daisyUI's
 * open-modal scrollbar check) never finish; only the finite, time-driven ones are waited for.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || !(a.timeline instanceof DocumentTimeline)),
  );
}

const requests = new WeakMap<Page, { inFlight: number; since: number }>();
const QUIET_MS = 150;

/**
 * No request in flight for QUIET_MS. Playwright's 'networkidle' waits 500 ms of silence, which
 * was a third of every sweep visit; a data request that follows another follows within a render,
 * and what is still loading shows a spinner or a skeleton, which settled() waits for as well.
 * The page's requests are counted from its first settle on; that first one waits for Playwright's
 * idle, as requests already on their way were not counted.
 */
async function quiet(page: Page) {
  const state = requests.get(page);
  if (!state) {
    const counted = { inFlight: 0, since: Date.now() };
    requests.set(page, counted);
    page.on('request', () => {
      counted.inFlight += 1;
      counted.since = Date.now();
    });
    const done = () => {
      counted.inFlight = Math.max(0, counted.inFlight - 1);
      counted.since = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return;
  }
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (state.inFlight > 0 || Date.now() - state.since < QUIET_MS)) await new Promise((r) => setTimeout(r, 25));
}

/** How far the page scrolls sideways, in CSS px (0 when it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * Every table cut off at the screen's edge, with by how much: its box scrolls sideways, so a
 * column (on phones often the last, with a row's actions or status) is out of sight until the
 * person happens to swipe the table itself. Tables hidden from the eye (a chart's data for
 * screen readers) are not seen, so not cut off.
 */
export function clippedTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')].flatMap((table) => {
      const box = table.parentElement!;
      if (!['auto', 'scroll'].includes(getComputedStyle(box).overflowX) || !table.checkVisibility() || box.clientWidth < 2) return [];
      const hidden = box.scrollWidth - box.clientWidth;
      // The columns' widths say which one to narrow.
      const columns = [...table.querySelectorAll('thead th')].filter((th) => th.checkVisibility()).map((th) => `${th.textContent} ${Math.round(th.getBoundingClientRect().width)}`);
      return hidden > 0 ? [`${table.querySelector('caption')?.textContent ?? table.getAttribute('aria-label') ?? 'table'}: ${hidden} px out of sight (${columns.join(', ')} px)`] : [];
    }),
  );
}

/**
 * Every interactive element a thumb can hit that is under 44×44 CSS px, described for the report.
 *
 * The rule: WCAG 2.5.5, Target Size (Enhanced), 44×44 px, on the element's own box. Its
 * exceptions that apply here, and nothing else:
 * - Inline: a link inside a sentence (an inline <a> whose block holds more text than the link)
 *   is exempt, as WCAG allows: its size is the line's.
 * - The target of a checkbox, radio or switch is the control together with its label (a tap on
 *   the label toggles it), so that union is measured.
 * No spacing exception is taken: by WCAG 2.5.8's spacing rule a lone 32 px high button would
 * pass, and that is exactly what a thumb misses.
 * Not targets at all: elements hidden or visually hidden (a 1 px sr-only skip link until it is
 * focused), and the page behind an open modal dialog (inert).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    type Box = { left: number; top: number; right: number; bottom: number };
    const modal = document.querySelector('dialog:modal');
    const root: ParentNode = modal ?? document;
    const shown = (el: Element) => {
      if (el.closest('[inert]')) return false;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false } as CheckVisibilityOptions)) return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1;
    };
    const union = (boxes: Box[]): Box => ({
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    });
    const boxOf = (el: Element): Box => {
      const own = el.getBoundingClientRect();
      const labels = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) ? [...(el.labels ?? [])] : [];
      return union([own, ...labels.filter(shown).map((l) => l.getBoundingClientRect())]);
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return (block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    };
    const targets = [...root.querySelectorAll(SELECTOR)].filter((el) => shown(el) && !inSentence(el)).map((el) => ({ el, box: boxOf(el) }));
    const small = (b: Box) => b.right - b.left < MIN - 0.5 || b.bottom - b.top < MIN - 0.5;
    const describe = (el: Element, b: Box) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
      return `${el.tagName.toLowerCase()}${type} "${name}" ${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)}`;
    };
    return targets
      .filter(({ box }) => small(box))
      .map(({ el, box }) => describe(el, box));
  });
}

export interface Audit {
  smallTargets: string[];
  overflow: number;
  clippedTables: string[];
  axe: string[];
  /** Warnings and errors the page logged since the last audit (first line of each, once). */
  console: string[];
}

const logged = new WeakMap<Page, string[]>();

/**
 * Not the screen's doing: the sweeps block service workers (Playwright says so, and the app
 * warns that it could not register one), and Chromium logs every 4xx answer of a fetch, which a
 * screen asks for on purpose (an invitation that does not exist says so from its 404).
 */
const EXPECTED = [
  /^Service Worker registration blocked by Playwright/,
  /^Rebox: the service worker could not be registered/,
  /^Failed to load resource: the server responded with a status of 4\d\d/,
];

/**
 * Records the page's console warnings and errors from now on, for audit() to report. A working
 * screen logs neither: each costs time on a slow phone (Lingui's "Uncompiled message detected!"
 * once per English string was 136 warnings on a first visit) and hides a real one among many.
 */
export function watchConsole(page: Page) {
  if (logged.has(page)) return;
  const messages: string[] = [];
  logged.set(page, messages);
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'warning' || message.type() === 'error') && !EXPECTED.some((e) => e.test(text))) messages.push(`${message.type()}: ${text.split('\n')[0]!.slice(0, 120)}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message.split('\n')[0]!.slice(0, 120)}`));
}

/** Every check of one screen as it is now. */
export async function audit(page: Page, { sizes = true, axe = true } = {}): Promise<Audit> {
  const messages = logged.get(page) ?? [];
  const result = {
    smallTargets: sizes ? await smallTargets(page) : [],
    overflow: sizes ? await sidewaysOverflow(page) : 0,
    clippedTables: sizes ? await clippedTables(page) : [],
    axe: axe ? await seriousViolations(page) : [],
    console: [...new Set(messages)],
  };
  messages.length = 0;
  return result;
}
