// /business/form: add a store, or edit one with ?id=<storeId> (the edit link of My stores).
import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'wouter';
import type { Store } from '@/shared/contract/stores';
import { PageHeading } from '@/client/components/empty-state';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getStore } from '@/client/lib/api/get-store';
import { listMyStores } from '../api/list-my-stores';
import { StoreForm } from './store-form';
import { RetryAlert } from '@/client/components/retry-alert';
import { PATHS } from '@/shared/screen-paths';

export function StoreFormPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const editing = Number.isInteger(id) && id > 0;
  const store = useAsync(() => (editing ? getStore(id) : Promise.resolve(null)), [editing, id]);
  // The business's other stores, to warn about a second one with the same name and address.
  const siblings = useAsync(() => listMyStores(), []);

  return (
    <section aria-labelledby="page-title" className="max-w-xl">
      <PageHeading title={editing ? t`Edit store` : t`Add a store`} />
      {store.error && (
        <RetryAlert message={store.error} onRetry={store.reload} />
      )}
      {store.status === 'loading' && <div className="skeleton h-80 w-full" aria-busy="true" />}
      {store.status === 'ready' && <OwnStoreForm key={store.data?.id ?? 'new'} store={store.data ?? null} siblings={siblings.data} />}
    </section>
  );
}

function OwnStoreForm({ store, siblings }: { store: Store | null; siblings?: readonly Store[] }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const toStores = () => navigate(PATHS.business.stores);
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <StoreForm store={store} siblings={siblings} label={store ? t`Edit store` : t`Add a store`} onSaved={toStores} onCancel={toStores} />
      </div>
    </div>
  );
}
