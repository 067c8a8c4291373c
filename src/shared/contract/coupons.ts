import { z } from 'zod';
import { idField } from './envelope';

/** A catalogue item (spec section 3, "Coupon code"). */
export const couponSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  company: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
  couponDescription: z.string(),
  couponCode: z.string(),
  couponType: z.string(),
  /** 20 for "20% OFF" with couponType percentage, 10 for "$10 OFF" otherwise. */
  couponValue: z.number(),
  bannerImage: z.string().nullable(),
  pointToRedeem: z.number().int(),
  redeemLink: z.string(),
  stock: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  hasCodePool: z.boolean(),
  /** Admin lists only: unique codes of the pool not yet handed out (null without a pool). */
  poolCodesLeft: z.number().int().nullable().optional(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The public list: the spec puts the array at data.data. */
export const couponListAnswer = z.object({ data: z.array(couponSchema) });

export const companySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  banner: z.string().nullable(),
  couponCount: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

export const redeemBody = z.object({
  couponCodeId: idField('couponCodeId'),
  userId: idField('userId'),
});
export type RedeemBody = z.infer<typeof redeemBody>;

export const redeemAnswer = z.object({
  couponDescription: z.string(),
  couponCode: z.string(),
  couponType: z.string(),
  couponValue: z.number(),
  redeemLink: z.string(),
  bannerImage: z.string().nullable(),
  redemptionId: z.number().int(),
  pointsSpent: z.number().int(),
  available_reward_points: z.number().int(),
});
export type RedeemAnswer = z.infer<typeof redeemAnswer>;

/** One redeemed coupon as the wallet keeps it (GET /coupon/my-redemptions). */
export const redemptionSchema = z.object({
  redemptionId: z.number().int(),
  couponId: z.number().int(),
  companyName: z.string().nullable(),
  couponDescription: z.string(),
  couponCode: z.string(),
  couponType: z.string(),
  couponValue: z.number(),
  redeemLink: z.string(),
  bannerImage: z.string().nullable(),
  pointsSpent: z.number().int(),
  redeemedAt: z.string(),
  /** Until when the coupon may be used, when it has an end (the wallet says so). */
  validUntil: z.string().nullable().optional(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const COUPON_TYPES = ['percentage', 'dollar'] as const;

/** Multipart text fields of create/update coupon code (the banner is a file part). */
export const couponFields = z.object({
  companyId: idField('companyId'),
  couponDescription: z.string({ message: 'couponDescription is required' }).trim().min(1, 'couponDescription is required').max(300, 'couponDescription is too long'),
  couponCode: z.string({ message: 'couponCode is required' }).trim().min(1, 'couponCode is required').max(100, 'couponCode is too long'),
  couponType: z.enum(COUPON_TYPES, { message: 'couponType must be percentage or dollar' }),
  couponValue: z.coerce.number({ message: 'couponValue must be a number' }).positive('couponValue must be more than 0').max(100_000),
  pointToRedeem: z.coerce.number({ message: 'pointToRedeem must be a number' }).int('pointToRedeem must be a whole number').min(1, 'pointToRedeem must be at least 1').max(1_000_000),
  redeemLink: z.string({ message: 'redeemLink is required' }).trim().url({ protocol: /^https?$/, message: 'redeemLink must be an http(s) URL' }).max(500),
  stock: z.coerce.number({ message: 'stock must be a number' }).int('stock must be a whole number').min(0, 'stock must be 0 or more').max(1_000_000_000, 'stock is too large').nullable().optional(),
  perUserLimit: z.coerce.number({ message: 'perUserLimit must be a number' }).int('perUserLimit must be a whole number').min(1, 'perUserLimit must be at least 1').max(1_000_000, 'perUserLimit is too large').nullable().optional(),
  validFrom: z.string().datetime({ offset: true, message: 'validFrom must be a date-time' }).nullable().optional(),
  validUntil: z.string().datetime({ offset: true, message: 'validUntil must be a date-time' }).nullable().optional(),
  /** Unique codes, one per line or comma separated. */
  codePool: z.string().max(200_000).optional(),
});
export type CouponFields = z.infer<typeof couponFields>;

/** Update: every field optional; an empty nullable field (stock, perUserLimit, validFrom, validUntil) clears it. */
export const couponUpdateFields = couponFields.partial();
export type CouponUpdateFields = z.infer<typeof couponUpdateFields>;

/** The nullable fields, for which an empty form value means "none". */
export const COUPON_NULLABLE_FIELDS = ['stock', 'perUserLimit', 'validFrom', 'validUntil'] as const;

/** Multipart text field of create-coupon-company (the banner is a file part). */
export const companyFields = z.object({
  companyName: z
    .string({ message: 'companyName is required' })
    .trim()
    .min(1, 'companyName is required')
    .max(100, 'companyName is too long'),
});
export type CompanyFields = z.infer<typeof companyFields>;

export const companyIdParam = z.object({ companyId: idField('companyId') });

// Zod-free, so the catalogue's first visit can show a value without loading zod.
export { formatCouponValue } from '../coupon-value';
