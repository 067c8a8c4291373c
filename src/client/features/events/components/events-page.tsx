// The events table: an event manager's own events (/event-manager/ManagEvent) or every
// event for an admin (/admin/events). Edit, delete, and the way to participants and invite.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Event } from '@/shared/contract/events';
import { isAdmin } from '@/shared/roles';
import { PageHeading } from '@/client/components/empty-state';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/use-async';
import { currentUserAtom } from '@/client/lib/session';
import { deleteEvent } from '../api/delete-event';
import { listEvents } from '../api/list-events';
import { formatEventDate } from '../event-dates';
import { useEventPaths } from '../event-paths';

const PAGE_SIZE = 20;
type When = 'upcoming' | 'past' | 'all';

export function EventsPage() {
  const paths = useEventPaths();
  const role = useAtomValue(currentUserAtom)?.role;
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const events = useAsync(() => listEvents({ page, pageSize: PAGE_SIZE, when }), [page, when]);

  const columns: Column<Event>[] = [
    {
      key: 'title',
      header: 'Event',
      cell: (e) => (
        <div>
          <Link href={paths.participants(e.id)} className="link font-medium">
            {e.title}
          </Link>
          <div className="text-xs text-base-content/70">{e.location}</div>
        </div>
      ),
    },
    { key: 'starts', header: 'Starts', cell: (e) => formatEventDate(e.startsAt) },
    {
      key: 'people',
      header: 'Participants',
      cell: (e) => (e.capacity === null ? `${e.participantCount}` : `${e.participantCount} / ${e.capacity}`),
      hideBelow: 'sm',
    },
    { key: 'attended', header: 'Attended', cell: (e) => e.attendedCount, hideBelow: 'md' },
    { key: 'reward', header: 'Reward', cell: (e) => `${e.pointsReward} pts`, hideBelow: 'md' },
    ...(role && isAdmin(role) ? [{ key: 'owner', header: 'Created by', cell: (e: Event) => e.createdByName, hideBelow: 'lg' as const }] : []),
    {
      key: 'actions',
      header: 'Actions',
      cell: (e) => (
        <div className="flex flex-wrap gap-1">
          <Link href={paths.participants(e.id)} className="btn btn-xs" aria-label={`Participants of ${e.title}`}>
            Participants
          </Link>
          <Link href={paths.edit(e.id)} className="btn btn-xs" aria-label={`Edit ${e.title}`}>
            Edit
          </Link>
          <button type="button" className="btn btn-xs" onClick={() => setDeleting(e)} aria-label={`Delete ${e.title}`}>
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title="Events">
        <Link href={paths.create} className="btn btn-primary btn-sm">
          Create event
        </Link>
      </PageHeading>
      <div className="join" role="group" aria-label="Which events">
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
            {value === 'upcoming' ? 'Upcoming' : value === 'past' ? 'Past' : 'All'}
          </button>
        ))}
      </div>
      <DataTable
        caption="Events"
        columns={columns}
        rows={events.data?.items}
        rowKey={(e) => e.id}
        status={events.status}
        error={events.error}
        onRetry={events.reload}
        refreshing={events.refreshing}
        emptyMessage={when === 'past' ? 'No past events.' : 'No upcoming events. Create one and share its invite link.'}
        paging={events.data ? { page, pageSize: PAGE_SIZE, total: events.data.total, onPageChange: setPage } : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete event"
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const event = deleting!;
          await deleteEvent(event.id);
          events.reload();
          return `${event.title} deleted`;
        }}
      >
        Delete <strong>{deleting?.title}</strong>? Its invite link stops working. Points already credited for attending stay.
      </ConfirmDialog>
    </section>
  );
}
