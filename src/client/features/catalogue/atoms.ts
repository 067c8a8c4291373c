// The last catalogue the server sent, kept in IndexedDB: a returning visitor (or one with
// no connection) sees the list at once, and a failed reload leaves it on screen.
import { z } from 'zod';
import { couponSchema, type Coupon } from '../../../shared/contract/coupons';
import { persistedAtom } from '../../lib/persisted-atom';

export const cachedCouponsAtom = persistedAtom<Coupon[] | null>('catalogue-coupons', 1, z.array(couponSchema).nullable(), null);
