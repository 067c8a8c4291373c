// Participants of one event: who joined, mark attendance by button or by scanning their code
// (credits the reward once; undoable with a reason for a short time by whoever marked it), remove.
// The invite link and its QR code sit on top, since this is where a manager lands after
// creating an event.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { Link, useParams } from 'wouter';
import { ATTENDANCE_GRACE_DAYS, attendanceClosedReason, type AttendanceAnswer, type Participant } from '@/shared/contract/events';
import { PageHeading } from '@/client/components/empty-state';
import { NotFoundPage } from '@/client/components/not-found-page';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { withinUndoWindow } from '@/shared/contract/returns';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { useAsync } from '@/client/lib/hooks/use-async';
import { formatNumber, formatPoints } from '@/client/lib/format/format';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { getEvent } from '../api/get-event';
import { listParticipants } from '../api/list-participants';
import { confirmAttendance } from '../api/confirm-attendance';
import { markAttended } from '../api/mark-attended';
import { currentUserAtom } from '@/client/lib/session/session';
import { isAdmin } from '@/shared/roles';
import { removeParticipant } from '../api/remove-participant';
import { undoAttended } from '../api/undo-attended';
import { formatEventDate } from '../event-dates';
import { useEventPaths } from '../event-paths';
import { InviteShare } from './invite-share';
import { ScanAttendance } from './scan-attendance';
import { normalizeCode } from '@/client/components/scanner/code-scanner';
import { RetryAlert } from '@/client/components/retry-alert';
import { errorMessage } from '@/client/lib/api/api-client';

const STATUS_BADGE: Record<Participant['status'], string> = {
  joined: 'badge-info',
  attended: 'badge-success',
  removed: 'badge-ghost',
};

// The participant's status as the badge says it (lower case, as the table always showed it).
const STATUS_LABEL: Record<Participant['status'], MessageDescriptor> = {
  joined: msg`joined`,
  attended: msg`attended`,
  removed: msg`removed`,
};

/** /event-manager/ManageParticipants/:eventId and /admin/ManageParticipants/:eventId. */
export function ParticipantsPage() {
  const eventId = Number(useParams<{ eventId: string }>().eventId);
  return Number.isInteger(eventId) && eventId > 0 ? <Participants eventId={eventId} /> : <NotFoundPage />;
}

