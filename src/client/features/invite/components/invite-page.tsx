// /invite/{id}: the link an event manager shares. Signed out it sells the event and
// sends the visitor to log in and come back here, where the join they asked for goes ahead;
// signed in it is the join screen.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/client/lib/toast';
import { Link, useParams } from 'wouter';
import type { InviteSummary, JoinedEvent } from '@/shared/contract/events';
import { goTo, loginPath } from '@/client/lib/navigation';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { sessionAtom } from '@/client/lib/session/session';
import { getInvite, type InviteLookup } from '../api/get-invite';
import { joinEvent } from '../api/join-event';
import { InviteDetails } from './invite-details';
import { RetryAlert } from '@/client/components/retry-alert';
import { errorMessage } from '@/client/lib/api/api-client';
import { PATHS, pathTo, withQuery } from '@/shared/screen-paths';

/** Set on the way back from logging in or signing up to join: the join goes ahead without a second tap. */
const JOIN_PARAM = 'join';

/** /invite/{id} (spec section 2): the invite screen signed out, the join-event screen signed in. */
export function InvitePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <InviteScreen inviteId={id} />;
}

export function InviteScreen({ inviteId }: { inviteId: string }) {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  // Kept with the id it answers, so a reload (after joining, after login) shows the old answer
  // meanwhile, while another invite id shows the skeleton.
  const [answer, setAnswer] = useState<{ id: string; lookup: InviteLookup } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const here = pathTo(PATHS.invite, { id: inviteId });
  const { t } = useLingui();

  // The token is a dependency: the answer carries the caller's own status, which changes on login.
  useEffect(() => {
    let live = true;
    getInvite(inviteId).then((lookup) => live && setAnswer({ id: inviteId, lookup }));
    return () => {
      live = false;
    };
  }, [inviteId, token, attempt]);

  const lookup = answer?.id === inviteId ? answer.lookup : null;
  if (!lookup)
    return (
      <section className="mx-auto max-w-xl p-4" aria-busy="true">
        <div className="skeleton h-48 w-full" />
        <div className="skeleton mt-4 h-8 w-2/3" />
      </section>
    );

  if (lookup.kind === 'not-found') return <InviteNotFound />;

  if (lookup.kind === 'error')
    return (
      <section className="mx-auto max-w-xl p-4">
        <RetryAlert message={lookup.message} onRetry={() => setAttempt((n) => n + 1)} />
      </section>
    );

  return (
    <InviteDetails invite={lookup.invite}>
      {token ? (
        <JoinPanel invite={lookup.invite} here={here} onJoined={() => setAttempt((n) => n + 1)} />
      ) : (
        <div className="flex flex-col gap-2">
          <Link href={loginPath(withQuery(here, { [JOIN_PARAM]: 1 }))} className="btn btn-primary btn-block">
            {t`Log in to join`}
          </Link>
          <Link href={withQuery(PATHS.register, { next: withQuery(here, { [JOIN_PARAM]: 1 }) })} className="btn btn-ghost btn-block">
            {t`New here? Create an account`}
          </Link>
        </div>
      )}
    </InviteDetails>
  );
}

function InviteNotFound() {
  const { t } = useLingui();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">{t`Invite not found`}</h1>
      <p>{t`This invite link does not match any event. It may have been mistyped, or the event was cancelled.`}</p>
      <p>{t`Ask the organiser for a new link.`}</p>
      <Link href={PATHS.coupon} className="btn btn-primary">
        {t`Browse coupons`}
      </Link>
    </section>
  );
}

function JoinPanel({ invite, here, onJoined }: { invite: InviteSummary; here: string; onJoined: () => void }) {
  const online = useAtomValue(onlineAtom);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const joinable = invite.myStatus === null && !invite.past && !invite.full;
  // The visitor pressed "Log in to join" (or signed up from here): join once, and drop the
  // parameter so a reload or the back button does not ask again.
  const askedToJoin = useRef(new URLSearchParams(window.location.search).get(JOIN_PARAM) === '1');
  useEffect(() => {
    if (!askedToJoin.current) return;
    askedToJoin.current = false;
    goTo(here, { replace: true });
    if (joinable && online) void join();
    // Once, on arrival: `join` is this render's and the answer is read again after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (invite.myStatus === 'joined') return <Status tone="success" text={t`You have joined this event. See you there!`} />;
  if (invite.myStatus === 'attended') return <Status tone="success" text={t`You attended this event.`} />;
  if (invite.myStatus === 'removed') return <Status tone="warning" text={t`The organiser removed you from this event.`} />;
  if (invite.past) return <Status tone="info" text={t`This event has already taken place.`} />;
  if (invite.full) return <Status tone="warning" text={t`This event is full.`} />;

  async function join() {
    setJoining(true);
    setError(null);
    let joined: JoinedEvent;
    try {
      joined = await joinEvent(invite.inviteId);
    } catch (error) {
      return setError(errorMessage(error));
    } finally {
      setJoining(false);
    }
    const title = joined.title;
    toast.success(t`You joined ${title}`);
    // Read the invite again: places left and the visitor's own status come from the server.
    onJoined();
  }

  return (
    <div className="flex flex-col gap-2">
      <button type="button" className="btn btn-primary btn-block" disabled={!online || joining} onClick={join}>
        {joining ? t`Joining...` : t`Join event`}
      </button>
      {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
    </div>
  );
}

function Status({ tone, text }: { tone: 'success' | 'warning' | 'info'; text: string }) {
  const tones = { success: 'alert-success', warning: 'alert-warning', info: 'alert-info' };
  return (
    <div role="status" className={`alert alert-soft ${tones[tone]}`}>
      {text}
    </div>
  );
}
