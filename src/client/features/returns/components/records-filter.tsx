// What narrows a counter's records: the days (in the person's own time zone), a recycler's name
// or code, and the CSV of exactly what the filter holds.
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { RecordsFilter } from '@/shared/contract/returns';
import { OnlineButton } from '@/client/components/online-button';
import { saveFile } from '@/client/lib/save-file';
import { toast } from '@/client/lib/toast';
import { errorSentence } from '@/client/lib/format/field-message';
import { exportMyRecords } from '../api/list-my-recorded-returns';

export interface RecordsFilterInput {
  /** Days as the date inputs hold them (YYYY-MM-DD), both included. */
  fromDay: string;
  toDay: string;
  search: string;
}

export const NO_FILTER: RecordsFilterInput = { fromDay: '', toDay: '', search: '' };

/** Local midnight of the first day to local midnight after the last: what the server filters by. */
export function toRecordsFilter({ fromDay, toDay, search }: RecordsFilterInput): RecordsFilter {
  const midnight = (day: string, plusDays = 0) => {
    const date = new Date(`${day}T00:00:00`);
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return { from: fromDay ? midnight(fromDay) : undefined, to: toDay ? midnight(toDay, 1) : undefined, search: search.trim() || undefined };
}

export function RecordsFilterBar({ value, onChange, filter }: { value: RecordsFilterInput; onChange: (next: RecordsFilterInput) => void; filter: RecordsFilter }) {
  const { t } = useLingui();
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const backwards = value.fromDay && value.toDay && value.toDay < value.fromDay;
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportMyRecords(filter);
      saveFile(fileName, blob);
      toast.success(t`Records exported`);
    } catch (error) {
      toast.error(errorSentence(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div role="group" aria-label={t`Filter records`} className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t`From`}</span>
        <input type="date" className="input min-h-11" value={value.fromDay} max={value.toDay || undefined} onChange={(e) => onChange({ ...value, fromDay: e.target.value })} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t`To`}</span>
        <input
          type="date"
          className={`input min-h-11 ${backwards ? 'input-error' : ''}`}
          value={value.toDay}
          min={value.fromDay || undefined}
          aria-invalid={backwards ? true : undefined}
          aria-describedby={backwards ? `${id}-backwards` : undefined}
          onChange={(e) => onChange({ ...value, toDay: e.target.value })}
        />
      </label>
      <label className="flex min-w-48 flex-1 flex-col gap-1">
        <span className="text-sm font-medium">{t`Recycler`}</span>
        <input type="search" className="input min-h-11 w-full" value={value.search} maxLength={100} placeholder={t`Name or personal code`} onChange={(e) => onChange({ ...value, search: e.target.value })} />
      </label>
      <OnlineButton className="btn btn-outline min-h-11" onClick={exportCsv} disabled={exporting || !!backwards} aria-busy={exporting}>
        {exporting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t`Export CSV`}
      </OnlineButton>
      {backwards && (
        <p id={`${id}-backwards`} role="alert" className="basis-full text-sm text-error">
          {t`The last day is before the first: pick a later To day.`}
        </p>
      )}
    </div>
  );
}
