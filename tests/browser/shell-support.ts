// Helpers for the shell's browser tests: sign in through the real form, run axe-core in the
// page, and read what the layout looks like.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'rebox-demo';

export async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The PWA's install banner may slide in over the bottom of the page; it is not under test here. */
export async function dismissInstallBanner(page: Page) {
  const notNow = page.getByTestId('install-banner').getByRole('button', { name: 'Not now' });
  if (await notNow.isVisible().catch(() => false)) await notNow.click();
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Serious and critical axe-core violations of the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated rather than added as a <script>: the portal's CSP rightly refuses inline scripts.
    await page.evaluate(readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
  }
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The entries of the role menu in the sidebar, as the visitor reads them. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  return page
    .getByTestId('sidebar')
    .locator('[data-testid=sidebar-menu] > li > a, [data-testid=sidebar-menu] > li > button')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
}
