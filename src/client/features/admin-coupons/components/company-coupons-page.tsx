// /admin/coupon-companies/manage/{companyId}: the company's coupons in the staff table, with
// the editor (form + live card preview) opened above it to create or edit one.
import { useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { formatCouponValue, type Coupon } from '@/shared/contract/coupons';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { DataTable, type Column } from '@/client/components/table/data-table';
import { RowActions } from '@/client/components/table/row-actions';
import { PageFrame } from '@/client/components/page-frame';
import { useAsync } from '@/client/lib/use-async';
import { uploadedImageUrl } from '@/client/lib/images';
import { deleteCoupon } from '../api/delete-coupon';
import { listCompanies } from '../api/list-companies';
import { listCompanyCoupons } from '../api/list-company-coupons';
import { COUPON_MANAGEMENT_PATH } from '../paths';
import { CouponEditor } from './coupon-editor';
import { couponStatus, stockText, validityText } from './coupon-status';

const STATUS_BADGE = { Live: 'badge-success', Scheduled: 'badge-info', Expired: 'badge-ghost', 'Sold out': 'badge-warning' } as const;

export function CompanyCouponsPage() {
  const companyId = Number(useParams<{ companyId: string }>().companyId);
  // There is no "one company" route: the list is short, find it there.
  const company = useAsync(async () => (await listCompanies()).find((c) => c.id === companyId) ?? null, [companyId]);
  const coupons = useAsync(() => listCompanyCoupons(companyId), [companyId]);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const editorTop = useRef<HTMLDivElement>(null);
  const companyName = company.data?.companyName ?? '';

  const open = (target: Coupon | 'new') => {
    setEditing(target);
    requestAnimationFrame(() => editorTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const columns: Column<Coupon>[] = [
    {
      key: 'coupon',
      header: 'Coupon',
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
    { key: 'value', header: 'Value', hideBelow: 'md', cell: (c) => formatCouponValue(c.couponType, c.couponValue) },
    { key: 'points', header: 'Points', cell: (c) => <span data-testid="admin-coupon-points">{c.pointToRedeem}</span> },
    { key: 'stock', header: 'Stock', hideBelow: 'lg', cell: stockText },
    { key: 'valid', header: 'Valid', hideBelow: 'lg', cell: validityText },
    {
      key: 'status',
      header: 'Status',
      hideBelow: 'sm',
      cell: (c) => {
        const status = couponStatus(c);
        return <span className={`badge badge-sm ${STATUS_BADGE[status]}`}>{status}</span>;
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (c) => (
        <RowActions
          label={`Actions for ${c.couponDescription}`}
          actions={[
            { label: 'Edit', name: `Edit ${c.couponDescription}`, onClick: () => open(c), needsNetwork: false },
            { label: 'Delete', name: `Delete ${c.couponDescription}`, danger: true, onClick: () => setDeleting(c) },
          ]}
        />
      ),
    },
  ];

  if (company.status === 'ready' && company.data === null) {
    return (
      <PageFrame title="Coupon company not found" back={<BackLink />}>
        <p>There is no coupon company with id {String(companyId)}. It may have been deleted.</p>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={companyName ? `${companyName}: coupons` : 'Coupons'}
      description="Coupons of this company. Expired and sold-out coupons stay here but leave the public catalogue."
      back={<BackLink />}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => open('new')} disabled={editing === 'new'}>
          New coupon
        </button>
      }
    >
      <div ref={editorTop} className="scroll-mt-20">
        {editing && (
          <CouponEditor
            key={editing === 'new' ? 'new' : editing.id}
            companyId={companyId}
            companyName={companyName}
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
        caption={`Coupons of ${companyName || 'this company'}`}
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
        emptyMessage="This company has no coupons yet. Press New coupon to add one."
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this coupon?"
        confirmLabel="Delete coupon"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await deleteCoupon(deleting!.id);
          if (editing !== 'new' && editing?.id === deleting!.id) setEditing(null);
          coupons.reload();
          return 'Coupon deleted';
        }}
      >
        <p>
          “{deleting?.couponDescription}” leaves the public catalogue at once and can no longer be redeemed. Coupons already redeemed stay in
          users&apos; wallets.
        </p>
      </ConfirmDialog>
    </PageFrame>
  );
}

function BackLink() {
  return (
    <Link href={COUPON_MANAGEMENT_PATH} className="link link-hover inline-flex min-h-11 w-fit items-center text-sm">
      ← All coupon companies
    </Link>
  );
}
