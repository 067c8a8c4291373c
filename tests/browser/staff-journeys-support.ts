// What the staff journey tests share: API calls as a demo account, signing in through the form,
// and browsers opened at a phone's or a desk's size, closed by closeBrowsers() after each file.
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD } from '../helpers/pwa';
import { dismissInstallBanner } from './shell-support';

export const baseUrl = sharedServerUrl();
export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1440, height: 900 };
export const stamp = Date.now();

export interface Login {
  token: string;
  userId: number;
  userCode: string;
}

export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<Login> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await response.json()) as { data: { token: string; user: { user_id: number; user_code: string } } };
  return { token: data.token, userId: data.user.user_id, userCode: data.user.user_code };
}

export async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: token, ...(body !== undefined && !(body instanceof FormData) && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

export async function balanceOf(user: Login): Promise<number> {
  return (JSON.parse(await api<string>('GET', `/user/getUserById/${user.userId}`, user.token)) as { available_reward_points: number }).available_reward_points;
}

/** Signs in through the form and waits for the role's dashboard. */
export async function signInAs(page: Page, email: string, dashboard: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}${dashboard}`);
  await dismissInstallBanner(page);
}

export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

const browsers: BrowserSession[] = [];
export async function browser(viewport: { width: number; height: number }): Promise<Page> {
  const session = await openBrowser({ viewport });
  browsers.push(session);
  return session.page;
}

export async function closeBrowsers() {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
}
