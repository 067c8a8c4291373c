// /user/form: a recycler reports boxes they brought back. It stays pending until a
// distributor or the store's owner confirms it; then the points arrive.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { countedReportBody, type CountedReportBody } from '@/shared/contract/returns';
import { PageHeading } from '@/client/components/empty-state';
import { SelectField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { ApiError } from '@/client/lib/api/api-client';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { currentUserAtom } from '@/client/lib/session/session';
import { listStoreDirectory } from '../api/list-store-directory';
import { reportReturn } from '../api/report-return';
import { reportQueueAtom } from '../offline/report-queue';
import { MyReports } from './my-reports';

const INITIAL = { boxes: '1', storeId: '', location: '' };

export function ReportReturnPage() {
  const { t } = useLingui();
  const directory = useAsync(() => listStoreDirectory(), []);
  const [version, setVersion] = useState(0);
  const online = useAtomValue(onlineAtom);
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const setQueue = useSetAtom(reportQueueAtom);
  const keep = (body: CountedReportBody, key: string) => {
    if (userId === null) return;
    setQueue((queue) => ({ userId, items: [...(queue.userId === userId ? queue.items : []), { key, body, madeAt: new Date().toISOString() }] }));
  };
  const stores = directory.data ?? [];
  const storeName = (id: string) => {
    const store = stores.find((s) => String(s.id) === id);
    return store ? [store.name, store.city].filter(Boolean).join(', ') : '';
  };

  const form = useZodForm({
    schema: countedReportBody,
    initial: INITIAL,
    // A chosen store says where already; the text field is then optional.
    toInput: (v) => ({
      boxes: v.boxes.trim() === '' ? Number.NaN : Number(v.boxes),
      location: v.location.trim() || storeName(v.storeId),
      ...(v.storeId && { storeId: Number(v.storeId) }),
    }),
    // Offline, or when the send got no answer (or a 5xx), the report waits on the device with the
    // key it was made with (the sender replays it; the server records one key once).
    worksOffline: true,
    onSubmit: async (body) => {
      const key = newIdempotencyKey();
      if (online) {
        try {
          await reportReturn(body, key);
          form.reset();
          setVersion((n) => n + 1);
          return t`Return reported: points are credited once staff confirm it`;
        } catch (error) {
          // No answer, or the server (or a proxy on a weak signal) could not take it now: keep it.
          if (!(error instanceof ApiError) || (error.status !== 0 && error.status < 500)) throw error;
        }
      }
      keep(body, key);
      form.reset();
      return t`Kept on this device: it is sent when you are back online`;
    },
  });

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeading title={t`Report a return`} />
      <div className="card max-w-xl bg-base-100 shadow-sm">
        <div className="card-body">
          <p className="text-sm text-base-content/80">
            {t`Left boxes somewhere without staff to scan your code? Tell us here. A distributor or the store confirms it, then the points are yours.`}
          </p>
          {!online && (
            <p className="rounded-box bg-info/10 p-3 text-sm" role="status">
              {t`You are offline. Your report is kept on this device and sent when you are back online.`}
            </p>
          )}
          <FormFrame form={form} label={t`Report a return`} submitLabel={t`Report return`} pendingLabel={t`Reporting...`}>
            <TextField form={form} name="boxes" label={t`Number of boxes`} type="number" inputMode="numeric" min={1} />
            <SelectField
              form={form}
              name="storeId"
              label={t`Store`}
              hint={directory.error ? t`The store list did not load: say where in words below.` : t`If you returned them at one of our stores.`}
              options={[{ value: '', label: t`Not at a store` }, ...stores.map((s) => ({ value: String(s.id), label: `${s.name}, ${s.city}` }))]}
            />
            <TextField
              form={form}
              name="location"
              label={t`Where`}
              placeholder={form.values.storeId ? storeName(form.values.storeId) : t`e.g. the drop box at the station`}
              maxLength={200}
            />
          </FormFrame>
        </div>
      </div>
      <MyReports version={version} />
    </section>
  );
}
