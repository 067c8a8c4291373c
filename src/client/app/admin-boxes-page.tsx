// /admin/boxes: make a batch of boxes for a client and print its labels, the latest batches,
// and any box's passport found by its code. Composes the clients feature (whom a batch is for)
// and the boxes feature.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Batch } from '@/shared/contract/boxes';
import { AsyncBlock } from '@/client/components/async-block';
import { EmptyState } from '@/client/components/empty-state';
import { PageFrame } from '@/client/components/page-frame';
import { listClients } from '@/client/features/clients/api/list-clients';
import { listBatches } from '@/client/features/boxes/api/list-batches';
import { BatchesTable } from '@/client/features/boxes/components/batches-table';
import { CreateBatchForm } from '@/client/features/boxes/components/create-batch-form';
import { FindBox } from '@/client/features/boxes/components/find-box';
import { NewBatch } from '@/client/features/boxes/components/new-batch';
import { useAsync } from '@/client/lib/hooks/use-async';
import { PATHS } from '@/shared/screen-paths';

export function AdminBoxesPage() {
  const { t } = useLingui();
  // The picker lists the first 200 clients by name (the list's largest page).
  const clients = useAsync(() => listClients({ page: 1, pageSize: 200 }), []);
  const batches = useAsync(listBatches, []);
  const [made, setMade] = useState<{ batch: Batch; clientName: string } | null>(null);
  return (
    <PageFrame title={t`Boxes`} description={t`Make boxes for a client and print their labels, or find any box by its code and follow its journey.`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="new-batch-title" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-4 p-4">
            <h2 id="new-batch-title" className="text-lg font-semibold">
              {t`New batch`}
            </h2>
            <AsyncBlock state={clients} skeleton={<div className="skeleton h-40 w-full" aria-busy="true" />}>
              {(page) =>
                page.items.length === 0 ? (
                  <EmptyState message={t`There are no clients yet: boxes are made for a client.`}>
                    <Link href={PATHS.admin.clients} className="btn btn-primary min-h-11">
                      {t`Add a client`}
                    </Link>
                  </EmptyState>
                ) : (
                  <CreateBatchForm
                    clients={page.items.map((c) => ({ id: c.id, name: c.name }))}
                    onCreated={(batch, clientName) => {
                      setMade({ batch, clientName });
                      batches.reload();
                    }}
                  />
                )
              }
            </AsyncBlock>
            {made && <NewBatch batch={made.batch} clientName={made.clientName} />}
          </div>
        </section>
        <section aria-labelledby="find-box-title" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-4 p-4">
            <h2 id="find-box-title" className="text-lg font-semibold">
              {t`Find a box`}
            </h2>
            <FindBox />
          </div>
        </section>
      </div>
      <section aria-labelledby="batches-title" className="flex flex-col gap-3">
        <h2 id="batches-title" className="text-lg font-semibold">
          {t`Batches`}
        </h2>
        <BatchesTable batches={batches} />
      </section>
    </PageFrame>
  );
}
