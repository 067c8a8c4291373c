import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { hydratePersistedAtoms } from './lib/persisted-atom';
import { appStore } from './lib/store';
import './styles.css';

// Persisted atoms are read before the first render: no flash of the wrong theme or of
// the login screen for a signed-in user.
await hydratePersistedAtoms(appStore);

createRoot(document.getElementById('root')!).render(
  <Provider store={appStore}>
    <App />
  </Provider>,
);
