import type { ReactNode } from 'react';
import type { InviteSummary } from '@/shared/contract/events';
import { uploadedImageUrl } from '@/client/lib/images';

export function formatEventWhen(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  const day = start.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = (d: Date) => d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return sameDay ? `${day}, ${time(start)} – ${time(end)}` : `${day}, ${time(start)} – ${end.toLocaleString()}`;
}

/** The event as the invite shows it, with the action (log in, join, status) below. */
export function InviteDetails({ invite, children }: { invite: InviteSummary; children: ReactNode }) {
  const spotsLeft = invite.capacity === null ? null : Math.max(0, invite.capacity - invite.participantCount);
  return (
    <article className="mx-auto flex max-w-xl flex-col gap-4 p-4" data-testid="invite">
      {invite.banner && (
        <img src={uploadedImageUrl(invite.banner)} alt="" className="aspect-[2/1] w-full rounded-box object-cover" />
      )}
      <p className="text-sm font-semibold uppercase tracking-wide opacity-70">You are invited</p>
      <h1 className="text-2xl font-bold">{invite.title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
        <dt className="font-medium">When</dt>
        <dd>{formatEventWhen(invite.startsAt, invite.endsAt)}</dd>
        <dt className="font-medium">Where</dt>
        <dd>{invite.location || 'To be announced'}</dd>
        <dt className="font-medium">Reward</dt>
        <dd data-testid="invite-reward">
          {invite.pointsReward > 0 ? `${invite.pointsReward} points for attending` : 'No points for this one, just good company'}
        </dd>
        {spotsLeft !== null && (
          <>
            <dt className="font-medium">Places</dt>
            <dd>{spotsLeft === 0 ? 'No places left' : `${spotsLeft} of ${invite.capacity} left`}</dd>
          </>
        )}
      </dl>
      {invite.description && <p className="whitespace-pre-line">{invite.description}</p>}
      {children}
    </article>
  );
}
