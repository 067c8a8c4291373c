// /business/form: add a store, or edit one with ?id=<storeId> (the edit link of My stores).
import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'wouter';
import { createStoreBody, type Store } from '@/shared/contract/stores';
import { PageHeading } from '@/client/components/empty-state';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { createStore } from '@/client/lib/api/create-store';
import { getStore } from '@/client/lib/api/get-store';
import { updateStore } from '@/client/lib/api/update-store';
import { RetryAlert } from '@/client/components/retry-alert';
import { PATHS } from '@/shared/screen-paths';


export function StoreFormPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const editing = Number.isInteger(id) && id > 0;
  const store = useAsync(() => (editing ? getStore(id) : Promise.resolve(null)), [editing, id]);

  return (
    <section aria-labelledby="page-title" className="max-w-xl">
      <PageHeading title={editing ? t`Edit store` : t`Add a store`} />
      {store.error && (
        <RetryAlert message={store.error} onRetry={store.reload} />
      )}
      {store.status === 'loading' && <div className="skeleton h-80 w-full" aria-busy="true" />}
      {store.status === 'ready' && <StoreForm key={store.data?.id ?? 'new'} store={store.data ?? null} />}
    </section>
  );
}

function StoreForm({ store }: { store: Store | null }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const form = useZodForm({
    // Create and edit check the same fields; editing sends them all (unchanged ones are harmless).
    schema: createStoreBody,
    initial: {
      name: store?.name ?? '',
      address: store?.address ?? '',
      city: store?.city ?? '',
      phone: store?.phone ?? '',
      openingHours: store?.openingHours ?? '',
    },
    onSubmit: async (body) => {
      const saved = store ? await updateStore(store.id, body) : await createStore(body);
      navigate(PATHS.business.stores);
      const name = saved.name;
      return store ? t`${name} saved` : t`${name} added`;
    },
  });
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <FormFrame
          form={form}
          label={store ? t`Edit store` : t`Add a store`}
          submitLabel={store ? t`Save store` : t`Add store`}
          actions={
            <button type="button" className="btn btn-ghost" onClick={() => navigate(PATHS.business.stores)}>
              {t`Cancel`}
            </button>
          }
        >
          <TextField form={form} name="name" label={t`Store name`} autoComplete="organization" />
          <TextField form={form} name="address" label={t`Address`} autoComplete="street-address" />
          <TextField form={form} name="city" label={t`City`} autoComplete="address-level2" />
          <TextField form={form} name="phone" label={t`Phone`} type="tel" autoComplete="tel" />
          <TextField form={form} name="openingHours" label={t`Opening hours`} placeholder={t`Mon-Sat 9:00-18:00`} />
        </FormFrame>
      </div>
    </div>
  );
}
