import { z } from 'zod';
import { paging } from './envelope';
import { emailSchema, MAIL_LOCALES, nameSchema } from './auth';
import { boxReturnSchema } from './returns';

/** A business user's store (product.md, "Store"): where boxes are returned. */
export const storeSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  /** Where it is, for sorting Return points by distance; null until someone gives it. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  active: z.boolean(),
  boxesReturned: z.number().int(),
  createdAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/** One store with the returns recorded at it, newest first. */
export const storeDetailSchema = storeSchema.extend({ recentReturns: z.array(boxReturnSchema) });
export type StoreDetail = z.infer<typeof storeDetailSchema>;

/** What a recycler picks from when reporting a return: active stores only. */
export const storeDirectoryEntrySchema = z.object({ id: z.number().int(), name: z.string(), city: z.string(), address: z.string() });
export type StoreDirectoryEntry = z.infer<typeof storeDirectoryEntrySchema>;

/**
 * An active store as a recycler sees it on Return points (public: where to bring boxes back).
 * Coordinates are null when the store has not given them.
 */
export const returnPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ReturnPoint = z.infer<typeof returnPointSchema>;

const coordinate = (field: string, limit: number) =>
  z
    .number({ message: `${field} must be a number` })
    .min(-limit, `${field} must be between -${limit} and ${limit}`)
    .max(limit, `${field} must be between -${limit} and ${limit}`);

const text = (field: string, max: number) => z.string({ message: `${field} must be text` }).trim().max(max, `${field} is too long`);

const storeText = {
  name: z.string({ message: 'name is required' }).trim().min(1, 'name is required').max(120, 'name is too long'),
  address: text('address', 300),
  city: text('city', 120),
  phone: text('phone', 40),
  openingHours: text('openingHours', 200),
};

export const createStoreBody = z.object({
  name: storeText.name,
  address: storeText.address.default(''),
  city: storeText.city.default(''),
  phone: storeText.phone.default(''),
  openingHours: storeText.openingHours.default(''),
  latitude: coordinate('latitude', 90).optional(),
  longitude: coordinate('longitude', 180).optional(),
  /** Admins create a store for a business user; a business user's own stores ignore it. */
  ownerId: z.number({ message: 'ownerId must be a number' }).int('ownerId must be a whole number').positive('ownerId must be positive').optional(),
});
export type CreateStoreBody = z.infer<typeof createStoreBody>;

export const updateStoreBody = z
  .object({
    name: storeText.name.optional(),
    address: storeText.address.optional(),
    city: storeText.city.optional(),
    phone: storeText.phone.optional(),
    openingHours: storeText.openingHours.optional(),
    latitude: coordinate('latitude', 90).nullable().optional(),
    longitude: coordinate('longitude', 180).nullable().optional(),
    active: z.boolean({ message: 'active must be true or false' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Nothing to update: send name, address, city, phone, openingHours or active',
  });
export type UpdateStoreBody = z.infer<typeof updateStoreBody>;

export const storeActiveBody = z.object({ active: z.boolean({ message: 'active must be true or false' }) });
export type StoreActiveBody = z.infer<typeof storeActiveBody>;

export const listStoresQuery = paging.extend({
  ownerId: z.coerce.number({ message: 'ownerId must be a number' }).int('ownerId must be a whole number').positive('ownerId must be positive').optional(),
  search: z.string().trim().max(100, 'search is too long').optional(),
});
export type ListStoresQuery = z.infer<typeof listStoresQuery>;

/** A store manager of a store (GET/POST /stores/{id}/managers). */
export const storeManagerSchema = z.object({ userId: z.number().int(), name: z.string(), email: z.string(), assignedAt: z.string() });
export type StoreManager = z.infer<typeof storeManagerSchema>;

/** The business user names the manager by the email of their STORE_MANAGER account. */
export const assignManagerBody = z.object({
  email: z.string({ message: 'email is required' }).trim().toLowerCase().email('email must be a valid address'),
});
export type AssignManagerBody = z.infer<typeof assignManagerBody>;

/** A clerk invited by email: their account is made for the store's business, the mail's link sets the password. */
export const inviteClerkBody = z.object({
  name: nameSchema,
  email: emailSchema,
  /** The language of the invitation mail (English when absent). */
  locale: z.enum(MAIL_LOCALES, { message: `locale must be one of ${MAIL_LOCALES.join(', ')}` }).optional(),
});
export type InviteClerkBody = z.infer<typeof inviteClerkBody>;

export const managerParams = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int('id must be a whole number').positive('id must be positive'),
  userId: z.coerce.number({ message: 'userId must be a number' }).int('userId must be a whole number').positive('userId must be positive'),
});

/** A store as its store manager sees it (GET /stores/managed). */
export const managedStoreSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string(), address: z.string(), active: z.boolean() });
export type ManagedStore = z.infer<typeof managedStoreSchema>;
