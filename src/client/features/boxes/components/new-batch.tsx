// The batch just made: how many boxes, for whom, its labels, and its first codes to check
// against the printed labels.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatBoxCode } from '@/shared/box-codes';
import type { Batch } from '@/shared/contract/boxes';
import { LabelsButton } from './labels-button';

const SHOWN_CODES = 6;

export function NewBatch({ batch, clientName }: { batch: Batch; clientName: string }) {
  const { t } = useLingui();
  const id = batch.batchId;
  const count = batch.count;
  const boxes = plural(count, { one: '# box', other: '# boxes' });
  return (
    <div role="status" className="flex flex-col gap-3 rounded-box bg-success/10 p-3" data-testid="new-batch">
      <p className="font-medium">{t`Batch #${id}: ${boxes} for ${clientName}, in stock.`}</p>
      <ul aria-label={t`First codes of batch ${id}`} className="flex flex-wrap gap-2 font-mono text-sm">
        {batch.codes.slice(0, SHOWN_CODES).map((code) => (
          <li key={code} className="badge badge-ghost">
            <bdi dir="ltr">{formatBoxCode(code)}</bdi>
          </li>
        ))}
        {batch.codes.length > SHOWN_CODES && <li className="opacity-70">…</li>}
      </ul>
      <LabelsButton batchId={id} className="btn btn-primary min-h-11 self-start" />
    </div>
  );
}
