// /event-manager/dashboard: what is coming up, how many joined, how many came.
import { Link } from 'wouter';
import { AsyncBlock } from '@/client/components/async-block';
import { PageHeading } from '@/client/components/empty-state';
import { StatFigure } from '@/client/components/stat-figure';
import { getEventManagerStats } from '@/client/features/events/api/get-event-manager-stats';
import { formatEventDate } from '@/client/features/events/event-dates';
import { EVENT_MANAGER_PATHS } from '@/client/features/events/event-paths';
import { useAsync } from '@/client/lib/use-async';

export function EventManagerDashboard() {
  const stats = useAsync(getEventManagerStats, []);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title="Dashboard">
        <Link href={EVENT_MANAGER_PATHS.create} className="btn btn-primary btn-sm">
          Create event
        </Link>
      </PageHeading>
      <AsyncBlock state={stats} skeleton={<div className="skeleton h-32 w-full" aria-busy="true" />}>
        {(s) => (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatFigure label="Upcoming events" value={s.upcomingEvents} note={`${s.pastEvents} past`} href={EVENT_MANAGER_PATHS.list} linkLabel="See my events" />
              <StatFigure label="Joined, still to come" value={s.participants.joined} note={`${s.participants.removed} removed`} />
              <StatFigure
                label="Attended"
                value={s.participants.attended}
                note={s.attendanceRate === null ? 'No ended events yet' : `${Math.round(s.attendanceRate * 100)}% of those who joined`}
              />
              <StatFigure label="Points awarded" value={s.pointsAwarded} note="for attending" />
            </dl>
            <section aria-labelledby="next-events" className="card bg-base-100 shadow-sm">
              <div className="card-body">
                <div className="flex items-center justify-between gap-2">
                  <h2 id="next-events" className="text-lg font-semibold">
                    Next events
                  </h2>
                  <Link href={EVENT_MANAGER_PATHS.list} className="link inline-flex min-h-11 items-center text-sm">
                    All my events
                  </Link>
                </div>
                {s.nextEvents.length === 0 ? (
                  <p className="text-base-content/70">No upcoming events. Create one and share its invite link.</p>
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
                          {e.capacity === null ? `${e.participantCount} joined` : `${e.participantCount} / ${e.capacity} joined`}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          </>
        )}
      </AsyncBlock>
    </section>
  );
}
