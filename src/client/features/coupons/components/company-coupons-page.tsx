// /admin/coupon-companies/manage/{companyId}: the company's coupons in the staff table, with
// the editor (form + live card preview) opened above it to create or edit one.
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { formatCouponValue, type Coupon } from '@/shared/contract/coupons';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { RowActions } from '@/client/components/table/row-actions';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { uploadedImageUrl } from '@/client/lib/images';
import { deleteCoupon } from '../api/delete-coupon';
import { listCompanies } from '../api/list-companies';
import { listCompanyCoupons } from '../api/list-company-coupons';
import { CouponEditor } from './coupon-editor';
import { couponStatus, couponStatusLabel, stockText, validityText } from './coupon-status';
import { PATHS } from '@/shared/screen-paths';

const STATUS_BADGE = { Live: 'badge-success', Scheduled: 'badge-info', Expired: 'badge-ghost', 'Sold out': 'badge-warning' } as const;

export function CompanyCouponsPage() {
  const { t } = useLingui();
  const companyId = Number(useParams<{ companyId: string }>().companyId);
  // There is no "one company" route: the list is short, find it there.
  const company = useAsync(async () => (await listCompanies()).find((c) => c.id === companyId) ?? null, [companyId]);
  const coupons = useAsync(() => listCompanyCoupons(companyId), [companyId]);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const editorTop = useRef<HTMLDivElement>(null);
  const companyName = company.data?.companyName ?? '';
  const deletingDescription = deleting?.couponDescription ?? '';

  const open = (target: Coupon | 'new') => {
    setEditing(target);
    requestAnimationFrame(() => editorTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const columns: Column<Coupon>[] = [
    {
      key: 'coupon',
      header: t`Coupon`,
      cell: (c) => (
        <div className="flex items-center gap-3">
          {c.bannerImage && <img src={`${uploadedImageUrl(c.bannerImage)}?w=250`} alt="" width={64} height={40} className="hidden h-10 w-16 rounded object-cover sm:block" />}
          <div className="min-w-0">
            <p className="font-medium">{c.couponDescription}</p>
            <p className="font-mono text-xs opacity-70">{c.couponCode}</p>
          </div>
        </div>
      ),
    },
    { key: 'value', header: t`Value`, hideBelow: 'md', cell: (c) => <bdi>{formatCouponValue(c.couponType, c.couponValue)}</bdi> },
    { key: 'points', header: t`Points`, cell: (c) => <span data-testid="admin-coupon-points">{c.pointToRedeem}</span> },
    { key: 'stock', header: t`Stock`, hideBelow: 'lg', cell: stockText },
    { key: 'valid', header: t`Valid`, hideBelow: 'lg', cell: validityText },
    {
      key: 'status',
      header: t`Status`,
      hideBelow: 'sm',
      cell: (c) => {
        const status = couponStatus(c);
        return <span className={`badge badge-sm ${STATUS_BADGE[status]}`}>{couponStatusLabel(status)}</span>;
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (c) => {
        const description = c.couponDescription;
        return (
          <RowActions
            label={t`Actions for ${description}`}
            actions={[
              { label: t`Edit`, name: t`Edit ${description}`, onClick: () => open(c), needsNetwork: false },
              { label: t`Delete`, name: t`Delete ${description}`, danger: true, onClick: () => setDeleting(c) },
            ]}
          />
        );
      },
    },
  ];

  if (company.status === 'ready' && company.data === null) {
    return (
      <PageFrame title={t`Coupon company not found`} back={<BackLink />}>
        <p>{t`There is no coupon company with id ${companyId}. It may have been deleted.`}</p>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={companyName ? t`${companyName}: coupons` : t`Coupons`}
      description={t`Coupons of this company. Expired and sold-out coupons stay here but leave the public catalogue.`}
      back={<BackLink />}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => open('new')} disabled={editing === 'new'}>
          {t`New coupon`}
        </button>
      }
    >
      <div ref={editorTop} className="scroll-mt-20">
        {editing && (
          <CouponEditor
            key={editing === 'new' ? 'new' : editing.id}
            companyId={companyId}
            companyName={companyName}
            companyBanner={company.data?.banner ?? null}
            coupon={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              coupons.reload();
            }}
          />
        )}
      </div>
      <DataTable
        caption={companyName ? t`Coupons of ${companyName}` : t`Coupons of this company`}
        columns={columns}
        rows={coupons.data}
        rowKey={(c) => c.id}
        status={coupons.status}
        error={coupons.error ?? company.error}
        onRetry={() => {
          coupons.reload();
          company.reload();
        }}
        refreshing={coupons.refreshing}
        emptyMessage={t`This company has no coupons yet. Press New coupon to add one.`}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this coupon?`}
        confirmLabel={t`Delete coupon`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await deleteCoupon(deleting!.id);
          if (editing !== 'new' && editing?.id === deleting!.id) setEditing(null);
          coupons.reload();
          return t`Coupon deleted`;
        }}
      >
        <p>{t`“${deletingDescription}” leaves the public catalogue at once and can no longer be redeemed. Coupons already redeemed stay in users’ wallets.`}</p>
      </ConfirmDialog>
    </PageFrame>
  );
}

function BackLink() {
  const { t } = useLingui();
  return (
    <Link href={PATHS.admin.couponManagement} className="link link-hover inline-flex min-h-11 w-fit items-center text-sm">
      <span className="inline-block rtl:-scale-x-100">←</span> {t`All coupon companies`}
    </Link>
  );
}
