// /admin/form: an admin records a box return for a recycler (the same screen a distributor
// uses: find them by code or QR, boxes, confirm) and decides the returns recyclers reported.
import { DistributorFormPage } from '../../features/returns/components/distributor-form-page';
import { PendingReturns } from '../../features/returns/components/pending-returns';

export function AdminFormPage() {
  return (
    <div className="flex flex-col gap-6">
      <DistributorFormPage />
      <PendingReturns />
    </div>
  );
}
