// The store form on a phone: a second store with the name and address of one the business has is
// warned about; the location comes from the phone (or is typed, its range checked), and the new
// store then comes first in Return points for someone standing there.
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, sharedServerUrl, type BrowserSession } from '../helpers/browser';
import { logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
// Far from every demo store, so the new one is the nearest there.
const QUAY = { latitude: -33.86882, longitude: 151.20929 };
const name = `Circular Quay Counter ${Date.now()}`;
let session: BrowserSession | undefined;
afterAll(() => session?.close());

describe('the store form takes a location', () => {
  it('warns about a duplicate, checks typed coordinates, fills them from the phone, and the store sorts by distance', async () => {
    session = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const { page, context } = session;
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(QUAY);
    await logIn(page, baseUrl, 'business@rebox.test');
    await page.goto(`${baseUrl}/business/form`);
    const form = page.getByRole('form', { name: 'Add a store' });

    // The name and address of the demo's corner shop, typed differently.
    await form.getByLabel('Store name').fill('rebox corner shop');
    await form.getByLabel('Address').fill(' 12 Elm Street');
    await form.getByRole('status').getByText('A store with this name and address exists already. Save it only if it is a second counter.').waitFor();
    await form.getByLabel('Store name').fill(name);
    await form.getByRole('status').waitFor({ state: 'detached' });

    await form.getByLabel('Latitude').fill('123');
    await form.getByRole('button', { name: 'Add store' }).click();
    await form.getByText('Latitude must be between -90 and 90').waitFor();
    await form.getByLabel('Latitude').fill('');
    await form.getByLabel('Longitude').fill('151.2');
    await form.getByRole('button', { name: 'Add store' }).click();
    await form.getByText('Type both coordinates, or neither.').waitFor();

    await form.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => form.getByLabel('Latitude').inputValue()).toBe('-33.86882');
    expect(await form.getByLabel('Longitude').inputValue()).toBe('151.20929');
    const useLocation = await form.getByRole('button', { name: 'Use my location' }).boundingBox();
    expect(useLocation!.height).toBeGreaterThanOrEqual(44);
    await form.getByRole('button', { name: 'Add store' }).click();
    await page.waitForURL(`${baseUrl}/business/mystores`);
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();

    // The location is allowed already: Return points sorts nearest first at once.
    await page.goto(`${baseUrl}/return-points`);
    await page.getByText('Nearest first, from where you are.').waitFor();
    const nearest = page.getByTestId('return-point').first();
    expect(await nearest.getByRole('heading').textContent()).toBe(name);
    expect(await nearest.getByTestId('return-point-distance').textContent()).toMatch(/^\d+ m away$/);
  });
});
