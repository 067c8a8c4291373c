// /business/returns/record: a business user records a return at the counter of one of their
// active stores. Composes the stores feature (their stores) and the returns feature (the desk).
import { AsyncBlock } from '@/client/components/async-block';
import { listMyStores } from '@/client/features/stores/api/list-my-stores';
import { RecordReturnDesk } from '@/client/features/returns/components/distributor-form-page';
import { useAsync } from '@/client/lib/hooks/use-async';

export function BusinessRecordReturnPage() {
  const stores = useAsync(listMyStores, []);
  return (
    <AsyncBlock state={stores} skeleton={<div className="skeleton h-64 w-full max-w-xl" aria-busy="true" />}>
      {(list) => <RecordReturnDesk stores={list.filter((s) => s.active).map((s) => ({ storeId: s.id, name: s.name }))} />}
    </AsyncBlock>
  );
}
