// /user/form: a recycler reports boxes they brought back. It stays pending until a
// distributor or the store's owner confirms it; then the points arrive.
import { useState } from 'react';
import { reportReturnBody } from '@/shared/contract/returns';
import { PageHeading } from '@/client/components/empty-state';
import { SelectField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useAsync } from '@/client/lib/use-async';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { listStoreDirectory } from '../api/list-store-directory';
import { reportReturn } from '../api/report-return';
import { MyReports } from './my-reports';

const INITIAL = { boxes: '1', storeId: '', location: '' };

export function ReportReturnPage() {
  const directory = useAsync(() => listStoreDirectory(), []);
  const [version, setVersion] = useState(0);
  const stores = directory.data ?? [];
  const storeName = (id: string) => {
    const store = stores.find((s) => String(s.id) === id);
    return store ? [store.name, store.city].filter(Boolean).join(', ') : '';
  };

  const form = useZodForm({
    schema: reportReturnBody,
    initial: INITIAL,
    // A chosen store says where already; the text field is then optional.
    toInput: (v) => ({
      boxes: v.boxes.trim() === '' ? Number.NaN : Number(v.boxes),
      location: v.location.trim() || storeName(v.storeId),
      ...(v.storeId && { storeId: Number(v.storeId) }),
    }),
    onSubmit: async (body) => {
      await reportReturn(body);
      form.reset();
      setVersion((n) => n + 1);
      return 'Return reported: points are credited once staff confirm it';
    },
  });

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title="Report a return" />
      <div className="card max-w-xl bg-base-100 shadow-sm">
        <div className="card-body">
          <p className="text-sm text-base-content/80">
            Left boxes somewhere without staff to scan your code? Tell us here. A distributor or the store confirms it, then the
            points are yours.
          </p>
          <FormFrame form={form} label="Report a return" submitLabel="Report return" pendingLabel="Reporting...">
            <TextField form={form} name="boxes" label="Number of boxes" type="number" inputMode="numeric" min={1} />
            <SelectField
              form={form}
              name="storeId"
              label="Store"
              hint={directory.error ? 'The store list did not load: say where in words below.' : 'If you returned them at one of our stores.'}
              options={[{ value: '', label: 'Not at a store' }, ...stores.map((s) => ({ value: String(s.id), label: `${s.name}, ${s.city}` }))]}
            />
            <TextField
              form={form}
              name="location"
              label="Where"
              placeholder={form.values.storeId ? storeName(form.values.storeId) : 'e.g. the drop box at the station'}
              maxLength={200}
            />
          </FormFrame>
        </div>
      </div>
      <MyReports version={version} />
    </section>
  );
}
