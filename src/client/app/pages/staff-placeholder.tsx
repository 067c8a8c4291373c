// The frame of a staff screen whose content arrives with a later issue: its heading and an
// honest sentence, so every route of the spec exists and can be guarded and linked today.
import { EmptyState, PageHeading } from '../../components/empty-state';

export function StaffPlaceholder({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={title} />
      <EmptyState message={message} />
    </section>
  );
}
