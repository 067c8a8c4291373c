// /event-manager/dashboard: what is coming up, how many joined, how many came.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { EventManagerStats } from '@/shared/contract/stats';
import { AsyncBlock } from '@/client/components/async-block';
import { PageHeading } from '@/client/components/empty-state';
import { StatFigure } from '@/client/components/stat-figure';
import { getEventManagerStats } from '@/client/features/events/api/get-event-manager-stats';
import { formatEventDate } from '@/client/features/events/event-dates';
import { EVENT_MANAGER_PATHS } from '@/client/features/events/event-paths';
import { formatNumber } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';

/** The reads of the first render, started by the route before it (routes.tsx). */
export const EVENT_MANAGER_DASHBOARD_READS = [getEventManagerStats];

export function EventManagerDashboard() {
  const { t } = useLingui();
  const stats = useAsync(getEventManagerStats, []);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title={t`Dashboard`}>
        <Link href={EVENT_MANAGER_PATHS.create} className="btn btn-primary btn-sm">
          {t`Create event`}
        </Link>
      </PageHeading>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-32 w-full" aria-busy="true" />}>
        {(s) => <Figures s={s} />}
      </AsyncBlock>
    </section>
  );
}

function Figures({ s }: { s: EventManagerStats }) {
  const { t } = useLingui();
  const past = formatNumber(s.pastEvents);
  const removed = formatNumber(s.participants.removed);
  const rate = s.attendanceRate === null ? '' : formatNumber(Math.round(s.attendanceRate * 100));
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatFigure label={t`Upcoming events`} value={s.upcomingEvents} note={t`${past} past`} href={EVENT_MANAGER_PATHS.list} linkLabel={t`See my events`} />
        <StatFigure label={t`Joined, still to come`} value={s.participants.joined} note={t`${removed} removed`} />
        <StatFigure
          label={t`Attended`}
          value={s.participants.attended}
          note={s.attendanceRate === null ? t`No ended events yet` : t`${rate}% of those who joined`}
        />
        <StatFigure label={t`Points awarded`} value={s.pointsAwarded} note={t`for attending`} />
      </dl>
      <section aria-labelledby="next-events" className="card bg-base-100 shadow-sm">
        <div className="card-body">
          <div className="flex items-center justify-between gap-2">
            <h2 id="next-events" className="text-lg font-semibold">
              {t`Next events`}
            </h2>
            <Link href={EVENT_MANAGER_PATHS.list} className="link inline-flex min-h-11 items-center text-sm">
              {t`All my events`}
            </Link>
          </div>
          {s.nextEvents.length === 0 ? (
            <p className="text-base-content/70">{t`No upcoming events. Create one and share its invite link.`}</p>
          ) : (
            <ul className="divide-y divide-base-300">
              {s.nextEvents.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div>
                    <Link href={EVENT_MANAGER_PATHS.participants(e.id)} className="link font-medium">
                      {e.title}
                    </Link>
                    <div className="text-sm text-base-content/70">{formatEventDate(e.startsAt)}</div>
                  </div>
                  <span className="badge">
                    <JoinedCount joined={e.participantCount} capacity={e.capacity} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

function JoinedCount({ joined, capacity }: { joined: number; capacity: number | null }) {
  const { t } = useLingui();
  if (capacity === null) return <>{t`${plural(joined, { one: '# joined', other: '# joined' })}`}</>;
  const places = formatNumber(capacity);
  return <>{t`${plural(joined, { one: `# / ${places} joined`, other: `# / ${places} joined` })}`}</>;
}
