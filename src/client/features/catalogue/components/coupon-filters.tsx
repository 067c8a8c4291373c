import { ALL_COMPANIES, type CompanyOption } from '../lib/coupon-filters';

interface CouponFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  companyId: number | null;
  onCompanyChange: (companyId: number | null) => void;
  companies: readonly CompanyOption[];
}

export function CouponFilters({ query, onQueryChange, companyId, onCompanyChange, companies }: CouponFiltersProps) {
  return (
    <div role="search" className="flex flex-col gap-2 sm:flex-row">
      <label className="input w-full sm:max-w-sm">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 opacity-60" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          type="search"
          name="q"
          placeholder="Search for coupons"
          aria-label="Search for coupons"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </label>
      <select
        className="select w-full sm:max-w-xs"
        name="company"
        aria-label="Company"
        value={companyId === null ? '' : String(companyId)}
        onChange={(event) => onCompanyChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{ALL_COMPANIES}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
    </div>
  );
}
