// /how-earning-works, open to all: what a box earns (the super admin's settings), where to hand
// it in, how the points reach you, and what they buy; a visitor gets the way to an account.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { PageHeading } from '@/client/components/empty-state';
import { SignUpOrLogIn } from '@/client/components/sign-up-or-log-in';
import { formatNumber, formatPoints } from '@/client/lib/format/format';
import { currentUserAtom } from '@/client/lib/session/session';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getEarning } from '../api/get-earning';
import { PATHS } from '@/shared/screen-paths';

export function HowEarningWorksPage() {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const earning = useAsync(getEarning, []);
  const earns = earning.data ? formatPoints(earning.data.pointsPerBox) : '';
  const grams = earning.data ? formatNumber(earning.data.co2GramsPerBox) : '';

  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-4">
      <PageHeading title={t`How earning works`} />
      <ol className="list-decimal space-y-3 ps-5" data-testid="earning-steps">
        <li>
          {earning.data ? (
            earning.data.co2GramsPerBox > 0 ? (
              <Trans>
                Every Rebox box you bring back earns <strong data-testid="earning-points-per-box">{earns}</strong> and saves about {grams} g of CO₂.
              </Trans>
            ) : (
              <Trans>
                Every Rebox box you bring back earns <strong data-testid="earning-points-per-box">{earns}</strong>.
              </Trans>
            )
          ) : (
            t`Every Rebox box you bring back earns points.`
          )}
        </li>
        <li>
          <Trans>
            Hand it in, empty, at a{' '}
            <Link href={PATHS.returnPoints} className="link link-primary">
              return point
            </Link>
            . Or post it back: the points come when the depot collects it.
          </Trans>
        </li>
        <li>{t`Show your personal code (a QR code in the app, offline too) at the counter: staff scan it and the points are yours.`}</li>
        <li>
          <Trans>
            Spend your points on{' '}
            <Link href={PATHS.coupons} className="link link-primary">
              our partners’ coupons
            </Link>
            ; they are kept under My coupons.
          </Trans>
        </li>
      </ol>
      {!user && <SignUpOrLogIn />}
    </section>
  );
}
