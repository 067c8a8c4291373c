// /user/boxes: the recycler's boxes. Each box handed in (where, when, its points and CO2) or
// posted back (waiting until the depot collects it), and a way to say a box went in the post:
// type its code, or scan its label's QR code with the phone, which opens the box's page.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatBoxCode } from '@/shared/box-codes';
import type { MyBox } from '@/shared/contract/boxes';
import { EmptyState, PageHeading } from '@/client/components/empty-state';
import { RetryAlert } from '@/client/components/retry-alert';
import { formatCo2 } from '@/client/lib/format/format-co2';
import { formatDateTime, formatPoints } from '@/client/lib/format/format';
import { useAsync } from '@/client/lib/hooks/use-async';
import { listMyBoxes } from '../api/list-my-boxes';
import { PostBoxesButton } from './post-boxes-button';
import { BoxCodeForm } from './box-code-form';

export function MyBoxesPage() {
  const { t } = useLingui();
  const boxes = useAsync(listMyBoxes, []);
  const error = boxes.error;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t`My boxes`} />
      <PostByCode onPosted={boxes.reload} />
      <section aria-labelledby="my-boxes-list" className="flex flex-col gap-3">
        <h2 id="my-boxes-list" className="text-lg font-semibold">
          {t`Boxes you brought back`}
        </h2>
        {!boxes.data && error && <RetryAlert message={t`Your boxes could not be loaded: ${error}`} onRetry={boxes.reload} />}
        {!boxes.data && !error && <div className="skeleton h-24 w-full" aria-busy="true" aria-label={t`Loading your boxes`} />}
        {boxes.data?.length === 0 && <EmptyState message={t`No box yet. Boxes you hand in with their code, or post back, appear here with the points each brought.`} />}
        {boxes.data && boxes.data.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={t`Boxes you brought back`}>
            {boxes.data.map((box) => (
              <MyBoxRow key={`${box.code}-${box.at}`} box={box} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function MyBoxRow({ box }: { box: MyBox }) {
  const { t } = useLingui();
  const code = formatBoxCode(box.code);
  const when = formatDateTime(box.at);
  const store = box.storeName;
  const where = box.kind === 'posted' ? t`Posted back` : store ? t`Handed in at ${store}` : t`Handed in`;
  const points = box.points === null ? '' : formatPoints(box.points);
  const co2 = box.co2Grams === null ? '' : formatCo2(box.co2Grams);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-100 p-3 shadow-sm" data-testid="my-box">
      <div className="min-w-0">
        <code dir="ltr" className="font-semibold">
          {code}
        </code>
        <div className="text-sm text-base-content/70">
          <span dir="auto">{where}</span> · {when}
        </div>
      </div>
      {box.points === null ? (
        <span className="badge badge-warning h-auto py-0.5">{t`Waiting for the depot`}</span>
      ) : (
        <span className="text-end text-sm">
          <strong className="block">{t`+${points}`}</strong>
          <span className="text-base-content/70">{t`${co2} CO₂ saved`}</span>
        </span>
      )}
    </li>
  );
}

/** Type the code printed on the label (the check character catches a typo), then "I posted it". */
function PostByCode({ onPosted }: { onPosted: () => void }) {
  const { t } = useLingui();
  const [checked, setChecked] = useState<string | null>(null);

  return (
    <section aria-labelledby="post-title" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4">
        <h2 id="post-title" className="text-lg font-semibold">
          {t`Posted a box back?`}
        </h2>
        <p className="text-sm text-base-content/80">{t`Scan the QR code on its label with your phone's camera, or type the code printed under it. You get its points when the depot collects it.`}</p>
        {checked ? (
          <div className="flex flex-col gap-2">
            <p>
              {t`Box`} <code dir="ltr">{formatBoxCode(checked)}</code>
            </p>
            <PostBoxesButton key={checked} codes={[checked]} onPosted={onPosted} />
            <button type="button" className="btn btn-ghost btn-sm min-h-11 self-start" onClick={() => setChecked(null)}>
              {t`Another box`}
            </button>
          </div>
        ) : (
          <BoxCodeForm label={t`A box posted back`} submitLabel={t`Next`} onCode={setChecked} />
        )}
      </div>
    </section>
  );
}
