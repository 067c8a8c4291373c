// /invite/{id} (spec section 2): a signed-in visitor sees the join-event screen, a signed-out
// one the invite screen. Joining belongs to the events issue; until then the signed-in screen
// says so instead of pretending.
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'wouter';
import { EmptyState, PageHeading } from '../../components/empty-state';
import { loginPath } from '../../lib/navigation';
import { isAuthAtom } from '../../lib/session';

export function InvitePage() {
  const { id = '' } = useParams<{ id: string }>();
  const signedIn = useAtomValue(isAuthAtom);
  const here = `/invite/${encodeURIComponent(id)}`;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl p-4">
      {signedIn ? (
        <>
          <PageHeading title="Join event" />
          <EmptyState message="Joining events from an invite is not available yet. Keep this link: it will work here." />
        </>
      ) : (
        <>
          <PageHeading title="You are invited" />
          <EmptyState message="You have been invited to a Rebox event. Log in or create an account to join it.">
            <div className="flex flex-wrap justify-center gap-2">
              <Link href={loginPath(here)} className="btn btn-primary">
                Log in
              </Link>
              <Link href={`/register?next=${encodeURIComponent(here)}`} className="btn btn-ghost">
                Create an account
              </Link>
            </div>
          </EmptyState>
        </>
      )}
    </section>
  );
}
