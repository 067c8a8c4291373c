// The running list of scanned boxes, newest first: each code taken, or refused with a cross
// and the reason (it is never sent), and a way to take back the latest scan.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatBoxCode } from '@/shared/box-codes';
import { EmptyState } from '@/client/components/empty-state';
import { acceptedCodes, type ScanEntry, type ScanList } from './scan-list';

export function ScannedList({ list, onUndo }: { list: ScanList; onUndo: () => void }) {
  const { t } = useLingui();
  const taken = acceptedCodes(list).length;
  const refused = list.entries.length - taken;
  const newestFirst = [...list.entries].reverse();
  return (
    <section aria-labelledby="scanned-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="scanned-title" className="text-lg font-semibold">
            {t`Scanned boxes`}
          </h2>
          <p className="text-sm opacity-75" data-testid="scanned-count">
            {refused > 0
              ? t`${plural(taken, { one: '# box to send', other: '# boxes to send' })}, ${plural(refused, { one: '# refused', other: '# refused' })}`
              : plural(taken, { one: '# box to send', other: '# boxes to send' })}
          </p>
        </div>
        <button type="button" className="btn btn-outline min-h-11" onClick={onUndo} disabled={list.entries.length === 0}>
          {t`Undo last scan`}
        </button>
      </div>
      {newestFirst.length === 0 ? (
        <EmptyState message={t`No boxes scanned yet. Scan a label or type its code.`} />
      ) : (
        <ol aria-label={t`Scanned boxes`} className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto" data-testid="scanned-list">
          {newestFirst.map((entry) => (
            <ScannedRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ScannedRow({ entry }: { entry: ScanEntry }) {
  const { t } = useLingui();
  const refused = entry.refused !== null;
  return (
    <li
      className={`flex flex-wrap items-center justify-between gap-2 rounded-box border-s-4 px-3 py-2 ${refused ? 'border-error bg-error/10' : 'border-success bg-base-100'}`}
      data-refused={refused || undefined}
    >
      <bdi dir="ltr" className="font-mono">
        {refused ? entry.code : formatBoxCode(entry.code)}
      </bdi>
      {refused ? (
        <span className="badge badge-error h-auto min-h-6 py-0.5">
          <span aria-hidden="true">✕</span>
          <span>{entry.refused === 'check' ? t`Refused: the check character does not match` : t`Refused: not a box code`}</span>
        </span>
      ) : (
        <span className="badge badge-ghost">{t`Ready to send`}</span>
      )}
    </li>
  );
}
