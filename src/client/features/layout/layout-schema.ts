// The stored layout record's shape, loaded only when one is stored. Each field falls back to
// its default on its own (`.catch`), so a stored record of an older shape keeps what is still
// valid instead of losing the user's theme.
import { z } from 'zod';
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  LAYOUT_DEFAULTS as D,
  MENU_TYPES,
  NAVBAR_TYPES,
  SKINS,
  type LayoutPreferences,
} from './layout-options';

export const layoutSchema: z.ZodType<LayoutPreferences> = z
  .object({
    isRTL: z.boolean().catch(D.isRTL),
    darkMode: z.boolean().catch(D.darkMode),
    // A record from before the device's setting was followed has no flag: a dark theme in it
    // was somebody's choice, a light one the old default.
    themeChosen: z.boolean().optional().catch(undefined),
    isCollapsed: z.boolean().catch(D.isCollapsed),
    semiDarkMode: z.boolean().catch(D.semiDarkMode),
    skin: z.enum(SKINS).catch(D.skin),
    contentWidth: z.enum(CONTENT_WIDTHS).catch(D.contentWidth),
    type: z.enum(MENU_TYPES).catch(D.type),
    menuHidden: z.boolean().catch(D.menuHidden),
    navBarType: z.enum(NAVBAR_TYPES).catch(D.navBarType),
    footerType: z.enum(FOOTER_TYPES).catch(D.footerType),
    isMonochrome: z.boolean().catch(D.isMonochrome),
    rightMenuCard: z.boolean().catch(D.rightMenuCard),
  })
  .transform(({ themeChosen, ...prefs }) => ({ ...prefs, themeChosen: themeChosen ?? prefs.darkMode }));
