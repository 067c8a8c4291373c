// The shared screens and sentences (dialogs, pagers, form messages, sign-in, invites) speak the
// active language: German and Arabic from their catalogues, English again afterwards.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterAll, describe, expect, it } from 'vitest';
import type { InviteSummary } from '@/shared/contract/events';
import { InviteDetails } from '@/client/features/invite/components/invite-details';
import { LoginPage } from '@/client/features/auth/components/login-page';
import { humanize } from '@/client/lib/format/field-message';
import { activateLocale } from '@/client/lib/i18n/language';
import { logoutConfirmAtom } from '@/client/lib/session/logout';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { appStore } from '@/client/lib/store';
import { LogoutDialog } from './logout-dialog';
import { shownText } from './table/cursor-pager';

afterAll(async () => {
  await activateLocale('en');
  appStore.set(logoutConfirmAtom, false);
  appStore.set(onlineAtom, true);
});

const invite: InviteSummary = {
  inviteId: 'drive',
  title: 'Spring Box Return Drive',
  description: '',
  location: '',
  startsAt: '2030-05-01T10:00:00.000Z',
  endsAt: '2030-05-01T12:00:00.000Z',
  pointsReward: 2,
  banner: null,
  capacity: 10,
  participantCount: 4,
  full: false,
  past: false,
  myStatus: null,
};

describe('in German', () => {
  it('the logout dialog, its offline warning and the offline reason are German', async () => {
    await activateLocale('de');
    appStore.set(onlineAtom, false);
    appStore.set(logoutConfirmAtom, true);
    render(
      <Provider store={appStore}>
        <LogoutDialog />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Abmelden?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^Du bist offline\. Beim Abmelden/);
    expect(OFFLINE_REASON).toBe('Du bist offline. Dafür brauchst du eine Verbindung.');
  });

  it('pagers and form messages are German, with German numbers', async () => {
    await activateLocale('de');
    expect(shownText({ from: 1, total: 10_000, totalCapped: true }, 20)).toBe('1–20 von 10.000+');
    expect(humanize('email must be a valid address', 'email', 'E-Mail')).toBe('E-Mail muss eine gültige Adresse sein.');
    expect(humanize('password must be at least 8 characters', 'password', 'Passwort')).toBe('Passwort muss mindestens 8 Zeichen lang sein.');
    expect(humanize('reason: say in a few words why', 'reason', 'Grund')).toBe('Grund: Sag in wenigen Worten, warum.');
  });

  it('the login form asks for an empty field in German', async () => {
    await activateLocale('de');
    render(
      <Provider store={appStore}>
        <LoginPage />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Gib deine E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByLabelText('E-Mail')).toBeTruthy();
  });
});

describe('in Arabic', () => {
  it('an invite says its reward with the Arabic dual and its places in Arabic', async () => {
    await activateLocale('ar');
    render(<InviteDetails invite={invite}>{null}</InviteDetails>);
    expect(screen.getByTestId('invite-reward').textContent).toBe('نقطتان مقابل الحضور');
    expect(screen.getByText('أنت مدعو')).toBeTruthy();
    expect(screen.getByText('متبقٍّ 6 من 10')).toBeTruthy();
  });
});
