// What a box's label tells anyone who opens it: that it is a Rebox box, whether it can be handed
// in now and what it earns. The facts last seen here show offline ("As of").
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { formatBoxCode } from '@/shared/box-codes';
import type { BoxFacts } from '@/shared/contract/boxes';
import { RetryAlert } from '@/client/components/retry-alert';
import { ApiError } from '@/client/lib/api/api-client';
import { formatDateTime, formatPoints } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getBox } from '../api/get-box';
import { rememberBox, seenBoxesAtom } from '../seen-boxes';

/** `code` has been checked on the device (its check character matches). */
export function BoxFactsCard({ code, onFacts }: { code: string; onFacts?: (facts: Pick<BoxFacts, 'returnable'> | null) => void }) {
  const { t } = useLingui();
  const live = useAsync(() => getBox(code).catch(unlessNotFound), [code]);
  const [seenBoxes, setSeenBoxes] = useAtom(seenBoxesAtom);
  const seen = seenBoxes.find((box) => box.code === code);

  useEffect(() => {
    if (live.data) setSeenBoxes((list) => rememberBox(list, { code, returnable: live.data!.returnable, pointsForReturning: live.data!.pointsForReturning, at: new Date().toISOString() }));
  }, [live.data, code, setSeenBoxes]);

  const facts = live.data ?? seen;
  const returnable = facts?.returnable ?? null;
  useEffect(() => onFacts?.(returnable === null ? null : { returnable }), [returnable, onFacts]);
  const printed = formatBoxCode(code);

  if (live.data === null)
    return (
      <div role="alert" className="alert alert-warning">
        {t`No Rebox box has the code ${printed}. Check the code on the label, or scan its QR code.`}
      </div>
    );
  const error = live.error;
  if (!facts && error) return <RetryAlert message={t`The box could not be looked up: ${error}`} onRetry={live.reload} />;
  if (!facts) return <div className="skeleton h-32 w-full" aria-busy="true" aria-label={t`Looking up the box`} />;

  const points = formatPoints(facts.pointsForReturning);
  const asOf = !live.data && seen ? formatDateTime(seen.at) : '';
  return (
    <div className="card bg-base-100 shadow-sm" data-testid="box-facts">
      <div className="card-body gap-3 p-5">
        <p className="text-sm text-base-content/70">
          <Trans>
            Box <code dir="ltr" className="font-semibold text-base-content">{printed}</code>
          </Trans>
        </p>
        {facts.returnable ? (
          <p className="text-lg">
            <Trans>
              Hand this box in at a return point and earn <strong>{points}</strong>. Staff scan your personal code and this box: the points are yours.
            </Trans>
          </p>
        ) : (
          <p className="text-lg">{t`This box is not out with anyone just now: there is nothing to hand in. Thank you for checking.`}</p>
        )}
        {asOf && (
          <p className="text-xs text-base-content/70" data-testid="box-as-of">
            {t`As of ${asOf}`}
          </p>
        )}
      </div>
    </div>
  );
}

/** No box has this code: an answer (null), not a failure to retry. */
function unlessNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}
