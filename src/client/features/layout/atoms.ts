// Layout preferences (spec section 3) with the spec's defaults, persisted to IndexedDB as one
// record. Each field falls back to its default on its own (`.catch`), so a stored record of an
// older shape keeps what is still valid instead of losing the user's theme.
import { atom } from 'jotai';
import { z } from 'zod';
import { keepOnLogout } from '../../lib/logout';
import { persistedAtom } from '../../lib/persisted-atom';

export const SKINS = ['default', 'bordered'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const MENU_TYPES = ['vertical', 'horizontal'] as const;
export const NAVBAR_TYPES = ['sticky', 'static', 'floating', 'hidden'] as const;
export const FOOTER_TYPES = ['sticky', 'static', 'hidden'] as const;

export const layoutSchema = z.object({
  isRTL: z.boolean().catch(false),
  darkMode: z.boolean().catch(false),
  isCollapsed: z.boolean().catch(false),
  semiDarkMode: z.boolean().catch(false),
  skin: z.enum(SKINS).catch('default'),
  contentWidth: z.enum(CONTENT_WIDTHS).catch('full'),
  type: z.enum(MENU_TYPES).catch('vertical'),
  menuHidden: z.boolean().catch(false),
  navBarType: z.enum(NAVBAR_TYPES).catch('sticky'),
  footerType: z.enum(FOOTER_TYPES).catch('static'),
  isMonochrome: z.boolean().catch(false),
});
export type LayoutPreferences = z.infer<typeof layoutSchema>;

export const LAYOUT_DEFAULTS: LayoutPreferences = layoutSchema.parse({});

const LAYOUT_ATOM_NAME = 'layout';
export const layoutAtom = persistedAtom(LAYOUT_ATOM_NAME, 1, layoutSchema, LAYOUT_DEFAULTS);
// The device's look survives a logout; the user's data does not.
keepOnLogout(LAYOUT_ATOM_NAME);

/** Changes one preference; applied at once and written through to IndexedDB. */
export const setLayoutAtom = atom(null, (_get, set, patch: Partial<LayoutPreferences>) => {
  set(layoutAtom, (previous) => ({ ...previous, ...patch }));
});

// Open/closed panels are per visit, not preferences (spec's mobileMenu, customizer).
export const mobileMenuOpenAtom = atom(false);
export const customizerOpenAtom = atom(false);
export const searchOpenAtom = atom(false);
