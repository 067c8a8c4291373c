import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { EmptyState, PageHeading } from './empty-state';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl p-4">
      <PageHeading title={t`Page not found`} />
      <EmptyState message={t`There is no page at this address.`}>
        <Link href="/" className="btn btn-primary">
          {t`Browse coupons`}
        </Link>
      </EmptyState>
    </section>
  );
}
