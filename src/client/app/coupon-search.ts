// The header search also finds coupons by description: from the catalogue already on the device
// (no request, works offline). Composed here because the search (layout) and the catalogue are
// two features. Choosing one opens the catalogue with its redeem flow.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { cachedCouponsAtom } from '@/client/features/catalogue/atoms';
import { REDEEM_PARAM } from '@/client/features/catalogue/hooks/use-redeem-target';
import type { FindMore } from '@/client/features/layout/search-entries';
import { formatPoints } from '@/client/lib/format/format';
import { PATHS, withQuery } from '@/shared/screen-paths';

const MOST = 8;

export function useCouponSearch(): FindMore {
  const coupons = useAtomValue(cachedCouponsAtom);
  return useCallback(
    (query: string) => {
      const needle = query.trim().toLocaleLowerCase();
      if (!needle || !coupons) return [];
      return coupons
        .filter((c) => c.couponDescription.toLocaleLowerCase().includes(needle))
        .slice(0, MOST)
        .map((c) => ({
          key: `coupon:${c.id}`,
          label: c.couponDescription,
          detail: [c.company?.companyName, formatPoints(c.pointToRedeem)].filter(Boolean).join(' · '),
          href: withQuery(PATHS.coupons, { [REDEEM_PARAM]: c.id }),
          external: false,
        }));
    },
    [coupons],
  );
}
