// Ends every session of the account on the server (a lost phone, a shared computer), then this
// device's like a logout.
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useState } from 'react';
import { logout } from '@/client/lib/session/logout';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { OnlineButton } from '@/client/components/online-button';
import { logoutEverywhere } from '../api/logout-everywhere';
import { AccountSection } from './account-section';

export function SignOutEverywhereCard() {
  const { t } = useLingui();
  const store = useStore();
  const [open, setOpen] = useState(false);
  return (
    <AccountSection title={t`Sign out everywhere`} description={t`Lost a phone, or logged in on a shared computer? End every session, this one included.`}>
      <div>
        <OnlineButton className="btn btn-outline min-h-11" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t`Sign out everywhere`}
        </OnlineButton>
      </div>
      <ConfirmDialog
        open={open}
        title={t`Sign out everywhere?`}
        confirmLabel={t`Sign out everywhere`}
        tone="primary"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          const message = await logoutEverywhere();
          // The server already ended this session too: only the device is left to clear.
          void logout(store, { endOnServer: false });
          return message;
        }}
      >
        <p>{t`Every device signed in to your account, this one included, will need your password again.`}</p>
      </ConfirmDialog>
    </AccountSection>
  );
}
