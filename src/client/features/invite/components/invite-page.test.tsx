import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InviteSummary, JoinedEvent } from '@/shared/contract/events';
import { ApiError } from '@/client/lib/api/api-client';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { sessionAtom } from '@/client/lib/session/session';
import { getInvite } from '../api/get-invite';
import { joinEvent } from '../api/join-event';
import { InviteScreen } from './invite-page';

vi.mock('../api/get-invite', () => ({ getInvite: vi.fn() }));
vi.mock('../api/join-event', () => ({ joinEvent: vi.fn() }));
vi.mock('@/client/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const lookup = vi.mocked(getInvite);
const join = vi.mocked(joinEvent);

const invite: InviteSummary = {
  inviteId: 'spring-drive',
  title: 'Spring Box Return Drive',
  description: 'Bring your boxes.',
  location: 'Central Park',
  startsAt: '2030-05-01T10:00:00.000Z',
  endsAt: '2030-05-01T12:00:00.000Z',
  pointsReward: 50,
  banner: null,
  capacity: 10,
  participantCount: 4,
  full: false,
  past: false,
  myStatus: null,
};
const user = { user_id: 7, name: 'Ulf User', email: 'user2@rebox.test', role: 'NORMAL_USER' as const, profile_image: null, available_reward_points: 0, user_code: 'K7M2QX9P' };

function setup(signedIn: boolean, online = true) {
  const store = createStore();
  if (signedIn) store.set(sessionAtom, { token: 'jwt', user, refreshedAt: 0 });
  store.set(onlineAtom, online);
  render(
    <Provider store={store}>
      <InviteScreen inviteId="spring-drive" />
    </Provider>,
  );
  return userEvent.setup();
}

describe('the invite screen', () => {
  beforeEach(() => {
    lookup.mockReset();
    join.mockReset();
  });

  it('signed out: shows the event, date, place and reward, and logs in to come back here', async () => {
    lookup.mockResolvedValue({ kind: 'found', invite });
    setup(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Box Return Drive' })).toBeTruthy();
    expect(screen.getByText('Central Park')).toBeTruthy();
    expect(screen.getByTestId('invite-reward').textContent).toBe('50 points for attending');
    expect(screen.getByText('6 of 10 left')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to join' }).getAttribute('href')).toBe('/login?next=%2Finvite%2Fspring-drive%3Fjoin%3D1');
    expect(screen.queryByRole('button', { name: 'Join event' })).toBeNull();
  });

  it('signed in: joins, then shows the server’s answer', async () => {
    lookup.mockResolvedValueOnce({ kind: 'found', invite }).mockResolvedValue({ kind: 'found', invite: { ...invite, participantCount: 5, myStatus: 'joined' } });
    join.mockResolvedValue({ title: invite.title } as JoinedEvent);
    const ui = setup(true);
    await ui.click(await screen.findByRole('button', { name: 'Join event' }));
    expect(join).toHaveBeenCalledWith('spring-drive');
    expect(await screen.findByText('You have joined this event. See you there!')).toBeTruthy();
    expect(screen.getByText('5 of 10 left')).toBeTruthy();
  });

  it('signed in: keeps the server’s refusal on screen', async () => {
    lookup.mockResolvedValue({ kind: 'found', invite });
    join.mockRejectedValue(new ApiError('This event is full.', 409));
    const ui = setup(true);
    await ui.click(await screen.findByRole('button', { name: 'Join event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This event is full.');
  });

  it.each([
    [{ myStatus: 'joined' as const }, 'You have joined this event. See you there!'],
    [{ myStatus: 'attended' as const }, 'You attended this event.'],
    [{ full: true }, 'This event is full.'],
    [{ past: true }, 'This event has already taken place.'],
  ])('signed in with %o: says so instead of offering Join', async (change, sentence) => {
    lookup.mockResolvedValue({ kind: 'found', invite: { ...invite, ...change } });
    setup(true);
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join event' })).toBeNull();
  });

  it('offline: Join is disabled with the reason', async () => {
    lookup.mockResolvedValue({ kind: 'found', invite });
    setup(true, false);
    expect(((await screen.findByRole('button', { name: 'Join event' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You are offline. This needs a connection.')).toBeTruthy();
  });

  it('an unknown invite gets a clear not-found screen', async () => {
    lookup.mockResolvedValue({ kind: 'not-found' });
    setup(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite not found' })).toBeTruthy();
  });

  it('a failed load offers Retry', async () => {
    lookup.mockResolvedValueOnce({ kind: 'error', message: 'An error occurred' }).mockResolvedValue({ kind: 'found', invite });
    const ui = setup(false);
    await ui.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Box Return Drive' })).toBeTruthy();
  });
});
