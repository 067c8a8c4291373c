import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { InviteSummary } from '@/shared/contract/events';
import { formatNumber } from '@/client/lib/format/format';
import { activeFormattingLocale } from '@/client/lib/i18n/language';
import { uploadedImageUrl } from '@/client/lib/images';

/** "Friday, 1 May 2030, 10:00 – 12:00": Intl writes the range (the day once when it is one day) in the active language. */
export function formatEventWhen(startsAt: string, endsAt: string): string {
  const format = new Intl.DateTimeFormat(activeFormattingLocale(), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

/** The event as the invite shows it, with the action (log in, join, status) below. */
export function InviteDetails({ invite, children }: { invite: InviteSummary; children: ReactNode }) {
  const { t } = useLingui();
  const spotsLeft = invite.capacity === null ? null : Math.max(0, invite.capacity - invite.participantCount);
  const reward = invite.pointsReward;
  const left = formatNumber(spotsLeft ?? 0);
  const capacity = formatNumber(invite.capacity ?? 0);
  return (
    <article className="mx-auto flex max-w-xl flex-col gap-4 p-4" data-testid="invite">
      {invite.banner && (
        <img src={uploadedImageUrl(invite.banner)} alt="" className="aspect-[2/1] w-full rounded-box object-cover" />
      )}
      <p className="text-sm font-semibold uppercase tracking-wide opacity-70">{t`You are invited`}</p>
      <h1 className="text-2xl font-bold" dir="auto">
        {invite.title}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
        <dt className="font-medium">{t`When`}</dt>
        <dd>{formatEventWhen(invite.startsAt, invite.endsAt)}</dd>
        <dt className="font-medium">{t`Where`}</dt>
        <dd>{invite.location || t`To be announced`}</dd>
        <dt className="font-medium">{t`Reward`}</dt>
        <dd data-testid="invite-reward">
          {reward > 0
            ? t`${plural(reward, { one: '# point for attending', other: '# points for attending' })}`
            : t`No points for this one, just good company`}
        </dd>
        {spotsLeft !== null && (
          <>
            <dt className="font-medium">{t`Places`}</dt>
            <dd>{spotsLeft === 0 ? t`No places left` : t`${left} of ${capacity} left`}</dd>
          </>
        )}
      </dl>
      {invite.description && (
        <p className="whitespace-pre-line" dir="auto">
          {invite.description}
        </p>
      )}
      {children}
    </article>
  );
}
