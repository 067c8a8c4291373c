// /<role>/returns/pending: the reports waiting for the caller's decision, on their own page so
// the menu, the bottom bar and the dashboards' "pending" figures can link straight to them.
import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '@/client/components/empty-state';
import { PendingReturns } from './pending-returns';

export function PendingReturnsPage() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title={t`Pending returns`} />
      <PendingReturns />
    </section>
  );
}
