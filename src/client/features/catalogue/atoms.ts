// The last catalogue the server sent, kept in IndexedDB: a returning visitor (or one with
// no connection) sees the list at once, and a failed reload leaves it on screen.
import type { Coupon } from '@/shared/contract/coupons';
import { persistedAtom } from '@/client/lib/persisted-atom';

// The public list is nobody's personal data: after a logout the catalogue still opens at once.
export const cachedCouponsAtom = persistedAtom<Coupon[] | null>(
  'catalogue-coupons',
  1,
  async () => (await import('./cached-coupons-schema')).cachedCouponsSchema,
  null,
  { keepOnLogout: true },
);
