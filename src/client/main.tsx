import './lib/zod-jitless';
import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PERSISTED_ATOMS } from './app/persisted-atoms';
import { applyLayout } from './features/layout/apply-layout';
import { effectiveLayoutAtom } from './features/layout/atoms';
import { hydratePersistedAtoms } from './lib/persisted-atom';
import { expireStaleSession } from './lib/session-lifecycle';
import { appStore } from './lib/store';
import './styles/public.css';

// Persisted atoms are read before the first render: no flash of the wrong theme or of
// the login screen for a signed-in user. Not a top-level await: the schemas that check stored
// values load as chunks that import this entry chunk, and an entry still paused in a
// top-level await would never finish evaluating for them (a deadlock, a blank page).
async function boot() {
  await hydratePersistedAtoms(appStore, PERSISTED_ATOMS);
  applyLayout(appStore.get(effectiveLayoutAtom));
  // A token that expired while the app was closed ends here, before any guarded screen renders.
  expireStaleSession(appStore);

  createRoot(document.getElementById('root')!).render(
    <Provider store={appStore}>
      <App />
    </Provider>,
  );
}

void boot();
