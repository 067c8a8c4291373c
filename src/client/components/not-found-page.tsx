import { Link } from 'wouter';
import { EmptyState, PageHeading } from './empty-state';

export function NotFoundPage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl p-4">
      <PageHeading title="Page not found" />
      <EmptyState message="There is no page at this address.">
        <Link href="/" className="btn btn-primary">
          Browse coupons
        </Link>
      </EmptyState>
    </section>
  );
}
