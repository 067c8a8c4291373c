// Downloads a batch's labels: an A4 PDF, a QR code and the printed code per box.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { OnlineButton } from '@/client/components/online-button';
import { saveFile } from '@/client/lib/save-file';
import { toast } from '@/client/lib/toast';
import { getBatchLabels } from '../api/get-batch-labels';

export function LabelsButton({ batchId, className = 'btn btn-outline btn-sm min-h-11 md:min-h-8' }: { batchId: number; className?: string }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { blob, fileName } = await getBatchLabels(batchId);
      saveFile(fileName, blob);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t`The labels could not be downloaded. Try again.`);
    } finally {
      setPending(false);
    }
  };
  return (
    <OnlineButton className={className} onClick={download} disabled={pending} aria-busy={pending} aria-label={t`Labels (PDF) of batch ${batchId}`}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {t`Labels (PDF)`}
    </OnlineButton>
  );
}
