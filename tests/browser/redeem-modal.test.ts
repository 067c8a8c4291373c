// The redemption modal in Chromium against the real server. The database is shared with
// other files: every balance assertion is relative to the balance read first, and each test
// redeems a coupon no other test relies on.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/contract/coupons';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn, answerInstallBanner } from '../helpers/pwa';

const baseUrl = sharedServerUrl();

const REDEEM = '/api/v1/coupon/redeem-coupon-code';

async function couponWith(text: string): Promise<Coupon> {
  const answer = (await (await fetch(`${baseUrl}/api/v1/coupon/get-coupon-list-for-frontend`)).json()) as { data: { data: Coupon[] } };
  const coupon = answer.data.data.find((c) => c.couponDescription.includes(text));
  if (!coupon) throw new Error(`No live coupon mentions "${text}"`);
  return coupon;
}

async function cheapestCouponAbove(balance: number): Promise<Coupon> {
  const answer = (await (await fetch(`${baseUrl}/api/v1/coupon/get-coupon-list-for-frontend`)).json()) as { data: { data: Coupon[] } };
  const coupon = answer.data.data.filter((c) => c.pointToRedeem > balance).sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0];
  if (!coupon) throw new Error(`No live coupon costs more than ${balance} points`);
  return coupon;
}

/**
 * The signed-in token, read where the app keeps it (IndexedDB), so checks with the API need no
 * second login. Polls: the session is written through to IndexedDB just after the login
 * screen moves on, and a page load before that write would start signed out.
 */
async function storedToken(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          try {
            const get = open.result.transaction('keyval').objectStore('keyval').get('rebox:session:v1');
            get.onsuccess = () => resolve((get.result as { token: string } | undefined)?.token ?? null);
            get.onerror = () => resolve(null);
          } catch {
            resolve(null); // the store does not exist yet
          }
        };
        open.onerror = () => resolve(null);
      }),
    null,
    { polling: 100 },
  );
  return (await handle.jsonValue()) as string;
}

async function signIn(page: Page, email: string) {
  await logIn(page, baseUrl, email);
  await storedToken(page);
}

async function serverBalance(token: string, userId: number): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/api/v1/user/getUserById/${userId}`, { headers: { Authorization: token } })).json()) as { data: string };
  return (JSON.parse(answer.data) as { available_reward_points: number }).available_reward_points;
}

async function myRedemptionsOf(token: string, couponId: number): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/api/v1/coupon/my-redemptions`, { headers: { Authorization: token } })).json()) as {
    data: { couponId: number }[];
  };
  return answer.data.filter((r) => r.couponId === couponId).length;
}

async function headerPoints(page: Page): Promise<number> {
  return Number(await page.getByTestId('catalogue-points').textContent());
}

async function openModal(page: Page, coupon: Coupon) {
  await page.goto(`${baseUrl}/coupons?q=${encodeURIComponent(coupon.couponDescription)}`);
  await page.locator(`[data-coupon-id="${coupon.id}"]`).getByRole('button', { name: 'Redeem Now' }).click();
  await page.getByRole('dialog', { name: 'ONE LAST CHECK' }).waitFor();
  // By test id from here on: the dialog's name changes to 'YOU SCORED …' on success.
  return page.getByTestId('redeem-dialog');
}

function redeemRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REDEEM) sent.push(request);
  });
  return sent;
}

