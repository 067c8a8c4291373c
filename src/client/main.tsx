// First: the worker that sets Intl up starts before the rest of the entry is evaluated.
import './lib/performance/warm-intl';
import './lib/performance/zod-jitless';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PERSISTED_ATOMS } from './app/persisted-atoms';
import { preloadRoute } from './app/route-preload';
import { loadCouponListEarly } from './features/catalogue/early-coupon-list';
import { applyLayout } from './features/layout/apply-layout';
import { effectiveLayoutAtom } from './features/layout/atoms';
import { holdEarlyMessages } from './features/pwa/sw-bridge';
import { localeFromAddress } from '@/shared/locales';
import { activateLocale, languageChoiceAtom, localeAtom } from './lib/i18n/language';
import { hydratePersistedAtoms } from './lib/persisted-atom';
import { isSessionValid, sessionAtom } from './lib/session/session';
import { expireStaleSession } from './lib/session/session-lifecycle';
import { appStore } from './lib/store';
import './styles/public.css';

holdEarlyMessages();

// How long the first render waits for the catalogue's list when it opens on the catalogue. The
// HTML preloads the list, so it is nearly always in before the script has run; a slow server
// gets the page's skeletons after this instead of a longer wait on the HTML's frame.
const EARLY_LIST_WAIT_MS = 250;

// Persisted atoms are read before the first render: no flash of the wrong theme or of
// the login screen for a signed-in user. Not a top-level await: the schemas that check stored
// values load as chunks that import this entry chunk, and an entry still paused in a
// top-level await would never finish evaluating for them (a deadlock, a blank page).
async function boot() {
  await hydratePersistedAtoms(appStore, PERSISTED_ATOMS);
  // The screen's code and data leave now, while the language and the layout are set up.
  const session = appStore.get(sessionAtom);
  preloadRoute(location.pathname, isSessionValid(session) ? session : null);
  const earlyList = loadCouponListEarly(appStore, location.pathname);
  const askedFor = localeFromAddress(location.search);
  if (askedFor) appStore.set(languageChoiceAtom, askedFor);
  // The first screen in its language: English is in the code, another language's catalogue first.
  await activateLocale(appStore.get(localeAtom));
  applyLayout(appStore.get(effectiveLayoutAtom), appStore.get(localeAtom));
  // A token that expired while the app was closed ends here, before any guarded screen renders.
  expireStaleSession(appStore);
  if (earlyList) await Promise.race([earlyList, new Promise((resolve) => setTimeout(resolve, EARLY_LIST_WAIT_MS))]);

  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (Lighthouse's Total Blocking Time on a slow phone).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <Provider store={appStore}>
        <I18nProvider i18n={i18n}>
          <App />
        </I18nProvider>
      </Provider>,
    ),
  );
}

void boot();
