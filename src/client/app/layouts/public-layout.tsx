import type { ReactNode } from 'react';
import { CatalogueHeader } from '@/client/features/catalogue/components/catalogue-header';
import { BottomBar } from '@/client/features/layout/components/bottom-bar';
import { SiteHeaderBell } from './site-header-bell';

/**
 * The frame of the public screens (catalogue, login, invite): the catalogue brings its own header,
 * the others get the same one from SiteLayout; phones get the bottom bar, and the page keeps clear of it.
 */
export function PublicLayout({ children, header }: { children: ReactNode; header?: ReactNode }) {
  return (
    <div className="min-h-dvh bg-base-200 pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      {header}
      <main id="main">{children}</main>
      <BottomBar />
    </div>
  );
}

/** Login, register, an invite, a page not found: the public frame with the catalogue's site header. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return <PublicLayout header={<CatalogueHeader bell={<SiteHeaderBell />} />}>{children}</PublicLayout>;
}

/** A page open to all that a signed-in person sees in the dashboard: a visitor gets it in the site's frame, with the dashboard's margins. */
export function SitePageLayout({ children }: { children: ReactNode }) {
  return (
    <SiteLayout>
      <div className="mx-auto w-full max-w-6xl px-4 py-5 md:px-6">{children}</div>
    </SiteLayout>
  );
}
