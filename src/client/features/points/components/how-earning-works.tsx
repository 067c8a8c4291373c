// "How earning works": once, on a recycler's first dashboard visit. What a box earns (the super
// admin's settings, through the recycler's own figures), where to bring boxes, and what the QR
// code is for. Closing it (or following its link) is remembered for this user on this device.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { currentUserAtom } from '@/client/lib/session/session';
import { formatNumber, formatPoints } from '@/client/lib/format/format';
import { EARNING_INTRO_KEPT, earningIntroSeenAtom } from '../earning-intro';
import { PATHS } from '@/shared/screen-paths';

interface Props {
  /** From the settings; unknown until the figures load (or offline on a first visit). */
  pointsPerBox: number | undefined;
  co2GramsPerBox: number | undefined;
}

export function HowEarningWorks({ pointsPerBox, co2GramsPerBox }: Props) {
  const { t } = useLingui();
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const [seen, setSeen] = useAtom(earningIntroSeenAtom);
  if (userId === null || seen.includes(userId)) return null;
  const earns = pointsPerBox === undefined ? '' : formatPoints(pointsPerBox);
  const grams = co2GramsPerBox ? formatNumber(co2GramsPerBox) : '';
  const done = () => setSeen((ids) => [...ids.filter((id) => id !== userId), userId].slice(-EARNING_INTRO_KEPT));

  return (
    <section aria-labelledby="earning-heading" className="card border border-primary/30 bg-base-100 shadow-sm" data-testid="how-earning-works">
      <div className="card-body gap-3">
        <h2 id="earning-heading" className="text-lg font-semibold">
          {t`How earning works`}
        </h2>
        <ol className="list-decimal space-y-2 ps-5 text-sm">
          <li>
            {pointsPerBox === undefined ? (
              t`Every box you bring back earns points.`
            ) : co2GramsPerBox ? (
              <Trans>
                Every box you bring back earns <strong data-testid="earning-points-per-box">{earns}</strong> and saves about {grams} g of CO₂.
              </Trans>
            ) : (
              <Trans>
                Every box you bring back earns <strong data-testid="earning-points-per-box">{earns}</strong>.
              </Trans>
            )}
          </li>
          <li>
            <Trans>
              Bring your used boxes to a return point:{' '}
              <Link href={PATHS.returnPoints} className="link link-primary -my-3 inline-block py-3" onClick={done}>
                find the nearest one
              </Link>
              .
            </Trans>
          </li>
          <li>{t`Show your QR code (on this page) at the counter: staff scan it to credit your points, even when you are offline.`}</li>
          <li>{t`Spend your points on coupons in the catalogue; they are saved under My coupons.`}</li>
        </ol>
        <button type="button" className="btn btn-primary min-h-11 self-start" onClick={done}>
          {t`Got it`}
        </button>
      </div>
    </section>
  );
}
