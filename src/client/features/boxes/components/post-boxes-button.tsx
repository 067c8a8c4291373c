// "I posted it": the recycler says these boxes are in the post back to the depot; each is
// credited to them when the depot collects it. One key per tap, so a retry reports once.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import type { BoxScanReturn } from '@/shared/contract/returns';
import { BoxOutcomeBadge, boxOutcomeDone } from '@/client/components/box-outcome';
import { errorMessage } from '@/client/lib/api/api-client';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { reportPosted } from '../api/report-posted';

export function PostBoxesButton({ codes, onPosted }: { codes: string[]; onPosted?: (answer: BoxScanReturn) => void }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<BoxScanReturn | null>(null);
  const key = useRef<string | null>(null);

  async function post() {
    key.current ??= newIdempotencyKey();
    setPending(true);
    setError(null);
    try {
      const posted = await reportPosted(codes, key.current);
      key.current = null;
      setAnswer(posted);
      onPosted?.(posted);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  if (answer) {
    const accepted = answer.outcomes.some((o) => boxOutcomeDone(o.outcome));
    return (
      <div role="status" className={`alert ${accepted ? 'alert-success' : 'alert-warning'} alert-soft flex flex-col items-start gap-2`} data-testid="posted-answer">
        <p className="font-medium">{accepted ? t`Thank you: you get the points when the depot collects it.` : t`Nothing was reported:`}</p>
        <ul className="flex flex-col gap-1">
          {answer.outcomes.map((o) => (
            <li key={o.code} className="flex flex-wrap items-center gap-2">
              <code dir="ltr">{o.code}</code> <BoxOutcomeBadge outcome={o.outcome} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <button type="button" className="btn btn-primary min-h-11" disabled={pending || !online || codes.length === 0} onClick={() => void post()}>
        {pending ? t`Sending…` : t`I posted it`}
      </button>
      {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
