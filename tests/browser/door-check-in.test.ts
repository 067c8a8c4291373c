// Checking people in at an event's door on a 390x844 phone without a camera: the participants'
// codes are on screen, a search finds one among many, and a code typed as it is read out
// (lower case, spaces) checks them in with one tap, credited once.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Participant } from '@/shared/contract/events';
import type { PointsHistoryAnswer } from '@/shared/contract/points';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';
import { apiAs, registerRecycler, staffToken, type Recycler } from '../helpers/recycler';

const baseUrl = sharedServerUrl();
const REWARD = 15;

async function eventUnderWay(title: string): Promise<Event> {
  const manager = await staffToken(baseUrl, 'events@rebox.test');
  const day = 86_400_000;
  const form = new FormData();
  form.append('title', title);
  form.append('description', 'Door check-in');
  form.append('location', 'Town hall');
  form.append('startsAt', new Date(Date.now() + day).toISOString());
  form.append('endsAt', new Date(Date.now() + 3 * day).toISOString());
  form.append('pointsReward', String(REWARD));
  const made = await fetch(`${baseUrl}/api/v1/events`, { method: 'POST', headers: { Authorization: manager }, body: form });
  expect(made.status).toBe(201);
  const event = ((await made.json()) as { data: Event }).data;
  // A manager cannot date an event in the past; an admin records that it began yesterday.
  const dates = new FormData();
  dates.append('startsAt', new Date(Date.now() - day).toISOString());
  dates.append('endsAt', new Date(Date.now() + 3 * day).toISOString());
  const dated = await fetch(`${baseUrl}/api/v1/events/${event.id}`, { method: 'PUT', headers: { Authorization: await staffToken(baseUrl, 'admin@rebox.test') }, body: dates });
  expect(dated.status).toBe(200);
  return event;
}

const spaced = (code: string) => code.toLowerCase().replace(/(.{3})(?=.)/g, '$1 ');

describe('door check-in on a phone without a camera', () => {
  let browser: BrowserSession;
  let page: Page;
  let event: Event;
  let uma: Recycler;
  let participants: Participant[];
  const stamp = Date.now();

  beforeAll(async () => {
    event = await eventUnderWay(`Door ${stamp}`);
    const names = [...Array.from({ length: 6 }, (_, i) => `Umar Door${i} ${stamp}`), `Uma Door ${stamp}`];
    const joined = await Promise.all(names.map((name) => registerRecycler(baseUrl, name)));
    for (const person of joined) expect((await apiAs(baseUrl, person.token, 'POST', `/events/invite/${event.inviteId}/join`)).status).toBeLessThan(300);
    uma = joined.at(-1)!;
    const manager = await staffToken(baseUrl, 'events@rebox.test');
    participants = (await apiAs<Participant[]>(baseUrl, manager, 'GET', `/events/${event.id}/participants`)).body.data;
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    page = browser.page;
    await logIn(page, baseUrl, 'events@rebox.test');
    await page.goto(`${baseUrl}/event-manager/ManageParticipants/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
  });
  afterAll(() => browser?.close());

  it('shows each participant’s code on the phone, and a search finds one among many', async () => {
    const umaRow = participants.find((p) => p.userId === uma.userId)!;
    const row = page.getByRole('row', { name: new RegExp(`Uma Door ${stamp}`) });
    await row.waitFor();
    expect(await row.getByText(umaRow.userCode, { exact: true }).filter({ visible: true }).count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search participants' }).fill(`uma door ${stamp}`);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Door' }).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search participants' }).fill(spaced(umaRow.userCode));
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Door' }).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search participants' }).fill('');
  });

  it('checks someone in from a code typed as it is read out, with one tap of a large button, once', async () => {
    const umaRow = participants.find((p) => p.userId === uma.userId)!;
    const door = page.getByTestId('door-check-in');
    await door.getByLabel('Participant’s code').fill(spaced(umaRow.userCode));
    const checkIn = door.getByRole('button', { name: 'Check in' });
    expect((await checkIn.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await checkIn.click();
    await page.getByText(`Uma Door ${stamp} attended: ${REWARD} points credited`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`Uma Door ${stamp}`) });
    await row.getByText('attended', { exact: true }).waitFor();
    expect(await door.getByLabel('Participant’s code').inputValue()).toBe('');

    // The same code again says so instead of crediting twice; an unknown one names the code.
    await door.getByLabel('Participant’s code').fill(umaRow.userCode);
    await checkIn.click();
    await door.getByRole('status').filter({ hasText: `Uma Door ${stamp} was already marked as attended.` }).waitFor();
    await door.getByLabel('Participant’s code').fill('zz 999 999');
    await checkIn.click();
    await door.getByRole('status').filter({ hasText: 'Nobody in this event has the code ZZ999999.' }).waitFor();
    const history = await apiAs<PointsHistoryAnswer>(baseUrl, uma.token, 'GET', '/points/history?pageSize=50');
    expect(history.body.data.items.filter((entry) => entry.reason === 'event').map((entry) => entry.delta)).toEqual([REWARD]);
  });
});
