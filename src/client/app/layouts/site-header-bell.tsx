// The notifications' bell in the site's header (catalogue, public pages) for a signed-in
// visitor: loaded with the first signed-in view, so a first visit does not download it.
import { lazy, Suspense } from 'react';

const BellButton = lazy(async () => ({ default: (await import('@/client/features/notifications/components/bell-button')).BellButton }));

export function SiteHeaderBell() {
  return (
    <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
      <BellButton />
    </Suspense>
  );
}
