// A business user gets a clerk without an admin, in Chromium against a server of its own that
// mails through a real SMTP server: on a phone, Managers opens under the store's row, the
// invitation is sent from there, and the clerk's mailed link chooses their password and lands
// them on their store's dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/browser-global-setup';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { useOwnServer } from '../helpers/own-server';
import { logIn } from '../helpers/pwa';
import { plainText, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { dismissInstallBanner, seriousViolations } from './shell-support';

const STORE = 'Rebox Station Kiosk';
const CLERK = { name: 'Nadia Counter', email: 'nadia.counter@rebox.test', password: 'nadia-password-1' };

let smtp: SmtpInbox;
// The server's own address goes into the mailed link (PUBLIC_URL), so its port is chosen here.
const serverUrl = `http://127.0.0.1:${await freePort()}`;
const env: Record<string, string> = { PORT: new URL(serverUrl).port, PUBLIC_URL: serverUrl, MAIL_FROM: 'Rebox <no-reply@rebox.test>' };
// Registered first, so the SMTP server listens before the app server starts and reads SMTP_URL.
beforeAll(async () => {
  smtp = await startSmtpInbox();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const own = useOwnServer('clerk-invite', env);

let clerkSession: BrowserSession | undefined;
afterAll(() => clerkSession?.close());

describe('a business user invites a clerk by email', () => {
  it('opens Managers under the store’s row on a phone and sends the invitation from there', async () => {
    const { page } = own.browser;
    await logIn(page, serverUrl, 'business@rebox.test');
    await page.goto(`${serverUrl}/business/mystores`);
    await dismissInstallBanner(page);
    const row = page.locator('tbody tr').filter({ hasText: STORE }).first();
    await row.locator('summary').click();
    await row.getByRole('button', { name: `Managers of ${STORE}` }).click();
    const panel = page.getByRole('region', { name: `Managers of ${STORE}` });
    await panel.waitFor();
    // The panel is the next row of the table, under its store, not below the whole table.
    expect(await panel.evaluate((element) => element.closest('tr')?.previousElementSibling?.textContent ?? null)).toContain(STORE);
    expect(await seriousViolations(page)).toEqual([]);

    const form = panel.getByRole('form', { name: `Invite a clerk to ${STORE}` });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Name').fill(CLERK.name);
    await form.getByLabel('Email').fill(CLERK.email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${CLERK.email}: they choose a password from the mail, then record returns at ${STORE}.`).waitFor();
    await panel.getByRole('list', { name: `Managers of ${STORE}` }).getByText(CLERK.email).waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('');
  });

  it('the clerk’s mailed link chooses their password and opens their store’s dashboard', async () => {
    const mail = await smtp.mailTo(CLERK.email, 0);
    const link = plainText(mail).match(new RegExp(`${serverUrl.replace(/[.]/g, '\\.')}/reset-password\\?token=[A-Za-z0-9_-]+&welcome=1`))?.[0];
    expect(link, plainText(mail)).toBeTruthy();
    clerkSession = await openBrowser();
    const page = clerkSession.page;
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel(/^New password/).fill(CLERK.password);
    await page.getByRole('button', { name: 'Set password and log in' }).click();
    await page.waitForURL(`${serverUrl}/store-manager/dashboard`);
    await page.getByTestId('managed-store').getByText(STORE).waitFor();
  });
});
