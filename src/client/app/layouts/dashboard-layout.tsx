// The frame of every signed-in screen: sidebar (xl+) or drawer, header, content, footer (md+),
// bottom bar (below md), and the header's panels. Composed here because it brings features
// together; other features mount their pieces in this file too.
// Its own stylesheet: the dashboard screens' classes stay out of the catalogue's first visit.
import '@/client/styles/dashboard.css';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { layoutAtom } from '@/client/features/layout/atoms';
import { BottomBar } from '@/client/features/layout/components/bottom-bar';
import { Footer } from '@/client/features/layout/components/footer';
import { CustomizerButton, Header } from '@/client/features/layout/components/header';
import { HorizontalMenu } from '@/client/features/layout/components/horizontal-menu';
import { MenuDrawer } from '@/client/features/layout/components/menu-drawer';
import { SearchModal } from '@/client/features/layout/components/search-modal';
import { Sidebar } from '@/client/features/layout/components/sidebar';
import { ThemeCustomizer } from '@/client/features/layout/components/theme-customizer';
import { BellButton } from '@/client/features/notifications/components/bell-button';
import { PushOffer } from '@/client/features/notifications/components/push-offer';
import { useCouponSearch } from '../coupon-search';

export function DashboardLayout({ children }: { children: ReactNode }) {
  const prefs = useAtomValue(layoutAtom);
  const vertical = prefs.type === 'vertical';
  const sidebar = vertical && !prefs.menuHidden;
  // Room for the fixed sidebar at xl: static class names so Tailwind generates them.
  const offset = !sidebar ? '' : prefs.isCollapsed ? 'xl:ms-[72px]' : 'xl:ms-[248px]';

  return (
    <div className="min-h-dvh bg-base-200">
      {sidebar && <Sidebar />}
      <MenuDrawer />
      <div className={`flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0 ${offset}`}>
        <Header bell={<BellButton />} />
        {prefs.navBarType === 'hidden' && (
          <div className="flex justify-end px-2 pt-2 md:px-4">
            <CustomizerButton />
          </div>
        )}
        {!vertical && !prefs.menuHidden && <HorizontalMenu />}
        <main id="main" className="flex-1 px-4 py-5 md:px-6">
          <div className={prefs.contentWidth === 'boxed' ? 'mx-auto max-w-6xl' : 'w-full'}>{children}</div>
        </main>
        {/* After the content, in the page's flow: it covers neither the content nor the bottom bar. */}
        <PushOffer />
        <Footer />
      </div>
      <BottomBar />
      <SearchModal findMore={useCouponSearch()} />
      <ThemeCustomizer />
    </div>
  );
}
