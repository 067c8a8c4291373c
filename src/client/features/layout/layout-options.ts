// The choices of each layout preference and the spec's defaults (section 3). Zod-free, so the
// first render applies them without downloading zod; layout-schema.ts checks stored values.
export const SKINS = ['default', 'bordered'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const MENU_TYPES = ['vertical', 'horizontal'] as const;
export const NAVBAR_TYPES = ['sticky', 'static', 'floating', 'hidden'] as const;
export const FOOTER_TYPES = ['sticky', 'static', 'hidden'] as const;

type OneOf<T extends readonly string[]> = T[number];

export interface LayoutPreferences {
  isRTL: boolean;
  darkMode: boolean;
  /** The person picked light or dark; until then the theme follows the device's setting. */
  themeChosen: boolean;
  isCollapsed: boolean;
  semiDarkMode: boolean;
  skin: OneOf<typeof SKINS>;
  contentWidth: OneOf<typeof CONTENT_WIDTHS>;
  type: OneOf<typeof MENU_TYPES>;
  menuHidden: boolean;
  navBarType: OneOf<typeof NAVBAR_TYPES>;
  footerType: OneOf<typeof FOOTER_TYPES>;
  isMonochrome: boolean;
  /** The profile menu's button on wide screens is a card with the avatar, the name and the points. */
  rightMenuCard: boolean;
}

export const LAYOUT_DEFAULTS: LayoutPreferences = {
  isRTL: false,
  darkMode: false,
  themeChosen: false,
  isCollapsed: false,
  semiDarkMode: false,
  skin: 'default',
  contentWidth: 'full',
  type: 'vertical',
  menuHidden: false,
  navBarType: 'sticky',
  footerType: 'static',
  isMonochrome: false,
  rightMenuCard: false,
};
