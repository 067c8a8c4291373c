// /b/:code, opened by a phone's camera from a box's label: what this box is, what handing it in
// earns, where to hand it in (the nearest return points, offline after one visit), and for
// someone without an account a way to get one; a recycler who posted it back says so here.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'wouter';
import { PageHeading } from '@/client/components/empty-state';
import { SignUpOrLogIn } from '@/client/components/sign-up-or-log-in';
import { BoxFactsCard } from '@/client/features/boxes/components/box-facts-card';
import { PostBoxesButton } from '@/client/features/boxes/components/post-boxes-button';
import { readScannedCode } from '@/client/components/box-scan/scanned-code';
import { NearestReturnPoints } from '@/client/features/return-points/components/nearest-return-points';
import { currentUserAtom } from '@/client/lib/session/session';
import { PATHS } from '@/shared/screen-paths';

export function BoxPage() {
  const { t } = useLingui();
  const { code: typed = '' } = useParams<{ code: string }>();
  const read = readScannedCode(typed);
  const user = useAtomValue(currentUserAtom);
  const [returnable, setReturnable] = useState(false);
  const onFacts = useCallback((facts: { returnable: boolean } | null) => setReturnable(facts?.returnable ?? false), []);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <PageHeading title={t`A Rebox box`} />
      <p className="max-w-prose text-base-content/80">{t`Rebox boxes are shipping boxes that come back: hand one in when it is empty, and it goes out again with someone else's order.`}</p>
      {read.ok ? (
        <BoxFactsCard code={read.code} onFacts={onFacts} />
      ) : (
        <div role="alert" className="alert alert-warning">
          {t`This address does not hold a box code that checks. Scan the label's QR code again, or type the code printed under it on My boxes.`}
        </div>
      )}
      {!user && (
        <section aria-labelledby="account-title" className="card bg-base-100 shadow-sm">
          <div className="card-body gap-3 p-5">
            <h2 id="account-title" className="text-lg font-semibold">
              {t`Get the points for it`}
            </h2>
            <p>{t`Sign up (it is free), then show your personal code when you hand the box in: the points go to you.`}</p>
            <SignUpOrLogIn />
          </div>
        </section>
      )}
      {user?.role === 'NORMAL_USER' && read.ok && returnable && (
        <section aria-labelledby="posted-title" className="card bg-base-100 shadow-sm">
          <div className="card-body gap-3 p-5">
            <h2 id="posted-title" className="text-lg font-semibold">
              {t`Sent it back by post?`}
            </h2>
            <p>{t`Say so here: you get its points when the depot collects it.`}</p>
            <PostBoxesButton codes={[read.code]} />
            <Link href={PATHS.user.boxes} className="link text-sm">
              {t`My boxes`}
            </Link>
          </div>
        </section>
      )}
      <NearestReturnPoints />
    </div>
  );
}
