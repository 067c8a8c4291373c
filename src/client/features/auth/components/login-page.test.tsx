import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/client/app/app';
import { sessionAtom } from '@/client/lib/session/session';
import { appStore } from '@/client/lib/store';
import { fakeSession } from '@/client/test-support/fake-session';
import { stubApi } from '@/client/test-support/fetch-stub';

// The PWA layer needs the build's virtual modules (vite-plugin-pwa); it has its own tests.
vi.mock('@/client/features/pwa/pwa-root', () => ({ PwaRoot: () => null }));

function renderLogin(path = '/login') {
  window.history.replaceState(null, '', path);
  // The app's own store: the API client reads the token from it, as in the running app.
  const store = appStore;
  store.set(sessionAtom, null);
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  appStore.set(sessionAtom, null);
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the login page', () => {
  it('checks the fields inline and sends nothing while they are wrong', async () => {
    const { fetchStub } = stubApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    // Empty fields ask for themselves, in words (never the API's keys).
    expect(screen.getByText('Enter your email.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('shows the server’s sentence when the login fails', async () => {
    stubApi({ 'POST /auth/login': () => ({ status: 401, body: { success: false, message: 'Email or password is wrong.', data: null } }) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'user@rebox.test');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is wrong.');
  });

  it('signs in, toasts for 1500 ms and returns to where the visitor was going', async () => {
    const session = fakeSession('NORMAL_USER');
    const { calls } = stubApi({
      'POST /auth/login': () => ({ body: { success: true, message: 'User logged in', data: { token: session.token, user: session.user } } }),
      'GET /user/getUserById/7': () => ({ body: { success: true, message: 'User found', data: JSON.stringify({ ...session.user, available_reward_points: 510 }) } }),
    });
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const store = renderLogin('/login?next=%2Finvite%2Fspring-drive');
    await user.type(await screen.findByLabelText('Email'), 'User@Rebox.test ');
    await user.type(screen.getByLabelText('Password'), 'rebox-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(window.location.pathname).toBe('/invite/spring-drive'));
    expect(success).toHaveBeenCalledWith('User logged in, Redirecting to Dashboard', expect.objectContaining({ duration: 1500 }));
    expect(await screen.findByText('User logged in, Redirecting to Dashboard')).toBeTruthy();
    expect(calls.find((c) => c.path === '/auth/login')!.body).toEqual({ email: 'user@rebox.test', password: 'rebox-demo' });
    // The profile refresh after login sends the raw token and stores the fresh figures.
    await waitFor(() => expect(store.get(sessionAtom)?.user.available_reward_points).toBe(510));
    expect(calls.find((c) => c.path === '/user/getUserById/7')!.headers.get('Authorization')).toBe(session.token);
  });

  it('a return target with a tab in it (/%09/evil.example) falls back to the dashboard', async () => {
    const session = fakeSession('NORMAL_USER');
    stubApi({
      'POST /auth/login': () => ({ body: { success: true, message: 'User logged in', data: { token: session.token, user: session.user } } }),
      'GET /user/getUserById/7': () => ({ body: { success: true, message: 'User found', data: JSON.stringify(session.user) } }),
    });
    const user = userEvent.setup();
    renderLogin('/login?next=/%09/evil.example');
    await user.type(await screen.findByLabelText('Email'), 'user@rebox.test');
    await user.type(screen.getByLabelText('Password'), 'rebox-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
    expect(window.location.host).not.toBe('evil.example');
  });

  it('links to the register form, keeping the return target', async () => {
    stubApi({});
    renderLogin('/login?next=%2Fcoupon');
    const link = await screen.findByRole('link', { name: 'Create an account' });
    expect(link.getAttribute('href')).toBe('/register?next=%2Fcoupon');
  });
});
