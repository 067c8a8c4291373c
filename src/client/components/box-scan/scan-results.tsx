// What the last send did: each code's outcome in words, the refused ones marked, and those the
// device refused before sending (their check character did not match) named as not sent.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatBoxCode } from '@/shared/box-codes';
import type { BoxCodeOutcome } from '@/shared/contract/boxes';
import { BoxOutcomeBadge, boxOutcomeDone } from '@/client/components/box-outcome';
import type { ScanEntry } from './scan-list';

export interface SentScan {
  outcomes: BoxCodeOutcome[];
  notSent: ScanEntry[];
}

export function ScanResults({ sent }: { sent: SentScan }) {
  const { t } = useLingui();
  const done = sent.outcomes.filter((o) => boxOutcomeDone(o.outcome)).length;
  const refused = sent.outcomes.length - done + sent.notSent.length;
  const refusedFirst = [...sent.outcomes].sort((a, b) => Number(boxOutcomeDone(a.outcome)) - Number(boxOutcomeDone(b.outcome)));
  return (
    <section aria-labelledby="results-title" className="card border border-base-300 bg-base-100" data-testid="scan-results">
      <div className="card-body gap-3 p-4">
        <h2 id="results-title" className="text-lg font-semibold">
          {t`Last send`}
        </h2>
        <p className="text-sm" data-testid="scan-results-summary">
          {t`${plural(done, { one: '# box done', other: '# boxes done' })}, ${plural(refused, { one: '# refused', other: '# refused' })}`}
        </p>
        <ul aria-label={t`Outcome per box`} className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto">
          {refusedFirst.map((o) => (
            <li key={o.code} className="flex flex-wrap items-center justify-between gap-2 py-1" data-done={boxOutcomeDone(o.outcome) || undefined}>
              <bdi dir="ltr" className="font-mono">
                {formatBoxCode(o.code)}
              </bdi>
              <BoxOutcomeBadge outcome={o.outcome} />
            </li>
          ))}
          {sent.notSent.map((entry) => (
            <li key={`local-${entry.id}`} className="flex flex-wrap items-center justify-between gap-2 py-1">
              <bdi dir="ltr" className="font-mono">
                {entry.code}
              </bdi>
              <span className="badge badge-error h-auto min-h-6 py-0.5">
                <span aria-hidden="true">✕</span>
                <span>{t`Not sent: the code does not check`}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
