// "Log out?": every Logout entry asks first. Offline it says what a logout
// costs there: the saved coupons leave the device, and signing in again needs a connection.
// Logging out itself never needs the network (lib/session/logout.ts ends the server session best effort).
import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { logout, logoutConfirmAtom } from '../lib/session/logout';
import { onLanguage } from '../lib/on-language';
import { onlineAtom } from '../lib/pwa/online-status';
import { Modal } from './modal';

/** The offline warning in the active language (see on-language.ts). */
export let LOGOUT_OFFLINE_WARNING = '';
onLanguage(() => {
  LOGOUT_OFFLINE_WARNING = translate`You are offline. Logging out removes your saved coupons from this device, and logging in again needs a connection.`;
});

export function LogoutDialog() {
  const store = useStore();
  const [open, setOpen] = useAtom(logoutConfirmAtom);
  const online = useAtomValue(onlineAtom);
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={t`Log out?`} testId="logout-dialog">
      <div aria-live="polite">
        {online ? (
          <p>{t`You will need your email and password to log in again.`}</p>
        ) : (
          <p role="alert" className="alert alert-warning alert-soft">
            {LOGOUT_OFFLINE_WARNING}
          </p>
        )}
      </div>
      <div className="modal-action flex-wrap">
        <button type="button" className="btn min-h-11" onClick={() => setOpen(false)}>
          {t`Cancel`}
        </button>
        <button type="button" className="btn btn-primary min-h-11" data-autofocus onClick={() => void logout(store)}>
          {t`Log out`}
        </button>
      </div>
    </Modal>
  );
}
