import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Company } from '@/shared/contract/coupons';
import { OnlineButton } from '@/client/components/online-button';
import { uploadedImageUrl } from '@/client/lib/images';
import { PATHS, pathTo } from '@/shared/screen-paths';

interface CompanyCardProps {
  company: Company;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
}

export function CompanyCard({ company, onEdit, onDelete }: CompanyCardProps) {
  const { t } = useLingui();
  const banner = company.banner ? uploadedImageUrl(company.banner) : null;
  const name = company.companyName;
  const couponCount = company.couponCount;
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm" data-testid="company-card" aria-labelledby={`company-${company.id}`}>
      {banner ? (
        <img src={`${banner}?w=500`} alt="" width={500} height={160} loading="lazy" className="h-40 w-full bg-base-300 object-cover" />
      ) : (
        <div aria-hidden="true" className="h-40 w-full bg-base-300" />
      )}
      <div className="card-body gap-2 p-4">
        <h2 id={`company-${company.id}`} className="card-title text-base">
          {company.companyName}
        </h2>
        <p className="text-sm opacity-75" data-testid="company-coupon-count">
          {t`${plural(couponCount, { one: '# coupon', other: '# coupons' })}`}
        </p>
        <div className="card-actions mt-2 justify-between">
          <Link href={pathTo(PATHS.admin.companyCoupons, { companyId: company.id })} className="btn btn-primary btn-sm">
            {t`Manage coupons`}
          </Link>
          <OnlineButton className="btn btn-ghost btn-sm" onClick={() => onEdit(company)} aria-label={t`Edit ${name}`}>
            {t`Edit`}
          </OnlineButton>
          <OnlineButton className="btn btn-ghost btn-sm text-error" onClick={() => onDelete(company)} aria-label={t`Delete ${name}`}>
            {t`Delete`}
          </OnlineButton>
        </div>
      </div>
    </article>
  );
}
