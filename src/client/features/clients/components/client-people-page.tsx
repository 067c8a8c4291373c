// /admin/clients/distributors/{clientId}: the client's details, its distributors and its
// business users (each with a link to their stores).
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getClient } from '../api/get-client';
import { MembersSection } from './members-section';
import { RetryAlert } from '@/client/components/retry-alert';
import { PATHS } from '@/shared/screen-paths';

export function ClientPeoplePage() {
  const { t } = useLingui();
  const clientId = Number(useParams<{ clientId: string }>().clientId);
  const client = useAsync(() => getClient(clientId), [clientId]);
  const back = (
    <Link href={PATHS.admin.clients} className="link link-hover inline-flex min-h-11 w-fit items-center text-sm">
      <span className="inline-block rtl:-scale-x-100">←</span> {t`All clients`}
    </Link>
  );
  if (client.status === 'error' && !client.data) {
    return (
      <PageFrame title={t`Client`} back={back}>
        <RetryAlert message={client.error ?? t`This client could not be loaded.`} onRetry={client.reload} />
      </PageFrame>
    );
  }
  const c = client.data;
  return (
    <PageFrame
      title={c ? c.name : t`Client`}
      back={back}
      description={c ? [c.contactName, c.email, c.phone, c.address].filter(Boolean).join(' · ') || t`No contact details yet.` : undefined}
    >
      {!c ? (
        <div className="skeleton h-64 rounded-box" />
      ) : (
        <div className="grid gap-4 2xl:grid-cols-2">
          <MembersSection kind="distributor" clientId={clientId} clientName={c.name} onChange={client.reload} />
          <MembersSection kind="business" clientId={clientId} clientName={c.name} onChange={client.reload} />
        </div>
      )}
    </PageFrame>
  );
}
