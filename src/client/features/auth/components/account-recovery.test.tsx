import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REQUESTED } from '@/shared/contract/auth';
import { App } from '@/client/app/app';
import { sessionAtom } from '@/client/lib/session/session';
import { appStore } from '@/client/lib/store';
import { fakeSession } from '@/client/test-support/fake-session';
import { stubApi } from '@/client/test-support/fetch-stub';
import { TERMS_REQUIRED } from './register-page';

vi.mock('@/client/features/pwa/pwa-root', () => ({ PwaRoot: () => null }));

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  appStore.set(sessionAtom, null);
  render(
    <Provider store={appStore}>
      <App />
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  appStore.set(sessionAtom, null);
  toast.remove();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('registration', () => {
  it('needs the terms and privacy notice accepted, links to both, and still sends only name, email and password', async () => {
    const session = fakeSession('NORMAL_USER');
    const { calls } = stubApi({
      'POST /auth/register': () => ({ status: 201, body: { success: true, message: 'Welcome to Rebox! Your account is ready.', data: { token: session.token, user: session.user } } }),
      'GET /user/getUserById/7': () => ({ body: { success: true, message: 'User found', data: JSON.stringify(session.user) } }),
    });
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(await screen.findByLabelText('Name'), 'Robin');
    await user.type(screen.getByLabelText('Email'), 'robin@rebox.test');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(TERMS_REQUIRED)).toBeTruthy();
    expect(calls).toEqual([]);
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');

    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    expect(calls[0]!.body).toEqual({ name: 'Robin', email: 'robin@rebox.test', password: 'long-enough-1' });
  });
});

describe('a forgotten password', () => {
  it('the login page links to it; it shows the server’s sentence', async () => {
    const { calls } = stubApi({ 'POST /auth/forgot-password': () => ({ body: { success: true, message: RESET_REQUESTED, data: null } }) });
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(await screen.findByLabelText('Email'), 'Robin@Rebox.test');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('status')).textContent).toBe(RESET_REQUESTED);
    // The mail is written in the language the page is read in.
    expect(calls[0]!.body).toEqual({ email: 'robin@rebox.test', locale: 'en' });
  });

  it('the mailed link sets the new password and signs in to the role dashboard; a spent link says why', async () => {
    const session = fakeSession('EVENT_MANAGER');
    let spent = true;
    const { calls } = stubApi({
      'POST /auth/reset-password': () =>
        spent
          ? { status: 400, body: { success: false, message: 'This reset link no longer works: ask for a new one.', data: null } }
          : { body: { success: true, message: 'Your new password is set. You are signed in.', data: { token: session.token, user: session.user } } },
      'GET /user/getUserById/7': () => ({ body: { success: true, message: 'User found', data: JSON.stringify(session.user) } }),
    });
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText(/^New password/), 'chosen-again-1');
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link no longer works: ask for a new one.');

    spent = false;
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/event-manager/dashboard'));
    expect(calls[0]!.body).toEqual({ token: 'abc123', password: 'chosen-again-1' });
  });
});
