// The providers and app-wide pieces around the route table.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { Fragment, Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'wouter';
import { LayoutEffects } from '../features/layout/components/layout-effects';
import { useNotificationsRuntime } from '../features/notifications/hooks/use-notifications-runtime';
import { PwaRoot } from '../features/pwa/pwa-root';
import { reportQueueAtom } from '../features/returns/offline/report-queue';
import { localeAtom } from '../lib/i18n/language';
import { watchOnlineStatus } from '../lib/pwa/online-status';
import { refreshProfile } from '../lib/session/profile-refresh';
import { isSessionValid, sessionAtom } from '../lib/session/session';
import { watchSession } from '../lib/session/session-lifecycle';
import { useToasterWanted } from '../lib/toast';
import { AlertRenderer } from './alert-renderer';
import { AppRoutes } from './app-routes';

// With the first toast, not with the first visit (lib/toast.ts).
const AppToaster = lazy(async () => ({ default: (await import('./toaster')).AppToaster }));
// Only while returns reported offline wait on the device, whatever screen is open.
const ReportQueueSender = lazy(async () => ({ default: (await import('../features/returns/offline/report-queue-sender')).ReportQueueSender }));

function useDocumentTitle() {
  const [pathname] = useLocation();
  useEffect(() => {
    document.title = `Rebox | ${pathname}`;
  }, [pathname]);
}

function useSessionLifecycle() {
  const store = useStore();
  useEffect(() => watchSession(store), [store]);
  useEffect(() => watchOnlineStatus(store), [store]);
  useEffect(() => {
    // Fresh points on load. Offline there is nothing to ask; the stored figures are shown.
    if (navigator.onLine && isSessionValid(store.get(sessionAtom))) void refreshProfile(store);
  }, [store]);
}

export function App() {
  const { t } = useLingui();
  useDocumentTitle();
  useSessionLifecycle();
  useNotificationsRuntime();
  const reportsWaiting = useAtomValue(reportQueueAtom).items.length > 0;
  // A new language renders every screen anew: dates and numbers formatted outside Lingui's
  // components change with it too.
  const locale = useAtomValue(localeAtom);
  return (
    <Fragment key={locale}>
      <LayoutEffects />
      <a href="#main" className="btn btn-primary btn-sm sr-only z-[100] focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        {t`Skip to content`}
      </a>
      <AppRoutes />
      <AlertRenderer />
      {useToasterWanted() && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      {/* App-wide pieces of other features (install prompt, update toast, offline indicator) mount here. */}
      <PwaRoot />
      {reportsWaiting && (
        <Suspense fallback={null}>
          <ReportQueueSender />
        </Suspense>
      )}
    </Fragment>
  );
}
