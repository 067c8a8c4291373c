// The events table: an event manager's own events (/event-manager/ManagEvent) or every
// event for an admin (/admin/events). Edit, delete, and the way to participants and invite.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Event } from '@/shared/contract/events';
import { isAdmin } from '@/shared/roles';
import { PageHeading } from '@/client/components/empty-state';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { formatNumber } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { currentUserAtom } from '@/client/lib/session/session';
import { deleteEvent } from '../api/delete-event';
import { listEvents } from '../api/list-events';
import { formatEventDate } from '../event-dates';
import { useEventPaths } from '../event-paths';

const PAGE_SIZE = 20;
type When = 'upcoming' | 'past' | 'all';

export function EventsPage() {
  const { t } = useLingui();
  const paths = useEventPaths();
  const role = useAtomValue(currentUserAtom)?.role;
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const events = useAsync(() => listEvents({ page, pageSize: PAGE_SIZE, when }), [page, when]);

  const rewardText = (points: number) => {
    const reward = formatNumber(points);
    return t`${reward} pts`;
  };
  const columns: Column<Event>[] = [
    {
      key: 'title',
      header: t`Event`,
      cell: (e) => (
        <div>
          <Link href={paths.participants(e.id)} className="link font-medium">
            {e.title}
          </Link>
          <div className="text-xs text-base-content/70">{e.location}</div>
        </div>
      ),
    },
    { key: 'starts', header: t`Starts`, cell: (e) => formatEventDate(e.startsAt) },
    {
      key: 'people',
      header: t`Participants`,
      cell: (e) => (e.capacity === null ? formatNumber(e.participantCount) : `${formatNumber(e.participantCount)} / ${formatNumber(e.capacity)}`),
      hideBelow: 'sm',
    },
    { key: 'attended', header: t`Attended`, cell: (e) => formatNumber(e.attendedCount), hideBelow: 'md' },
    { key: 'reward', header: t`Reward`, cell: (e) => rewardText(e.pointsReward), hideBelow: 'md' },
    ...(role && isAdmin(role) ? [{ key: 'owner', header: t`Created by`, cell: (e: Event) => e.createdByName, hideBelow: 'lg' as const }] : []),
    {
      key: 'actions',
      header: t`Actions`,
      cell: (e) => {
        const title = e.title;
        return (
          <div className="flex flex-wrap gap-1">
            <Link href={paths.participants(e.id)} className="btn btn-xs" aria-label={t`Participants of ${title}`}>
              {t`Participants`}
            </Link>
            <Link href={paths.edit(e.id)} className="btn btn-xs" aria-label={t`Edit ${title}`}>
              {t`Edit`}
            </Link>
            <button type="button" className="btn btn-xs" onClick={() => setDeleting(e)} aria-label={t`Delete ${title}`}>
              {t`Delete`}
            </button>
          </div>
        );
      },
    },
  ];

  const deletingTitle = deleting?.title;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title={t`Events`}>
        <Link href={paths.create} className="btn btn-primary btn-sm">
          {t`Create event`}
        </Link>
      </PageHeading>
      <div className="join" role="group" aria-label={t`Which events`}>
        {(['upcoming', 'past', 'all'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={when === value}
            className={`join-item btn btn-sm ${when === value ? 'btn-active btn-neutral' : ''}`}
            onClick={() => {
              setWhen(value);
              setPage(1);
            }}
          >
            {value === 'upcoming' ? t`Upcoming` : value === 'past' ? t`Past` : t`All`}
          </button>
        ))}
      </div>
      <DataTable
        caption={t`Events`}
        columns={columns}
        rows={events.data?.items}
        rowKey={(e) => e.id}
        status={events.status}
        error={events.error}
        onRetry={events.reload}
        refreshing={events.refreshing}
        emptyMessage={when === 'past' ? t`No past events.` : t`No upcoming events. Create one and share its invite link.`}
        paging={events.data ? { page, pageSize: PAGE_SIZE, total: events.data.total, onPageChange: setPage } : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete event`}
        confirmLabel={t`Delete`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const event = deleting!;
          await deleteEvent(event.id);
          events.reload();
          const title = event.title;
          return t`${title} deleted`;
        }}
      >
        <Trans>
          Delete <strong>{deletingTitle}</strong>? Its invite link stops working. Points already credited for attending stay.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
