// The stored catalogue's shape, loaded only when a catalogue is stored (not on a first visit).
import { z } from 'zod';
import { couponSchema } from '@/shared/contract/coupons';

export const cachedCouponsSchema = z.array(couponSchema).nullable();
