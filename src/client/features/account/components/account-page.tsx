// The account's part of the settings place, for every role: language, login email, password,
// signing out everywhere, downloading one's data, deleting the account (app/settings-page.tsx
// puts the profile above them).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/shared/contract/auth';
import { LanguageField } from '@/client/components/language-picker';
import { AccountDetailsForm } from './account-details-form';
import { AccountSection } from './account-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountCard } from './delete-account-card';
import { MyDataCard } from './my-data-card';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

/** `afterLanguage`: a section another feature adds (the notifications), composed in by the app. */
export function AccountSections({ user, afterLanguage }: { user: SessionUser; afterLanguage?: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <AccountSection title={t`Language and formats`} description={t`Dates, numbers and points follow the language. It is kept on this device.`}>
        <LanguageField />
      </AccountSection>
      {afterLanguage}
      <AccountDetailsForm key={`details-${user.user_id}`} />
      <ChangePasswordForm />
      <SignOutEverywhereCard />
      <MyDataCard />
      <DeleteAccountCard />
    </>
  );
}
