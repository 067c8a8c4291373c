import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Coupon } from '@/shared/contract/coupons';
import { currentUserAtom } from '@/client/lib/session/session';
import { useValueAfterPaint } from '@/client/lib/hooks/use-value-after-paint';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { useCouponList } from '../hooks/use-coupon-list';
import { useRedeemTarget } from '../hooks/use-redeem-target';
import { buildSearchIndex, companyOptions, filterCoupons, sortCoupons, type CouponOrder } from '../lib/coupon-filters';
import { CatalogueHeader } from './catalogue-header';
import { CouponFilters } from './coupon-filters';
import { CouponGrid, CouponGridSkeleton } from './coupon-grid';
import { ShopBanner } from './shop-banner';
import { PATHS } from '@/shared/screen-paths';

export interface RedeemDialogSlot {
  coupon: Coupon;
  onClose: () => void;
  /** Called once a redemption went through: the catalogue reloads its list. */
  onRedeemed: () => void;
}

interface CataloguePageProps {
  /**
   * The redemption modal, supplied by the app: features do not import each other, so the
   * app composes the redeem feature into this page.
   */
  renderRedeemDialog?: (slot: RedeemDialogSlot) => ReactNode;
  /** The notifications' bell for the header, supplied by the app. */
  bell?: ReactNode;
}

const NO_COUPONS: Coupon[] = [];

export function CataloguePage({ renderRedeemDialog, bell }: CataloguePageProps) {
  const { t } = useLingui();
  const { coupons, settled, reload } = useCouponList();
  const { query, companyId, setQuery, setCompanyId } = useCatalogueFilters();
  const balance = useAtomValue(currentUserAtom)?.available_reward_points ?? null;
  const { target, requestRedeem, closeRedeem } = useRedeemTarget(coupons);

  const list = coupons ?? NO_COUPONS;
  const index = useMemo(() => buildSearchIndex(list), [list]);
  // The dropdown's names are sorted by the language's collation, whose first use is a long task
  // on a slow phone: they follow in a render of their own, after the cards have painted.
  const listForCompanies = useDeferredValue(list, NO_COUPONS);
  const companies = useMemo(() => companyOptions(listForCompanies), [listForCompanies]);
  // The input updates at once; filtering the (possibly huge) list follows once that has painted.
  const deferredQuery = useValueAfterPaint(query);
  const deferredCompanyId = useValueAfterPaint(companyId);
  const [order, setOrder] = useState<CouponOrder>('points-asc');
  const [affordableOnly, setAffordableOnly] = useState(false);
  const maxPoints = affordableOnly && balance !== null ? balance : null;
  const visible = useMemo(
    () => sortCoupons(filterCoupons(index, { query: deferredQuery, companyId: deferredCompanyId, maxPoints }), order),
    [index, deferredQuery, deferredCompanyId, maxPoints, order],
  );
  const shown = visible.length;
  const onRedeemed = useCallback(() => void reload(), [reload]);

  return (
    <>
      <CatalogueHeader bell={bell} />
      {/* The layout around the page supplies <main>; this is its content column. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
        <ShopBanner />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{t`Coupons`}</h1>
          {/* The person at the till looks for their code here first: one tap to it. */}
          {balance !== null && (
            <Link href={PATHS.wallet} className="btn btn-outline btn-sm min-h-11" data-testid="catalogue-wallet-link">
              {t`My coupons`}
            </Link>
          )}
        </div>
        <CouponFilters
          query={query}
          onQueryChange={setQuery}
          companyId={companyId}
          onCompanyChange={setCompanyId}
          companies={companies}
          order={order}
          onOrderChange={setOrder}
          affordableOnly={balance === null ? null : affordableOnly}
          onAffordableOnlyChange={setAffordableOnly}
        />
        {coupons === null && !settled ? (
          <CouponGridSkeleton />
        ) : visible.length === 0 ? (
          <p className="py-12 text-center text-base-content/70" role="status">
            {t`No coupons found for the selected filters.`}
          </p>
        ) : (
          <>
            <p className="text-sm text-base-content/70" role="status" data-testid="coupon-count">
              {t`${plural(shown, { one: '# coupon', other: '# coupons' })}`}
            </p>
            <CouponGrid coupons={visible} balance={balance} onRedeem={requestRedeem} />
          </>
        )}
      </div>
      {target && renderRedeemDialog?.({ coupon: target, onClose: closeRedeem, onRedeemed })}
    </>
  );
}
