// The dashboard header (spec section 2): menu toggle below xl, collapse toggle at xl, search,
// the notifications' bell, language, direction, theme and monochrome toggles and the theme
// customizer (from md; on a phone behind the one Display entry), and the profile dropdown from md.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Icon } from '@/client/components/icon';
import { HeaderLanguagePicker } from '@/client/components/language-picker';
import { ProfileMenu } from '@/client/components/profile-menu';
import { customizerOpenAtom, effectiveLayoutAtom, mobileMenuOpenAtom, searchOpenAtom, setLayoutAtom, type LayoutPreferences } from '../atoms';
import { DisplayMenu } from './display-menu';
import { Logo } from './logo';

const POSITION: Record<Exclude<LayoutPreferences['navBarType'], 'hidden'>, string> = {
  sticky: 'sticky top-0 z-20',
  floating: 'sticky top-2 z-20 mx-2 mt-2 rounded-box shadow-md md:mx-4',
  static: 'relative z-20',
};

function HeaderButton({ label, onClick, pressed, className = '', children }: { label: string; onClick: () => void; pressed?: boolean; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={`btn btn-ghost btn-square min-h-11 min-w-11 ${className}`} aria-label={label} aria-pressed={pressed} title={label} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * Opens the theme customizer: in the header's row, or in the page's flow when the header is
 * hidden, never floating (on a phone a floating button covered the page's content).
 */
export function CustomizerButton() {
  const { t } = useLingui();
  const openCustomizer = useSetAtom(customizerOpenAtom);
  return (
    <HeaderButton label={t`Open the theme customizer`} onClick={() => openCustomizer(true)}>
      <Icon name="settings" />
    </HeaderButton>
  );
}

/** `bell`: the notifications' bell, composed in by the app (features do not import each other). */
export function Header({ bell }: { bell?: ReactNode } = {}) {
  const { t } = useLingui();
  const prefs = useAtomValue(effectiveLayoutAtom);
  const set = useSetAtom(setLayoutAtom);
  const openMenu = useSetAtom(mobileMenuOpenAtom);
  const openSearch = useSetAtom(searchOpenAtom);
  if (prefs.navBarType === 'hidden') return null;
  const showCollapse = prefs.type === 'vertical' && !prefs.menuHidden;

  return (
    <header data-testid="header" className={`border-b border-base-300 bg-base-100 ${POSITION[prefs.navBarType]}`}>
      <div className="flex h-16 items-center gap-1 px-2 md:px-4">
        <HeaderButton label={t`Open menu`} className="xl:hidden" onClick={() => openMenu(true)}>
          <Icon name="menu" />
        </HeaderButton>
        {showCollapse && (
          <HeaderButton
            label={prefs.isCollapsed ? t`Expand sidebar` : t`Collapse sidebar`}
            className="hidden xl:inline-flex"
            onClick={() => set({ isCollapsed: !prefs.isCollapsed })}
          >
            <Icon name={prefs.isCollapsed ? 'expand' : 'collapse'} />
          </HeaderButton>
        )}
        {/* The sidebar carries the logo at xl; without a sidebar the header does (full at xl). */}
        <span className={showCollapse ? 'xl:hidden' : ''}>
          <Logo full={!showCollapse} />
        </span>
        <HeaderButton label={t`Search`} onClick={() => openSearch(true)}>
          <Icon name="search" />
        </HeaderButton>
        <div className="ms-auto flex items-center gap-1">
          {bell}
          <DisplayMenu className="md:hidden" />
          <div className="hidden items-center gap-1 md:flex">
            <HeaderLanguagePicker />
            <HeaderButton label={prefs.isRTL ? t`Switch to left-to-right` : t`Switch to right-to-left`} onClick={() => set({ isRTL: !prefs.isRTL })}>
              <Icon name="direction" />
            </HeaderButton>
            <HeaderButton label={t`Dark mode`} pressed={prefs.darkMode} onClick={() => set({ darkMode: !prefs.darkMode })}>
              <Icon name={prefs.darkMode ? 'sun' : 'moon'} />
            </HeaderButton>
            <HeaderButton label={t`Monochrome`} pressed={prefs.isMonochrome} onClick={() => set({ isMonochrome: !prefs.isMonochrome })}>
              <Icon name="contrast" />
            </HeaderButton>
            <CustomizerButton />
          </div>
          <div className="hidden md:block">
            <ProfileMenu card={prefs.rightMenuCard} />
          </div>
        </div>
      </div>
    </header>
  );
}
