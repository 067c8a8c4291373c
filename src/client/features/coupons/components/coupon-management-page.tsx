// /admin/coupon-management: the partner companies as cards (banner, name, number of coupons),
// a form to add one, and a delete that says what happens to the company's coupons.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Company } from '@/shared/contract/coupons';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { deleteCompany } from '../api/delete-company';
import { listCompanies } from '../api/list-companies';
import { CompanyCard } from './company-card';
import { CreateCompanyForm } from './create-company-form';
import { EditCompanyDialog } from './edit-company-dialog';
import { RetryAlert } from '@/client/components/retry-alert';

export function CouponManagementPage() {
  const { t } = useLingui();
  const companies = useAsync(listCompanies, []);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [editing, setEditing] = useState<Company | null>(null);
  const deletingName = deleting?.companyName;

  return (
    <PageFrame title={t`Coupon management`} description={t`Partner companies and the coupons recyclers spend their points on.`}>
      <CreateCompanyForm onCreated={companies.reload} />
      {companies.error && (
        <RetryAlert message={companies.error} onRetry={companies.reload} />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-busy={companies.status === 'loading'}>
        {companies.status === 'loading' && !companies.data
          ? Array.from({ length: 4 }, (_, i) => <div key={i} data-testid="company-skeleton" className="skeleton h-64 rounded-box" />)
          : companies.data?.map((company) => <CompanyCard key={company.id} company={company} onEdit={setEditing} onDelete={setDeleting} />)}
      </div>
      {companies.data?.length === 0 && (
        <p className="rounded-box border border-dashed border-base-300 bg-base-100 p-8 text-center opacity-75">
          {t`No coupon companies yet. Create the first one above.`}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deletingName ? t`Delete ${deletingName}?` : t`Delete this company?`}
        confirmLabel={t`Delete company`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await deleteCompany(deleting!.id);
          companies.reload();
          const name = deleting!.companyName;
          return t`${name} deleted`;
        }}
      >
        <DeleteCompanyConsequence company={deleting} />
      </ConfirmDialog>
      <EditCompanyDialog company={editing} onClose={() => setEditing(null)} onSaved={companies.reload} />
    </PageFrame>
  );
}

function DeleteCompanyConsequence({ company }: { company: Company | null }) {
  const { t } = useLingui();
  if (!company) return null;
  const name = company.companyName;
  const couponCount = company.couponCount;
  if (couponCount === 0) return <p>{t`${name} has no coupons. It disappears from coupon management.`}</p>;
  return (
    <p>
      {t`${plural(couponCount, {
        one: 'Its # coupon will be deleted with it and leave the public catalogue at once; nobody can redeem it any more.',
        other: 'Its # coupons will be deleted with it and leave the public catalogue at once; nobody can redeem them any more.',
      })} Coupons already redeemed stay in users’ wallets.`}
    </p>
  );
}
