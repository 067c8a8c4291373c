// Layout preferences (spec section 3) with the spec's defaults, persisted to IndexedDB as one
// record, checked on read by layout-schema.ts.
import { atom } from 'jotai';
import { persistedAtom } from '@/client/lib/persisted-atom';
import { LAYOUT_DEFAULTS, type LayoutPreferences } from './layout-options';

export { CONTENT_WIDTHS, FOOTER_TYPES, LAYOUT_DEFAULTS, MENU_TYPES, NAVBAR_TYPES, SKINS, type LayoutPreferences } from './layout-options';

// The device's look survives a logout; the user's data does not.
export const layoutAtom = persistedAtom<LayoutPreferences>(
  'layout',
  1,
  async () => (await import('./layout-schema')).layoutSchema,
  LAYOUT_DEFAULTS,
  { keepOnLogout: true },
);

/** Changes one preference; applied at once and written through to IndexedDB. Picking light or dark is a choice that outlasts the device's setting. */
export const setLayoutAtom = atom(null, (_get, set, patch: Partial<LayoutPreferences>) => {
  set(layoutAtom, (previous) => ({ ...previous, ...patch, ...('darkMode' in patch ? { themeChosen: true } : {}) }));
});

/** Every preference back to the spec's defaults: the theme follows the device again. */
export const resetLayoutAtom = atom(null, (_get, set) => set(layoutAtom, LAYOUT_DEFAULTS));

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemPrefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/** The device's light/dark setting (a phone switching to dark at night), followed while mounted. */
const systemDarkAtom = atom(systemPrefersDark());
systemDarkAtom.onMount = (setDark) => {
  if (typeof matchMedia !== 'function') return;
  const query = matchMedia(DARK_QUERY);
  const follow = () => setDark(query.matches);
  follow();
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
};

/** The preferences as shown: darkMode is the person's choice, or the device's until they choose. */
export const effectiveLayoutAtom = atom((get) => {
  const prefs = get(layoutAtom);
  return prefs.themeChosen ? prefs : { ...prefs, darkMode: get(systemDarkAtom) };
});

// Open/closed panels are per visit, not preferences (spec's mobileMenu, customizer).
export const mobileMenuOpenAtom = atom(false);
export const customizerOpenAtom = atom(false);
export const searchOpenAtom = atom(false);
