// Account settings, for every role: name and email, password, signing out
// everywhere, downloading one's data, deleting the account. The picture is on profile settings.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { LanguageField } from '@/client/components/language-picker';
import { PageFrame } from '@/client/components/page-frame';
import { currentUserAtom } from '@/client/lib/session/session';
import { AccountDetailsForm } from './account-details-form';
import { AccountSection } from './account-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountCard } from './delete-account-card';
import { MyDataCard } from './my-data-card';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';
import { PATHS, pathTo } from '@/shared/screen-paths';

export function AccountPage() {
  const user = useAtomValue(currentUserAtom);
  const { t } = useLingui();
  if (!user) return null;
  return (
    <div className="max-w-2xl">
      <PageFrame title={t`Account settings`} description={t`Your login, your sessions and your data.`}>
        <p>
          <Trans>
            Your picture is in{' '}
            <Link href={pathTo(PATHS.profileSettings, { userId: user.user_id })} className="link link-primary">
              profile settings
            </Link>
            .
          </Trans>
        </p>
        <AccountSection title={t`Language and formats`} description={t`Dates, numbers and points follow the language. It is kept on this device.`}>
          <LanguageField />
        </AccountSection>
        <AccountDetailsForm key={`details-${user.user_id}`} />
        <ChangePasswordForm />
        <SignOutEverywhereCard />
        <MyDataCard />
        <DeleteAccountCard />
      </PageFrame>
    </div>
  );
}
