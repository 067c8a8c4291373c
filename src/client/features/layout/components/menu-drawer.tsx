// Below xl the menu is a drawer with an overlay (spec section 2), opened by the header's menu
// toggle. It is a modal: focus stays inside, Escape or the overlay closes it, and so does
// choosing a page.
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Modal } from '@/client/components/modal';
import { useMinWidth } from '@/client/lib/hooks/use-media-query';
import { layoutAtom, mobileMenuOpenAtom } from '../atoms';
import { Logo } from './logo';
import { SidebarMenu } from './sidebar-menu';

export function MenuDrawer() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  const { semiDarkMode, darkMode } = useAtomValue(layoutAtom);
  const wide = useMinWidth('xl');
  const [pathname] = useLocation();

  // Widening the window past xl replaces the drawer with the sidebar.
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide, setOpen]);
  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    <Modal open={open && !wide} onClose={() => setOpen(false)} title={t`Menu`} hideTitle placement="start" boxClassName="styled-scrollbar w-[248px] max-w-[85vw] p-0 pt-2 [--scrollbar-inset:var(--radius-box)]" testId="menu-drawer">
      <div data-theme={semiDarkMode && !darkMode ? 'rebox-dark' : undefined} className="flex min-h-full flex-col bg-base-100 text-base-content">
        <div className="flex h-14 items-center px-5">
          <Logo full={false} />
        </div>
        <nav aria-label={t`Main menu`}>
          <SidebarMenu onNavigate={() => setOpen(false)} />
        </nav>
      </div>
    </Modal>
  );
}
