// Logout asks first: every Logout entry opens the "Log out?" dialog. For browser
// tests that log out: press a Logout entry, then this.
import type { Page } from 'playwright-core';

/** Confirms the open "Log out?" dialog and waits for the login page. */
export async function confirmLogout(page: Page) {
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/login$/);
}
