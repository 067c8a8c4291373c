// /store-manager/form: the clerk records a return at the counter of one of their stores.
import { AsyncBlock } from '@/client/components/async-block';
import { useAsync } from '@/client/lib/hooks/use-async';
import { listManagedStores } from '../api/list-managed-stores';
import { RecordReturnDesk } from './distributor-form-page';

export function StoreManagerFormPage() {
  const stores = useAsync(listManagedStores, []);
  return (
    <AsyncBlock state={stores} skeleton={<div className="skeleton h-64 w-full max-w-xl" aria-busy="true" />}>
      {(list) => <RecordReturnDesk stores={list.filter((s) => s.active).map((s) => ({ storeId: s.id, name: s.name }))} />}
    </AsyncBlock>
  );
}
