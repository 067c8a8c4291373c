// CSV of the users table as filtered now (every page, not just the one on screen).
import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { downloadCsv } from '@/client/lib/csv';
import { OnlineButton } from '@/client/components/online-button';
import { getUsers } from '../api/get-users';
import type { UsersView } from '../hooks/use-users-query';
import { EXPORT_PAGE_SIZE, fetchAllPages, usersCsv } from '../lib/users-csv';
import { dataOf } from '@/client/lib/api/user-call';

export function ExportUsersButton({ view }: { view: UsersView }) {
  const [pending, setPending] = useState(false);
  const exportCsv = async () => {
    setPending(true);
    try {
      const users = await fetchAllPages(async (page) =>
        dataOf(await getUsers({ page, pageSize: EXPORT_PAGE_SIZE, search: view.search, role: view.role || undefined, sort: view.sort })),
      );
      downloadCsv(`rebox-users-${new Date().toISOString().slice(0, 10)}.csv`, usersCsv(users));
      toast.success(`Exported ${users.length} ${users.length === 1 ? 'user' : 'users'}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'An error occurred');
    } finally {
      setPending(false);
    }
  };
  return (
    <OnlineButton className="btn btn-outline" onClick={exportCsv} disabled={pending} aria-busy={pending}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      Export CSV
    </OnlineButton>
  );
}
