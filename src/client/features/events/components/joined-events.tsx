// Events the user joined, soonest first among the upcoming ones; each links back to its invite.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { MessageDescriptor } from '@lingui/core';
import type { JoinedEvent } from '@/shared/contract/events';
import { formatDateTime, formatNumber } from '@/client/lib/format/format';
import { PATHS, pathTo } from '@/shared/screen-paths';

const STATUS: Record<JoinedEvent['status'], { label: MessageDescriptor; badge: string }> = {
  // A context of their own: "Attended" elsewhere is a column of how many came.
  joined: { label: msg({ message: 'Joined', context: 'my event status' }), badge: 'badge-info' },
  attended: { label: msg({ message: 'Attended', context: 'my event status' }), badge: 'badge-success' },
  removed: { label: msg({ message: 'Removed', context: 'my event status' }), badge: 'badge-ghost' },
};

export function JoinedEvents({ events }: { events: JoinedEvent[] }) {
  const { t } = useLingui();
  // "Now" as of the first render: the split into upcoming and past does not need to tick.
  const [now] = useState(Date.now);
  const upcoming = events.filter((e) => Date.parse(e.endsAt) > now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = events.filter((e) => Date.parse(e.endsAt) <= now).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  const ordered = [...upcoming, ...past];
  if (ordered.length === 0) return <p className="text-base-content/70">{t`You have not joined any events. Invite links from organisers open here.`}</p>;
  return (
    <ul className="divide-y divide-base-300" data-testid="joined-events">
      {ordered.map((e) => {
        const reward = formatNumber(e.pointsReward);
        return (
          <li key={e.eventId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <Link href={pathTo(PATHS.invite, { id: e.inviteId })} className="link font-medium">
                {e.title}
              </Link>
              <div className="text-sm text-base-content/70">
                {formatDateTime(e.startsAt)}
                {e.location ? ` · ${e.location}` : ''}
              </div>
            </div>
            <div className="flex items-center gap-2">
              {e.pointsReward > 0 && <span className="text-sm">{t`${reward} pts`}</span>}
              <span className={`badge ${STATUS[e.status].badge}`}>{t(STATUS[e.status].label)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
