// /admin/form: an admin records a box return for a recycler (the same screen a distributor
// uses: find them by code or QR, boxes, confirm) and decides the returns recyclers reported.
import { DistributorFormPage } from './distributor-form-page';
import { PendingReturns } from './pending-returns';

export function AdminReturnsPage() {
  return (
    <div className="flex flex-col gap-6">
      <DistributorFormPage />
      <PendingReturns />
    </div>
  );
}
