import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertAtom } from '@/client/lib/alerts';
import { sessionAtom } from '@/client/lib/session/session';
import { appStore } from '@/client/lib/store';
import { toast } from '@/client/lib/toast';
import { fakeSession } from '@/client/test-support/fake-session';
import { stubApi } from '@/client/test-support/fetch-stub';
import { AccountSections } from './account-page';

vi.mock('@/client/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const session = fakeSession('DISTRIBUTOR');
type Answer = () => { status?: number; body: unknown };
const ok = (data: unknown, message: string): Answer => () => ({ body: { success: true, message, data } });
const refused = (message: string): Answer => () => ({ status: 400, body: { success: false, message, data: null } });

beforeEach(() => {
  window.history.replaceState(null, '', '/account');
  appStore.set(sessionAtom, session);
});

afterEach(() => {
  cleanup();
  appStore.set(sessionAtom, null);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage() {
  render(
    <Provider store={appStore}>
      <AccountSections user={session.user} />
    </Provider>,
  );
}

describe('account settings', () => {
  it('has no name field: the profile above it is the one place for the name', () => {
    renderPage();
    const form = screen.getByRole('form', { name: 'Login email' });
    expect(within(form).queryByLabelText('Name')).toBeNull();
    expect(screen.queryAllByLabelText('Name')).toEqual([]);
    expect((within(form).getByRole('button', { name: 'Save email' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a new email asks for the current password before sending, and sends it with the mail’s language', async () => {
    const { calls } = stubApi({ 'PUT /auth/update/7': ok({ ...session.user, email: 'robin-new@rebox.test' }, 'Your account was updated.') });
    renderPage();
    const form = screen.getByRole('form', { name: 'Login email' });
    const email = within(form).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'robin-new@rebox.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(await within(form).findByText('Enter your current password to change your email.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Current password'), 'my-current-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Save email' }));
    await waitFor(() => expect(appStore.get(sessionAtom)?.user.email).toBe('robin-new@rebox.test'));
    expect(calls[0]!.body).toEqual({ email: 'robin-new@rebox.test', currentPassword: 'my-current-password', locale: 'en' });
  });

  it('a new password needs the current one; the server’s refusal shows inline, the success is toasted', async () => {
    let answer = refused('currentPassword: your current password is not correct.');
    const { calls } = stubApi({ 'PUT /auth/update/7': () => answer() });
    renderPage();
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Enter your current password.')).toBeTruthy();
    expect(within(form).getByText('New password must be at least 8 characters.')).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong-one');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'a-new-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Current password: your current password is not correct.');
    expect(calls[0]!.body).toEqual({ currentPassword: 'wrong-one', password: 'a-new-password' });

    answer = ok(session.user, 'Your account was updated.');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your password was changed. Other devices are signed out.'));
  });

  it('the show toggle reveals a password field and says so', async () => {
    stubApi({});
    renderPage();
    const form = screen.getByRole('form', { name: 'Change password' });
    const field = within(form).getByLabelText('Current password');
    const toggle = within(form).getAllByRole('button', { name: 'Show' })[0]!;
    expect(field.getAttribute('type')).toBe('password');
    await userEvent.click(toggle);
    expect(field.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('deleting asks for the password, shows the server’s refusal, then clears the session and goes to the catalogue', async () => {
    let answer = refused('password: this is not your current password.');
    const { calls } = stubApi({ 'DELETE /account': () => answer() });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Password: this is not your current password.');
    expect(appStore.get(sessionAtom)).not.toBeNull();

    answer = ok(null, 'Your account was deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(appStore.get(sessionAtom)).toBeNull());
    expect(calls.at(-1)!.body).toEqual({ password: 'not-it' });
    expect(window.location.pathname).toBe('/');
    expect(appStore.get(alertAtom)).toEqual({ isSuccess: true, isError: false, message: 'Your account was deleted.' });
    // The server already ended the session: no logout call follows.
    expect(calls.map((c) => c.path)).not.toContain('/auth/logout');
  });
});
