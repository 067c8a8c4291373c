// The first visit's largest paint is a coupon banner, which waits for the catalogue's list
// (issue 20): the list is asked for by the HTML itself (a preload), not after the script has
// loaded and run, and the catalogue's own call is handed that answer: one request, not two.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../helpers/browser';

const baseUrl = inject('baseUrl');
const LIST = '/api/v1/coupon/get-coupon-list-for-frontend';
let visitor: BrowserSession;

beforeAll(async () => {
  // No service worker: a first visit, where the network is all there is.
  visitor = await openBrowser({ serviceWorkers: 'block' });
});
afterAll(() => visitor?.close());

describe('the catalogue list on a first visit', () => {
  it('is requested once, by the HTML, before the script has run', async () => {
    const { page, context } = visitor;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const initiators: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname === LIST) initiators.push(event.initiator.type);
    });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('coupon-card').first().waitFor();
    await page.waitForTimeout(500); // a second request, were the preload not used, would be on its way
    expect(initiators).toEqual(['parser']);
  });
});
