// Accounts a person manages, in Chromium on a phone-sized screen:
// changing the password, a forgotten password through real mail (an SMTP server in this
// process, the test's own server process sending to it), deleting the account, and the
// "Log out?" confirmation that warns what an offline logout costs.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import { RESET_REQUESTED } from '@/shared/contract/auth';
import { freePort } from '../helpers/browser-global-setup';
import { openBrowser } from '../helpers/browser';
import { confirmLogout } from '../helpers/logout';
import { useOwnServer } from '../helpers/own-server';
import { logIn } from '../helpers/pwa';
import { dismissInstallBanner, seriousViolations } from './shell-support';

interface ReceivedMail {
  to: string[];
  raw: string;
}

const inbox: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
const smtpPort = await freePort();
// The server's own address goes into the mailed link (PUBLIC_URL), so its port is chosen here.
const serverPort = await freePort();
const serverUrl = `http://127.0.0.1:${serverPort}`;

// Registered first, so the SMTP server listens before the app server starts.
beforeAll(() => new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

const own = useOwnServer('accounts', {
  PORT: String(serverPort),
  PUBLIC_URL: serverUrl,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Rebox <no-reply@rebox.test>',
});

const LOGGED_OUT = 'You have been logged out successfully';
const LOGIN_FAILED = 'The email or password is incorrect.';

/** A fresh recycler, registered through the API. */
async function newAccount(password = 'first-password-1'): Promise<{ email: string; password: string }> {
  const email = `accounts-${Date.now()}-${Math.round(Math.random() * 1e6)}@rebox.test`;
  const response = await fetch(`${serverUrl}/api/v1${API_PATHS.auth.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada Account', email, password }),
  });
  expect(response.status).toBe(201);
  return { email, password };
}

async function openAccountPage() {
  const { page } = own.browser;
  await page.goto(`${serverUrl}/account`);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await dismissInstallBanner(page);
}

async function logOutThroughBottomBar() {
  const { page } = own.browser;
  await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByTestId('logout-dialog');
  await dialog.getByRole('heading', { name: 'Log out?' }).waitFor();
  await confirmLogout(page);
  await page.getByText(LOGGED_OUT).waitFor();
}

/** The mail to `email`, waiting up to 10 s. */
async function mailTo(email: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = inbox.find((m) => m.to.includes(email));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

describe('account settings', () => {
  it('changes the password (the wrong current one is refused inline), asks before logging out, and logs in with the new one', async () => {
    const { page } = own.browser;
    const account = await newAccount();
    await logIn(page, serverUrl, account.email, account.password);
    await openAccountPage();
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel(/^New password/).fill('second-password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    expect(await form.getByRole('alert').textContent()).toBe('Current password: your current password is not correct.');

    await form.getByLabel('Current password').fill(account.password);
    // The toggle shows what was typed, for checking it on a phone.
    await form.getByRole('button', { name: 'Show' }).last().click();
    expect(await form.getByLabel(/^New password/).getAttribute('type')).toBe('text');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. Other devices are signed out.').waitFor();

    // Cancel keeps the person signed in; confirming logs out.
    await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
    await page.getByTestId('logout-dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/account');
    await logOutThroughBottomBar();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(LOGIN_FAILED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(page, serverUrl, account.email, 'second-password-2');
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');
    await logOutThroughBottomBar();
  });

  it('a forgotten password: the mailed link sets a new one and signs in to the dashboard', async () => {
    const { page } = own.browser;
    const account = await newAccount();
    await page.goto(`${serverUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${serverUrl}/forgot-password`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    expect(await page.getByTestId('reset-requested').textContent()).toBe(RESET_REQUESTED);

    const mail = await mailTo(account.email);
    // Quoted-printable soft breaks and '=' escapes undone before reading the link.
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = text.match(new RegExp(`${serverUrl.replace(/[.:/]/g, '\\$&')}/reset-password\\?token=[A-Za-z0-9_%-]+`))?.[0];
    expect(link, mail.raw).toBeTruthy();

    await page.goto(link!);
    await page.getByLabel(/^New password/).fill('chosen-by-mail-3');
    await page.getByRole('button', { name: 'Set password and log in' }).click();
    await page.waitForURL(`${serverUrl}/user/dashboard`);
    await dismissInstallBanner(page);
    await logOutThroughBottomBar();
    await logIn(page, serverUrl, account.email, 'chosen-by-mail-3');
    await logOutThroughBottomBar();
  });

  it('deleting the account asks for the password, lands on the catalogue with a sentence, and the login no longer works', async () => {
    const { page } = own.browser;
    const account = await newAccount();
    await logIn(page, serverUrl, account.email, account.password);
    await openAccountPage();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Password: this is not your current password.');

    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${serverUrl}/`);
    await page.getByText('Your account was deleted.').waitFor();

    await page.goto(`${serverUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(LOGIN_FAILED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logging out offline warns that the saved coupons leave the device and that logging in again needs a connection', async () => {
    const { page, context } = own.browser;
    const account = await newAccount();
    await logIn(page, serverUrl, account.email, account.password);
    await dismissInstallBanner(page);
    await context.setOffline(true);
    try {
      await page.getByTestId('bottom-bar').getByRole('button', { name: 'Logout' }).click();
      const dialog = page.getByTestId('logout-dialog');
      await dialog
        .getByText('You are offline. Logging out removes your saved coupons from this device, and logging in again needs a connection.')
        .waitFor();
      // Thumb-sized on a phone.
      const box = await dialog.getByRole('button', { name: 'Log out' }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${serverUrl}/login`);
      await page.getByText(LOGGED_OUT).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('on a desktop, the header menu’s Settings leads to the one settings place, and its Logout asks first too', async () => {
    const account = await newAccount();
    const desktop = await openBrowser({ viewport: { width: 1280, height: 800 } });
    try {
      const { page } = desktop;
      await logIn(page, serverUrl, account.email, account.password);
      await dismissInstallBanner(page);
      const menu = page.getByTestId('header').getByTestId('profile-menu');
      await menu.getByRole('button').first().click();
      // The spec's Settings and Logout (a recycler's menu has Where to return boxes too), no second settings place.
      expect((await menu.getByRole('listitem').allTextContents()).map((entry) => entry.trim())).toEqual(['Settings', 'Where to return boxes', 'Logout']);
      await menu.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(/\/profile-setting\/\d+$/);
      await page.getByRole('form', { name: 'Login email' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await menu.getByRole('button').first().click();
      await menu.getByRole('button', { name: 'Logout' }).click();
      await page.getByTestId('logout-dialog').getByRole('heading', { name: 'Log out?' }).waitFor();
      await confirmLogout(page);
      await page.getByText(LOGGED_OUT).waitFor();
    } finally {
      await desktop.close();
    }
  });

  it('the register, forgot-password and terms pages have no serious accessibility problems', async () => {
    const { page } = own.browser;
    for (const [path, heading] of [
      ['/register', 'Create an account'],
      ['/forgot-password', 'Forgot your password?'],
      ['/terms', 'Terms of use'],
    ]) {
      await page.goto(`${serverUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
