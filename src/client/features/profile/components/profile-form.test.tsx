import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '@/client/components/profile-menu';
import { sessionAtom } from '@/client/lib/session/session';
import { appStore } from '@/client/lib/store';
import { fakeSession } from '@/client/test-support/fake-session';
import { WRONG_IMAGE_TYPE } from '../image-check';
import { ProfileForm } from './profile-form';

/** Enough of XMLHttpRequest to drive an upload by hand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const session = fakeSession('NORMAL_USER');

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  appStore.set(sessionAtom, session);
  render(
    <Provider store={appStore}>
      <ProfileMenu />
      <ProfileForm />
    </Provider>,
  );
});

afterEach(() => {
  cleanup();
  toast.remove();
  appStore.set(sessionAtom, null);
  vi.unstubAllGlobals();
});

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('the profile form', () => {
  it('refuses a file that is not an image before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(WRONG_IMAGE_TYPE);
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('previews the image, shows the upload progress and puts the new name and image in the header at once', async () => {
    const user = userEvent.setup();
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(fileInput(), image);
    expect(screen.getByTestId('profile-preview').getAttribute('src')).toMatch(/^blob:/);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Robin Green');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('PATCH');
    expect(xhr.url).toBe('/api/v1/user/updateProfile');
    expect(xhr.headers.Authorization).toBe(session.token);
    expect(xhr.body!.get('name')).toBe('Robin Green');
    expect((xhr.body!.get('profile_image') as File).name).toBe('me.png');

    act(() => xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 100 }));
    expect(screen.getByText('Uploading… 50%')).toBeTruthy();

    const saved = { ...session.user, name: 'Robin Green', profile_image: 'a1b2.webp', active: true, created_at: '2026-01-01T00:00:00.000Z' };
    act(() => xhr.respond(200, { success: true, message: 'Your profile was updated.', data: saved }));
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe('Robin Green'));
    expect(screen.getByTestId('header-avatar').getAttribute('src')).toBe('/uploads/images/a1b2.webp');
    expect(appStore.get(sessionAtom)?.user.profile_image).toBe('a1b2.webp');
  });

  it('shows the server’s sentence when the upload is refused', async () => {
    const user = userEvent.setup();
    await user.upload(fileInput(), new File(['x'], 'big.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    act(() => FakeXhr.sent[0]!.respond(413, { success: false, message: 'The profile image is larger than 5 MB.', data: null }));
    expect((await screen.findByRole('alert')).textContent).toBe('The profile image is larger than 5 MB.');
    expect(appStore.get(sessionAtom)?.user.profile_image).toBeNull();
  });
});
