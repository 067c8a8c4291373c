// The one settings place of every role, at the spec's profile-setting/{userId} and at /account:
// the profile (picture and name) first, then the account (language, login email, password,
// sessions, one's data, deletion), with the notifications after the language. Only one's own is
// edited; another id is put right.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useParams } from 'wouter';
import { PageFrame } from '@/client/components/page-frame';
import { AccountSections } from '@/client/features/account/components/account-page';
import { AccountSection } from '@/client/features/account/components/account-section';
import { NotificationPreferences } from '@/client/features/notifications/components/notification-preferences';
import { ProfileForm } from '@/client/features/profile/components/profile-form';
import { currentUserAtom } from '@/client/lib/session/session';

export function SettingsPage() {
  const user = useAtomValue(currentUserAtom);
  const { userId } = useParams<{ userId?: string }>();
  const [pathname] = useLocation();
  const { t } = useLingui();
  if (!user) return null;
  if (userId !== undefined && userId !== String(user.user_id)) {
    return <Redirect to={pathname.replace(/[^/]*$/, String(user.user_id))} replace />;
  }
  return (
    <div className="max-w-2xl">
      <PageFrame title={t`Settings`} description={t`Your profile, your login, your notifications, your sessions and your data.`}>
        <section aria-labelledby="settings-profile" className="flex flex-col gap-2">
          <h2 id="settings-profile" className="text-lg font-semibold">
            {t`Profile`}
          </h2>
          <ProfileForm key={user.user_id} />
        </section>
        <AccountSections
          user={user}
          afterLanguage={
            <AccountSection title={t`Notifications`} description={t`What Rebox tells you, and how: in the app, as a push notification on this device, or by mail.`}>
              <NotificationPreferences role={user.role} />
            </AccountSection>
          }
        />
      </PageFrame>
    </div>
  );
}
