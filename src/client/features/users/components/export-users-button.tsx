// CSV of the users table as filtered and sorted now: every row, not just the page on screen,
// written by the server as it reads them (a million accounts are one streamed file).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { saveFile } from '@/client/lib/save-file';
import { OnlineButton } from '@/client/components/online-button';
import { exportUsersCsv } from '../api/export-users';
import type { UsersView } from '../hooks/use-users-query';

export function ExportUsersButton({ view }: { view: UsersView }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const exportCsv = async () => {
    setPending(true);
    try {
      const { blob, fileName } = await exportUsersCsv({ search: view.search, role: view.role, sort: view.sort });
      saveFile(fileName, blob);
      toast.success(t`Users exported`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`An error occurred`);
    } finally {
      setPending(false);
    }
  };
  return (
    <OnlineButton className="btn btn-outline" onClick={exportCsv} disabled={pending} aria-busy={pending}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {t`Export CSV`}
    </OnlineButton>
  );
}