function Participants({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const paths = useEventPaths();
  const online = useAtomValue(onlineAtom);
  const admin = isAdmin(useAtomValue(currentUserAtom)?.role ?? 'NORMAL_USER');
  const event = useAsync(() => getEvent(eventId), [eventId]);
  const people = useAsync(() => listParticipants(eventId), [eventId]);
  const [busy, setBusy] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [undoing, setUndoing] = useState<Participant | null>(null);
  const [query, setQuery] = useState('');
  const shown = people.data && query.trim() ? people.data.filter((p) => matchesParticipant(p, query)) : people.data;

  async function attend(p: Participant) {
    setBusy(p.userId);
    let answer: AttendanceAnswer;
    try {
      answer = await markAttended(eventId, p.userId);
    } catch (error) {
      return toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
    const name = p.name;
    const credited = formatPoints(answer.pointsCredited);
    if (answer.participant.awaitingConfirmation) toast.success(t`${name} attended: an admin confirms it before the points are credited, because this event started soon after it was made.`);
    else toast.success(answer.pointsCredited > 0 ? t`${name} attended: ${credited} credited` : t`${name} was already marked as attended`);
    people.reload();
    event.reload();
  }

  async function confirm(p: Participant) {
    setBusy(p.userId);
    try {
      const answer = await confirmAttendance(eventId, p.userId);
      const name = p.name;
      const credited = formatPoints(answer.pointsCredited);
      toast.success(t`Confirmed: ${name} was credited ${credited}`);
    } catch (error) {
      return toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
    people.reload();
    event.reload();
  }

  // The server refuses outside the window too; here the button says why before anyone presses it.
  const attendanceClosed = event.data && attendanceClosedReason(event.data) !== null ? closedSentence(event.data.startsAt) : null;
  const attendDisabledReason = !online ? OFFLINE_REASON : attendanceClosed;

  const columns: Column<Participant>[] = [
    {
      key: 'name',
      header: t`Name`,
      cell: (p) => (
        <div>
          <div className="font-medium">{p.name}</div>
          <div className="text-xs text-base-content/70">{p.email}</div>
          {/* On a phone the Code column gives way: the code stays readable under the name. */}
          <code className="text-xs md:hidden">{p.userCode}</code>
        </div>
      ),
    },
    { key: 'code', header: t`Code`, cell: (p) => <code>{p.userCode}</code>, hideBelow: 'md' },
    { key: 'joined', header: t`Joined`, cell: (p) => formatEventDate(p.joinedAt), hideBelow: 'lg' },
    { key: 'status', header: t`Status`, cell: (p) => <span className={`badge ${STATUS_BADGE[p.status]}`}>{t(STATUS_LABEL[p.status])}</span> },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (p) => {
        const name = p.name;
        return p.status === 'joined' ? (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn btn-xs btn-success min-h-11 md:min-h-6"
              disabled={attendDisabledReason !== null || busy === p.userId}
              title={attendDisabledReason ?? undefined}
              onClick={() => void attend(p)}
              aria-label={t`Mark attended: ${name}`}
            >
              {t`Mark attended`}
            </button>
            <button type="button" className="btn btn-xs min-h-11 md:min-h-6" onClick={() => setRemoving(p)} aria-label={t`Remove ${name}`}>
              {t`Remove`}
            </button>
          </div>
        ) : p.status === 'attended' && p.attendedAt ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs text-base-content/70">{formatEventDate(p.attendedAt)}</span>
            {p.awaitingConfirmation && <span className="badge badge-warning badge-soft">{t`Waiting for an admin`}</span>}
            {p.awaitingConfirmation && admin && (
              <button type="button" className="btn btn-xs btn-success min-h-11 md:min-h-6" disabled={!online || busy === p.userId} onClick={() => void confirm(p)} aria-label={t`Confirm attendance of ${name}`}>
                {t`Confirm`}
              </button>
            )}
            {/* The one who marked it may take it back for a short time; the server checks who. */}
            {withinUndoWindow(p.attendedAt) && (
              <button type="button" className="btn btn-xs min-h-11 md:min-h-6" disabled={!online} onClick={() => setUndoing(p)} aria-label={t`Undo attendance of ${name}`}>
                {t`Undo`}
              </button>
            )}
          </div>
        ) : null;
      },
    },
  ];

  const e = event.data;
  const rewardEach = formatPoints(e?.pointsReward ?? 0);
  const removingName = removing?.name;
  const undoingName = undoing?.name ?? '';
  const undoingPoints = formatPoints(e?.pointsReward ?? 0);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title={e ? e.title : t`Participants`}>
        <Link href={paths.list} className="btn btn-ghost btn-sm">
          {t`All events`}
        </Link>
      </PageHeading>
      {event.error && (
        <RetryAlert message={event.error} onRetry={event.reload} />
      )}
      {e && (
        <>
          <dl className="stats stats-vertical bg-base-100 shadow-sm sm:stats-horizontal">
            <div className="stat">
              <dt className="stat-title">{t`Starts`}</dt>
              <dd className="stat-value text-lg">{formatEventDate(e.startsAt)}</dd>
              <dd className="stat-desc">{e.location}</dd>
            </div>
            <div className="stat">
              <dt className="stat-title">{t`Participants`}</dt>
              <dd className="stat-value text-lg">
                {e.capacity === null ? formatNumber(e.participantCount) : `${formatNumber(e.participantCount)} / ${formatNumber(e.capacity)}`}
              </dd>
            </div>
            <div className="stat">
              <dt className="stat-title">{t`Attended`}</dt>
              <dd className="stat-value text-lg" data-testid="attended-count">
                {formatNumber(e.attendedCount)}
              </dd>
              <dd className="stat-desc">{t`${rewardEach} each`}</dd>
            </div>
          </dl>
          <InviteShare inviteId={e.inviteId} title={e.title} />
        </>
      )}
      <h2 className="text-lg font-semibold">{t`Participants`}</h2>
      {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      {online && attendanceClosed && (
        <p className="text-sm" data-testid="attendance-closed">
          {attendanceClosed}
        </p>
      )}
      <ScanAttendance participants={people.data} disabledReason={attendDisabledReason} onAttend={(p) => void attend(p)} />
      <input
        type="search"
        className="input min-h-11 w-full max-w-md"
        placeholder={t`Search by name, email or code`}
        aria-label={t`Search participants`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <DataTable
        caption={t`Participants`}
        columns={columns}
        rows={shown}
        rowKey={(p) => p.userId}
        status={people.status}
        error={people.error}
        onRetry={people.reload}
        refreshing={people.refreshing}
        emptyMessage={people.data?.length ? t`No participant matches “${query}”.` : t`Nobody has joined yet. Share the invite link above.`}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove participant`}
        confirmLabel={t`Remove`}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const p = removing!;
          await removeParticipant(eventId, p.userId);
          people.reload();
          event.reload();
          const name = p.name;
          return t`${name} removed`;
        }}
      >
        <Trans>
          Remove <strong>{removingName}</strong> from this event? Their place is freed for someone else.
        </Trans>
      </ConfirmDialog>
      <ReasonDialog
        open={undoing !== null}
        title={t`Undo attendance`}
        confirmLabel={t`Undo attendance`}
        onClose={() => setUndoing(null)}
        onConfirm={async (reason) => {
          const p = undoing!;
          await undoAttended(eventId, p.userId, reason);
          people.reload();
          event.reload();
          const name = p.name;
          return t`Attendance of ${name} undone: the reward is taken back`;
        }}
      >
        <p>{t`${undoingName} goes back to joined and loses the ${undoingPoints} of this event. They will see your reason.`}</p>
      </ReasonDialog>
    </section>
  );
}

/** A participant whose name or email holds `query`, or whose code is it as typed (lower case, spaces). */
function matchesParticipant(p: Participant, query: string): boolean {
  const words = query.trim().toLocaleLowerCase();
  return p.name.toLocaleLowerCase().includes(words) || p.email.toLocaleLowerCase().includes(words) || p.userCode.includes(normalizeCode(query));
}

/** Why attendance cannot be marked now, in the active language (attendanceClosedReason decides when). */
function closedSentence(startsAt: string): string {
  const days = ATTENDANCE_GRACE_DAYS;
  return Date.now() < new Date(startsAt).getTime() ? i18n._(msg`Attendance opens when the event starts.`) : i18n._(msg`Attendance closed ${days} days after the event ended.`);
}
