// /distributor/depot: many boxes at a time. Choose the work (ship, collect, retire), scan label
// after label with a USB scanner or the phone's camera into a running list (a refused code is
// marked there at once, and never sent), take back the last scan, then send the list and read
// each box's outcome.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageFrame } from '@/client/components/page-frame';
import { useScanList } from '@/client/components/box-scan/use-scan-list';
import { acceptedCodes } from '@/client/components/box-scan/scan-list';
import { DEPOT_MODES, MODE_DESCRIPTION, MODE_LABEL, type DepotMode } from './depot-modes';
import { DepotSendForm } from './depot-send-form';
import { ScanField } from '@/client/components/box-scan/scan-field';
import { ScannedList } from '@/client/components/box-scan/scanned-list';
import { ScanResults, type SentScan } from '@/client/components/box-scan/scan-results';

export function DepotPage() {
  const { t } = useLingui();
  const [mode, setMode] = useState<DepotMode>('ship');
  const scans = useScanList();
  const [sent, setSent] = useState<SentScan | null>(null);
  const [sends, setSends] = useState(0);
  return (
    <PageFrame title={t`Depot`} description={t`Scan boxes as they leave, come back or leave service, then send the list.`}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t`What are you doing?`}</legend>
        <div className="join w-full max-w-md">
          {DEPOT_MODES.map((m) => (
            <input
              key={m}
              type="radio"
              name="depot-mode"
              className="btn join-item min-h-11 flex-1"
              aria-label={t(MODE_LABEL[m])}
              checked={mode === m}
              onChange={() => {
                setMode(m);
                setSent(null);
              }}
            />
          ))}
        </div>
        <p className="text-sm opacity-75">{t(MODE_DESCRIPTION[mode])}</p>
      </fieldset>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <div className="card border border-base-300 bg-base-100">
            <div className="card-body gap-4 p-4">
              <ScanField onScan={scans.add} sends={sends} />
            </div>
          </div>
          <div className="card border border-base-300 bg-base-100">
            <div className="card-body p-4">
              <DepotSendForm
                key={mode}
                mode={mode}
                codes={acceptedCodes(scans.list)}
                onSent={(answer) => {
                  setSent({ outcomes: answer.outcomes, notSent: scans.list.entries.filter((e) => e.refused !== null) });
                  scans.clear();
                  setSends((n) => n + 1);
                }}
              />
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-6">
          {sent && <ScanResults sent={sent} />}
          <ScannedList list={scans.list} onUndo={scans.undo} />
        </div>
      </div>
    </PageFrame>
  );
}
