// What the counter sees after sending: the credit with its Undo (and, for scanned boxes, each
// code's outcome), or the credit taken back; both lead to the next return.
import { useLingui } from '@lingui/react/macro';
import type { BoxReturn } from '@/shared/contract/returns';
import { ScanResults, type SentScan } from '@/client/components/box-scan/scan-results';
import { formatPoints } from '@/client/lib/format/format';
import { boxesText } from './return-status';
import { UndoReturnButton } from './undo-return-button';

interface ReturnRecordedProps {
  done: BoxReturn;
  /** The codes sent and refused, when the boxes were scanned. */
  scan: SentScan | null;
  onAnother: () => void;
  onUndone: (undone: BoxReturn) => void;
}

export function ReturnRecorded({ done, scan, onAnother, onUndone }: ReturnRecordedProps) {
  const { t } = useLingui();
  const points = formatPoints(done.points ?? 0);
  const name = done.userName;
  const returned = boxesText(done.boxes);
  const store = done.storeName;
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="alert alert-success flex flex-col items-start gap-3" data-testid="return-recorded">
        <p className="text-lg font-semibold">{t`${points} credited to ${name}`}</p>
        <p>{store ? t`${returned} returned at ${store}.` : t`${returned} returned.`}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm min-h-11 md:min-h-8" onClick={onAnother}>
            {t`Record another return`}
          </button>
          <UndoReturnButton credit={done} className="btn btn-sm btn-neutral min-h-11 md:min-h-8" onUndone={onUndone} />
        </div>
      </div>
      {scan && <ScanResults sent={scan} />}
    </div>
  );
}

export function ReturnUndone({ undone, onAnother }: { undone: BoxReturn; onAnother: () => void }) {
  const { t } = useLingui();
  const name = undone.userName;
  const points = formatPoints(undone.points ?? 0);
  const returned = boxesText(undone.boxes);
  return (
    <div role="status" className="alert alert-warning alert-soft flex flex-col items-start gap-3" data-testid="return-undone">
      <p className="font-semibold">{t`Credit undone: ${name} no longer has the ${points} of ${returned}.`}</p>
      <button type="button" className="btn btn-sm min-h-11 md:min-h-8" onClick={onAnother}>
        {t`Record another return`}
      </button>
    </div>
  );
}
