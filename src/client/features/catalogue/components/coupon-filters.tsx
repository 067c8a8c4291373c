import { useLingui } from '@lingui/react/macro';
import { ALL_COMPANIES, type CompanyOption, type CouponOrder } from '../lib/coupon-filters';

interface CouponFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  companyId: number | null;
  onCompanyChange: (companyId: number | null) => void;
  companies: readonly CompanyOption[];
  order: CouponOrder;
  onOrderChange: (order: CouponOrder) => void;
  /** "I can afford this": null when signed out (there is no balance to compare with). */
  affordableOnly: boolean | null;
  onAffordableOnlyChange: (on: boolean) => void;
}

export function CouponFilters(props: CouponFiltersProps) {
  const { t } = useLingui();
  const searchLabel = t`Search for coupons`;
  const { query, onQueryChange, companyId, onCompanyChange, companies, order, onOrderChange, affordableOnly, onAffordableOnlyChange } = props;
  return (
    <div role="search" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <label className="input w-full sm:max-w-sm">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 opacity-60" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          type="search"
          name="q"
          placeholder={searchLabel}
          aria-label={searchLabel}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </label>
      <select
        className="select w-full sm:max-w-xs"
        name="company"
        aria-label={t`Company`}
        value={companyId === null ? '' : String(companyId)}
        onChange={(event) => onCompanyChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t(ALL_COMPANIES)}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
      <div className="flex flex-wrap items-center gap-3">
        <select className="select min-h-11 w-auto" aria-label={t`Sort by points`} value={order} onChange={(event) => onOrderChange(event.target.value as CouponOrder)}>
          <option value="points-asc">{t`Fewest points first`}</option>
          <option value="points-desc">{t`Most points first`}</option>
        </select>
        {affordableOnly !== null && (
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="checkbox checkbox-sm" checked={affordableOnly} onChange={(event) => onAffordableOnlyChange(event.target.checked)} />
            {t`I can afford this`}
          </label>
        )}
      </div>
    </div>
  );
}
