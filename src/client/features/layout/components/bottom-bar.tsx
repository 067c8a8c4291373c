// The primary navigation on phones (below md): thumb-sized entries in the bottom bar, above
// the home indicator (safe-area inset, via daisyUI's dock). The current entry carries
// aria-current, which both screen readers and the dock's marker use. Recyclers get the spec's
// four entries; staff get their role's counter work in the middle two. Logout asks first: the
// bar (in both layouts) hosts the one "Log out?" dialog that every Logout entry opens.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { CATALOGUE_PATHS } from '@/shared/catalogue-paths';
import { logoutConfirmAtom } from '@/client/lib/session/logout';
import { LOGIN_PATH } from '@/client/lib/navigation';
import { currentUserAtom } from '@/client/lib/session/session';
import { BarEntry } from './bar-entry';
import { PATHS } from '@/shared/screen-paths';

// A signed-in user's entries load with the first signed-in view, not with a first visit.
const SignedInBar = lazy(async () => ({ default: (await import('./signed-in-bar')).SignedInBar }));

// Loaded with the first Logout press, not with the first visit.
const LogoutDialog = lazy(async () => ({ default: (await import('@/client/components/logout-dialog')).LogoutDialog }));

/** The dialog sits under <body>: the bar itself is hidden from md up, where the menus open it too. */
function LogoutDialogHost() {
  const open = useAtomValue(logoutConfirmAtom);
  if (!open) return null;
  return createPortal(
    <Suspense fallback={null}>
      <LogoutDialog />
    </Suspense>,
    document.body,
  );
}

export function BottomBar() {
  const user = useAtomValue(currentUserAtom);
  const [pathname] = useLocation();
  const { t } = useLingui();

  return (
    <>
      <nav aria-label={t`Primary`} className="dock dock-md z-40 border-t border-base-300 md:hidden" data-testid="bottom-bar">
        {user ? (
          <Suspense fallback={null}>
            <SignedInBar user={user} />
          </Suspense>
        ) : (
          <>
            <BarEntry href="/" icon="gift" label={t`Coupons`} active={CATALOGUE_PATHS.has(pathname)} />
            <BarEntry href={LOGIN_PATH} icon="login" label={t`Login`} active={pathname === LOGIN_PATH || pathname === PATHS.register} />
          </>
        )}
      </nav>
      <LogoutDialogHost />
    </>
  );
}