describe('redemption as user@rebox.test', () => {
  let browser: BrowserSession;
  let page: Page;
  let sent: Request[];

  beforeAll(async () => {
    // The redeem call is delayed below to observe 'Loading...'; no service worker in between.
    browser = await openBrowser({ serviceWorkers: 'block' });
    page = browser.page;
    await answerInstallBanner(page);
    sent = redeemRequests(page);
    await signIn(page, 'user@rebox.test');
  });
  afterAll(() => browser.close());

  it('without the agreement: toast, inline warning, and no request leaves the page; Escape closes', async () => {
    const coupon = await couponWith('yearly membership at GreenGrocer');
    const dialog = await openModal(page, coupon);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(coupon.couponDescription);
    for (const term of ['cannot be combined with other discounts', 'non-refundable', 'no cash value', 'cannot be transferred']) expect(text).toContain(term);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    const before = sent.length;
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByText('Please agree to the terms and conditions.').waitFor();
    await dialog.getByText('You must agree to the terms and conditions.').waitFor();
    await page.waitForTimeout(500);
    expect(sent.length).toBe(before);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("redeems: 'Loading...', YOU SCORED, the code, the toast, and the lower balance in the header and the bottom bar", async () => {
    const coupon = await couponWith('off your next order at GreenGrocer');
    const dialog = await openModal(page, coupon);
    const before = await headerPoints(page);
    expect(Number(await page.getByTestId('bottom-bar-points').textContent())).toBe(before);

    // Hold the answer a moment so the loading state can be seen.
    await page.route(`**${REDEEM}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    try {
      // First without the agreement: its toast must not outlive the success below.
      await dialog.getByRole('button', { name: 'CONTINUE' }).click();
      await page.getByText('Please agree to the terms and conditions.').waitFor();
      await dialog.getByRole('checkbox', { name: 'I agree to the terms and conditions.' }).check();
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === REDEEM);
      await dialog.getByRole('button', { name: 'CONTINUE' }).click();
      await dialog.getByRole('button', { name: 'Loading...' }).waitFor();
      const body = (await (await answered).json()) as { data: { couponCode: string; redeemLink: string } };

      const value = coupon.couponType === 'percentage' ? `${coupon.couponValue}% OFF` : `$${coupon.couponValue} OFF`;
      await page.getByRole('dialog', { name: `YOU SCORED ${value}` }).waitFor();
      expect(await dialog.getByTestId('redeemed-code').textContent()).toBe(body.data.couponCode);
      expect(await dialog.textContent()).toContain(coupon.couponType === 'percentage' ? 'Percentage off' : 'Amount off');
      const shopNow = dialog.getByRole('link', { name: 'SHOP NOW' });
      expect(await shopNow.getAttribute('href')).toBe(body.data.redeemLink);
      expect(await shopNow.getAttribute('target')).toBe('_blank');
      expect(await shopNow.getAttribute('rel')).toContain('noopener');
      await page.getByText('Coupon Redeemed Successfully').waitFor();
      expect(await page.getByText('Please agree to the terms and conditions.').count()).toBe(0);
      // Where the code is kept: one tap from the success view.
      expect(await dialog.getByRole('link', { name: 'My coupons' }).getAttribute('href')).toBe('/wallet');

      const after = before - coupon.pointToRedeem;
      await expect.poll(() => headerPoints(page)).toBe(after);
      await expect.poll(async () => Number(await page.getByTestId('bottom-bar-points').textContent())).toBe(after);
      await dialog.getByRole('button', { name: 'GO BACK' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.unroute(`**${REDEEM}`);
    }
  });

  it('a double click on CONTINUE spends exactly once', async () => {
    const coupon = await couponWith('everything in store at HomeNest');
    const token = await storedToken(page);
    const userId = userIdOf(token);
    const balanceBefore = await serverBalance(token, Number(userId));
    const redeemedBefore = await myRedemptionsOf(token, coupon.id);
    expect(balanceBefore).toBeGreaterThanOrEqual(coupon.pointToRedeem);

    const dialog = await openModal(page, coupon);
    await dialog.getByRole('checkbox').check();
    const requestsBefore = sent.length;
    await dialog.getByRole('button', { name: 'CONTINUE' }).dblclick();
    await dialog.getByTestId('redeemed-code').waitFor();
    await page.waitForTimeout(500);

    expect(sent.length - requestsBefore).toBe(1);
    expect(await serverBalance(token, Number(userId))).toBe(balanceBefore - coupon.pointToRedeem);
    expect(await myRedemptionsOf(token, coupon.id)).toBe(redeemedBefore + 1);
  });
});

/** A browser of its own (no service worker), signed in as `email` before the block's tests. */
function signedInBrowser(email: string, onReady: (page: Page) => void) {
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    browser = await openBrowser({ serviceWorkers: 'block' });
    await answerInstallBanner(browser.page);
    await signIn(browser.page, email);
    onReady(browser.page);
  });
  return { close: () => browser?.close() };
}

/** The user id a token names (its `sub`). */
const userIdOf = (token: string) => Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub);

describe('redemption as user2@rebox.test (too few points)', () => {
  let page: Page;
  const signedIn = signedInBrowser('user2@rebox.test', (p) => (page = p));
  afterAll(() => signedIn.close());

  it('says "You need N more points" on the card and in the modal, and sends nothing', async () => {
    // Other files credit user2 (box returns, events): the coupon is the cheapest one the
    // balance the server holds now does not cover, not one picked for a balance of 0.
    const token = await storedToken(page);
    const userId = userIdOf(token);
    const balance = await serverBalance(token, userId);
    const coupon = await cheapestCouponAbove(balance);
    const missing = coupon.pointToRedeem - balance;
    const sent = redeemRequests(page);
    const dialog = await openModal(page, coupon);
    const card = page.locator(`[data-coupon-id="${coupon.id}"]`);
    expect(await card.getByTestId('coupon-unaffordable').textContent()).toBe(`You need ${missing} more point${missing === 1 ? '' : 's'}`);
    expect(await card.getByRole('button', { name: 'Redeem Now' }).evaluate((b) => b.classList.contains('btn-outline'))).toBe(true);
    await dialog.getByTestId('redeem-short').waitFor();
    expect(await dialog.getByTestId('redeem-short').textContent()).toBe(`You need ${missing} more point${missing === 1 ? '' : 's'} to redeem this coupon.`);
    await dialog.getByRole('checkbox').check();
    expect(await dialog.getByRole('button', { name: 'CONTINUE' }).isDisabled()).toBe(true);
    expect(sent).toHaveLength(0);
  });
});

describe('the server still decides (a balance spent on another device)', () => {
  let page: Page;
  const signedIn = signedInBrowser('rita@rebox.test', (p) => (page = p));
  afterAll(() => signedIn.close());

  it("stays on the confirmation with the server's message in red and an error toast above the modal", async () => {
    const token = await storedToken(page);
    const userId = userIdOf(token);
    const list = ((await (await fetch(`${baseUrl}/api/v1/coupon/get-coupon-list-for-frontend`)).json()) as { data: { data: Coupon[] } }).data.data;
    const balance = await serverBalance(token, userId);
    // The dearest coupon the balance covers, opened here; then the cheapest other one redeemed
    // elsewhere, which leaves too little for the first.
    const target = list.filter((c) => c.pointToRedeem <= balance).sort((a, b) => b.pointToRedeem - a.pointToRedeem)[0]!;
    const elsewhere = list.filter((c) => c.id !== target.id && c.pointToRedeem <= balance && balance - c.pointToRedeem < target.pointToRedeem).sort((a, b) => a.pointToRedeem - b.pointToRedeem)[0]!;
    expect(target, `rita has ${balance} points`).toBeTruthy();
    expect(elsewhere, `rita has ${balance} points`).toBeTruthy();
    const dialog = await openModal(page, target);
    const spent = await fetch(`${baseUrl}${REDEEM}`, {
      method: 'POST',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ couponCodeId: elsewhere.id, userId }),
    });
    expect(spent.status).toBe(200);
    await dialog.getByRole('checkbox').check();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === REDEEM);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    const response = await answered;
    expect(response.status()).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/more points?/);

    const inline = dialog.getByTestId('redeem-error');
    await inline.waitFor();
    expect(await inline.textContent()).toBe(message);
    const [r, g, b] = (await inline.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
    // Inline and as a toast (the toaster loads with the first toast, so it may take a moment).
    await expect.poll(() => page.getByText(message).count()).toBe(2);
    // The toast is above the modal's backdrop: the topmost element at its centre is the toast itself.
    const toast = page.locator('[role="status"], [role="alert"]').filter({ hasText: message }).last();
    const onTop = () =>
      toast.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && (el.contains(top) || top.contains(el));
      });
    // Polled: the toast slides in from above the viewport.
    await expect.poll(onTop).toBe(true);
    expect(await page.getByRole('dialog', { name: 'ONE LAST CHECK' }).isVisible()).toBe(true);
  });
});
