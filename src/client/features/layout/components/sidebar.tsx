// The sidebar at xl and wider: 248 px, or 72 px collapsed (spec section 9). A collapsed
// sidebar opens over the content while the pointer or keyboard focus is inside it, so the
// accordion's children stay reachable. Semi-dark gives it the dark theme in a light page.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { layoutAtom } from '../atoms';
import { Logo } from './logo';
import { SidebarMenu } from './sidebar-menu';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_COLLAPSED_WIDTH = 72;

export function Sidebar() {
  const { t } = useLingui();
  const { isCollapsed, semiDarkMode, darkMode } = useAtomValue(layoutAtom);
  const [peek, setPeek] = useState(false);
  const narrow = isCollapsed && !peek;

  return (
    <aside
      data-testid="sidebar"
      aria-label={t`Sidebar`}
      data-theme={semiDarkMode && !darkMode ? 'rebox-dark' : undefined}
      className="fixed inset-y-0 start-0 z-30 hidden flex-col styled-scrollbar overflow-y-auto overflow-x-hidden border-e border-base-300 bg-base-100 text-base-content transition-[width] duration-200 xl:flex"
      style={{ width: narrow ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
      onMouseEnter={() => isCollapsed && setPeek(true)}
      onMouseLeave={() => setPeek(false)}
      onFocus={() => isCollapsed && setPeek(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPeek(false);
      }}
    >
      <div className={`flex h-16 shrink-0 items-center ${narrow ? 'justify-center' : 'px-5'}`}>
        <Logo full={!narrow} />
      </div>
      <nav aria-label={t`Main menu`} className="pb-6">
        <SidebarMenu iconsOnly={narrow} />
      </nav>
    </aside>
  );
}
