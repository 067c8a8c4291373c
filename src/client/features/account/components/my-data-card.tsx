// "Download my data": everything Rebox holds (JSON) and the points history (CSV), fetched with
// the token and saved through a Blob link, so no token ever sits in a URL.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '@/client/lib/api/api-client';
import { OnlineButton } from '@/client/components/online-button';
import { exportMyData } from '../api/export-my-data';
import { getLedgerCsv } from '../api/get-ledger-csv';
import { saveFile } from '@/client/lib/save-file';
import { AccountSection, FailureSentence } from './account-section';

type Download = 'json' | 'csv';

const jsonName = 'rebox-my-data.json';
const csvName = 'rebox-points.csv';

export function MyDataCard() {
  const { t } = useLingui();
  const [pending, setPending] = useState<Download | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const download = async (kind: Download) => {
    setPending(kind);
    setError('');
    setDone('');
    try {
      if (kind === 'json') {
        const data = await exportMyData();
        saveFile(jsonName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
        setDone(t`Your data was saved as ${jsonName}.`);
      } else {
        // A byte-order mark so spreadsheet apps read names in UTF-8.
        saveFile(csvName, new Blob(['\uFEFF', await getLedgerCsv()], { type: 'text/csv;charset=utf-8' }));
        setDone(t`Your points history was saved as ${csvName}.`);
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <AccountSection title={t`Download my data`} description={t`Your profile, points history, coupons, returns and events.`}>
      <div className="flex flex-wrap gap-3">
        <OnlineButton className="btn btn-outline min-h-11" onClick={() => void download('json')} disabled={pending !== null} aria-busy={pending === 'json'}>
          {pending === 'json' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t`All my data (JSON)`}
        </OnlineButton>
        <OnlineButton className="btn btn-outline min-h-11" onClick={() => void download('csv')} disabled={pending !== null} aria-busy={pending === 'csv'}>
          {pending === 'csv' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t`Points history (CSV)`}
        </OnlineButton>
      </div>
      <p aria-live="polite" className="text-sm empty:hidden">
        {done}
      </p>
      <FailureSentence message={error} />
    </AccountSection>
  );
}
