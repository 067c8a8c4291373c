// "Where to return boxes" on a 390x844 phone: Return points is one tap from the
// dashboard, lists the active stores with address, hours, "open now" and directions, finds
// them by city, puts the nearest first once the person allows their location, and opens
// offline after one visit.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '@/shared/contract/auth';
import type { Store } from '@/shared/contract/stores';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner, DEMO_PASSWORD, waitForServiceWorker } from '../helpers/pwa';
import { apiAs, registerRecycler, signInRecycler } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
// Somewhere in Tuscola: the new store is a few hundred metres away, Springfield's ~100 km.
// Listed by city, Tuscola comes after Springfield until the distance says otherwise.
const HERE = { latitude: 39.4062, longitude: -88.79 };

async function businessToken(): Promise<string> {
  const answer = await apiAs<LoginAnswer>(baseUrl, '', 'POST', '/auth/login', { email: 'business@rebox.test', password: DEMO_PASSWORD });
  return answer.body.data.token;
}

const cards = (page: Page) => page.getByTestId('return-point');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('return points', () => {
  let browser: BrowserSession;
  let page: Page;
  let harbour: Store;

  beforeAll(async () => {
    const created = await apiAs<Store>(baseUrl, await businessToken(), 'POST', '/stores', {
      name: `Harbour Depot ${Date.now()}`,
      address: '3 Quay',
      city: 'Tuscola',
      openingHours: '24/7',
      latitude: HERE.latitude + 0.003,
      longitude: HERE.longitude,
    });
    expect(created.status).toBe(201);
    harbour = created.body.data;

    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
    const recycler = await registerRecycler(baseUrl);
    await signInRecycler(page, baseUrl, recycler.email);
    await waitForServiceWorker(page);
  });
  afterAll(() => browser.close());

  it('opens from the dashboard with each store\'s address, hours, open now and directions', async () => {
    await page.getByTestId('dashboard-return-points-link').click();
    await page.waitForURL(/\/return-points$/);
    await page.getByRole('heading', { name: 'Return points', level: 1 }).waitFor();

    const corner = card(page, 'Rebox Corner Shop');
    await corner.waitFor();
    expect(await corner.textContent()).toContain('12 Elm Street, Springfield');
    expect(await corner.textContent()).toContain('Mon-Sat 9:00-18:00');
    const directions = corner.getByRole('link', { name: 'Directions to Rebox Corner Shop' });
    expect(await directions.getAttribute('href')).toContain(encodeURIComponent('39.7817,-89.6501'));
    const box = await directions.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    // Open round the clock: says so.
    expect(await card(page, harbour.name).getByText('Open now').count()).toBe(1);
  });

  it('finds the stores of a city', async () => {
    const search = page.getByLabel('Search by city');
    await search.fill('springf');
    await card(page, harbour.name).waitFor({ state: 'detached' });
    const names = await cards(page).getByRole('heading').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Rebox Corner Shop', 'Rebox Station Kiosk']));
    expect(names).not.toContain(harbour.name);
    await search.fill('');
  });

  it('puts the nearest first once the person allows their location', async () => {
    expect(await cards(page).first().getByRole('heading').textContent()).not.toBe(harbour.name);
    await browser.context.grantPermissions(['geolocation'], { origin: baseUrl });
    await browser.context.setGeolocation(HERE);
    await page.getByRole('button', { name: 'Nearest first' }).click();
    await page.getByText('Nearest first, from where you are.').waitFor();
    expect(await cards(page).first().getByRole('heading').textContent()).toBe(harbour.name);
    expect(await cards(page).first().getByTestId('return-point-distance').textContent()).toMatch(/^\d+ m away$/);
    expect(await card(page, 'Rebox Corner Shop').getByTestId('return-point-distance').textContent()).toMatch(/km away$/);

    // Next time the permission is there: nearest first at once.
    await page.reload();
    await page.getByText('Nearest first, from where you are.').waitFor();
    expect(await cards(page).first().getByRole('heading').textContent()).toBe(harbour.name);
  });

  it('opens offline after one visit, saying as of when', async () => {
    await browser.context.setOffline(true);
    try {
      await page.reload();
      await card(page, 'Rebox Corner Shop').waitFor();
      expect(await page.getByTestId('return-points-as-of').textContent()).toMatch(/^As of /);
      expect(await card(page, harbour.name).count()).toBe(1);
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
