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

/** Changes one preference; applied at once and written through to IndexedDB. */
export const setLayoutAtom = atom(null, (_get, set, patch: Partial<LayoutPreferences>) => {
  set(layoutAtom, (previous) => ({ ...previous, ...patch }));
});

// Open/closed panels are per visit, not preferences (spec's mobileMenu, customizer).
export const mobileMenuOpenAtom = atom(false);
export const customizerOpenAtom = atom(false);
export const searchOpenAtom = atom(false);
