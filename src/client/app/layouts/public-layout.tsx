import type { ReactNode } from 'react';
import { BottomBar } from '@/client/features/layout/components/bottom-bar';

/**
 * The frame of the public screens (catalogue, login, invite): the page brings its own header;
 * phones get the bottom bar, and the page keeps clear of it.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-base-200 pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <main id="main">{children}</main>
      <BottomBar />
    </div>
  );
}
