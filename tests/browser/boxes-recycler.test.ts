// A box's label on a 390x844 phone: its page opened signed out (what it is, what it earns, where
// to hand it in, a way to sign up), again offline after one visit; then a recycler posts a box
// back from its page and from My boxes, and sees it waiting, then credited once the depot
// collects it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBoxCode } from '@/shared/box-codes';
import type { Batch } from '@/shared/contract/boxes';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { answerInstallBanner, waitForServiceWorker } from '../helpers/pwa';
import { apiAs, registerRecycler, signInRecycler, staffToken } from '../helpers/recycler';

const baseUrl = sharedServerUrl();

async function shippedBoxes(count: number): Promise<string[]> {
  const admin = await staffToken(baseUrl, 'admin@rebox.test');
  const clients = await apiAs<{ items: { id: number; name: string }[] }>(baseUrl, admin, 'GET', '/clients?pageSize=50');
  const north = clients.body.data.items.find((client) => client.name === 'North Logistics')!;
  const batch = await apiAs<Batch>(baseUrl, admin, 'POST', '/boxes/batches', { clientId: north.id, count });
  expect(batch.status).toBe(201);
  const shipped = await apiAs(baseUrl, await staffToken(baseUrl, 'distributor@rebox.test'), 'POST', '/boxes/ship', { codes: batch.body.data.codes });
  expect(shipped.status).toBe(200);
  return batch.body.data.codes;
}

async function minHeight(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('link', { name, exact: true }).first().boundingBox();
  return box!.height;
}

describe('a box’s page and My boxes', () => {
  let browser: BrowserSession;
  let page: Page;
  let codes: string[];

  beforeAll(async () => {
    codes = await shippedBoxes(3);
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await answerInstallBanner(page);
  });
  afterAll(() => browser.close());

  it('tells a signed-out visitor what the box is, what it earns and where to hand it in', async () => {
    // As a person types it from the label: lowercase, with dashes.
    await page.goto(`${baseUrl}/b/${formatBoxCode(codes[0]!).toLowerCase()}`);
    await page.getByRole('heading', { name: 'A Rebox box', level: 1 }).waitFor();
    const facts = page.getByTestId('box-facts');
    await facts.waitFor();
    expect(await facts.textContent()).toContain(formatBoxCode(codes[0]!));
    expect(await facts.textContent()).toContain('earn 10 points');
    await page.getByTestId('return-point').first().waitFor();
    expect(await minHeight(page, 'Sign up')).toBeGreaterThanOrEqual(44);
    expect(await minHeight(page, 'Log in')).toBeGreaterThanOrEqual(44);
    // Nothing but the public facts: no client, no journey, no post button for a visitor.
    expect(await page.getByText('North Logistics').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'I posted it' }).count()).toBe(0);
  });

  it('opens offline after one visit, saying as of when', async () => {
    await waitForServiceWorker(page);
    await page.reload();
    await page.getByTestId('box-facts').waitFor();
    await browser.context.setOffline(true);
    try {
      await page.reload();
      const facts = page.getByTestId('box-facts');
      await facts.waitFor();
      expect(await facts.textContent()).toContain('earn 10 points');
      expect(await page.getByTestId('box-as-of').textContent()).toMatch(/^As of /);
      await page.getByTestId('return-point').first().waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it('says so when the address holds no box code that checks, and when no box has the code', async () => {
    const typo = codes[0]!.slice(0, 8) + (codes[0]![8] === '0' ? '1' : '0');
    await page.goto(`${baseUrl}/b/${typo}`);
    await page.getByText('This address does not hold a box code that checks.', { exact: false }).waitFor();
    await page.goto(`${baseUrl}/b/000000000`);
    await page.getByText('No Rebox box has the code 000-000-000.', { exact: false }).waitFor();
  });

  it('lets a recycler post a box back from its page and from My boxes, waiting until the depot collects it', async () => {
    const recycler = await registerRecycler(baseUrl, 'Pat Poster');
    await signInRecycler(page, baseUrl, recycler.email);
    await page.goto(`${baseUrl}/b/${codes[1]}`);
    await page.getByRole('button', { name: 'I posted it' }).click();
    await page.getByTestId('posted-answer').waitFor();
    expect(await page.getByTestId('posted-answer').textContent()).toContain('you get the points when the depot collects it');

    // From the dashboard, My boxes: the posted box waits; a typo is caught before any request.
    await page.goto(`${baseUrl}/user/dashboard`);
    await page.getByTestId('dashboard-my-boxes-link').click();
    await page.waitForURL(/\/user\/boxes$/);
    const row = page.getByTestId('my-box').filter({ hasText: formatBoxCode(codes[1]!) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Waiting for the depot');
    const typo = codes[2]!.slice(0, 8) + (codes[2]![8] === '0' ? '1' : '0');
    await page.getByLabel('Box code').fill(typo);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This code does not check', { exact: false }).waitFor();
    await page.getByLabel('Box code').fill(formatBoxCode(codes[2]!).toLowerCase());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'I posted it' }).click();
    await page.getByTestId('posted-answer').waitFor();
    await page.getByTestId('my-box').filter({ hasText: formatBoxCode(codes[2]!) }).waitFor();

    const collected = await apiAs(baseUrl, await staffToken(baseUrl, 'distributor@rebox.test'), 'POST', '/boxes/collect', { codes: [codes[1]] });
    expect(collected.status).toBe(200);
    await page.reload();
    await row.waitFor();
    expect(await row.textContent()).toContain('+10 points');
    expect(await row.textContent()).toContain('CO₂ saved');
    expect(await page.getByTestId('my-box').filter({ hasText: formatBoxCode(codes[2]!) }).textContent()).toContain('Waiting for the depot');
  });
});
