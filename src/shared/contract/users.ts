import { z } from 'zod';
import { emailSchema, MAIL_LOCALES, nameSchema, passwordSchema, roleSchema } from './auth';
import { cursorPaging, idField, pageCursors, paging } from './envelope';

/** The full user record as staff screens and getUserById see it. */
export const userSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  profile_image: z.string().nullable(),
  available_reward_points: z.number().int(),
  user_code: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const USER_SORTS = ['name', '-name', 'email', '-email', 'created_at', '-created_at', 'points', '-points'] as const;

/** Above this many matches a cursor page of a search says "at least" (totalCapped) instead of counting on. */
export const USERS_TOTAL_CAP = 10_000;

export const listUsersQuery = paging.extend(cursorPaging.shape).extend({
  search: z.string().trim().max(100, 'search is too long').optional(),
  role: roleSchema.optional(),
  sort: z.enum(USER_SORTS, { message: `sort must be one of ${USER_SORTS.join(', ')}` }).default('-created_at'),
  /**
   * 'cursor': keyset pages (after/before/last) and a search's total counted up to USERS_TOTAL_CAP, for a
   * million accounts; 'offset' (the default, implied unless after/before/last is sent): page
   * numbers and an exact total.
   */
  paging: z.enum(['offset', 'cursor'], { message: 'paging must be offset or cursor' }).optional(),
  last: z
    .enum(['true', 'false'], { message: 'last must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

/** The users CSV: the table's filter and sort, every row. */
export const exportUsersQuery = listUsersQuery.pick({ search: true, role: true, sort: true });
export const USERS_CSV_HEADER = ['user_id', 'name', 'email', 'role', 'available_reward_points', 'active', 'user_code', 'created_at'] as const;

export const createUserBody = z.object({
  name: nameSchema,
  email: emailSchema,
  /** Without one, the account is mailed an invitation whose link chooses the password. */
  password: passwordSchema.optional(),
  role: roleSchema,
  /** The invitation mail's language (English when absent). */
  locale: z.enum(MAIL_LOCALES, { message: `locale must be one of ${MAIL_LOCALES.join(', ')}` }).optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .object({
    id: idField('id'),
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    role: roleSchema.optional(),
    active: z.boolean().optional(),
    pointsAdjustment: z
      .number()
      .int('pointsAdjustment must be a whole number')
      .refine((n) => n !== 0, 'pointsAdjustment must not be 0')
      .optional(),
    reason: z.string().trim().min(1, 'reason is required').max(300).optional(),
  })
  .refine((b) => b.pointsAdjustment === undefined || b.reason !== undefined, {
    message: 'reason is required for a points adjustment',
    path: ['reason'],
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const roleParam = z.object({ role: roleSchema });

/** getAllUsers answer: one page and the total across all pages. */
export const usersPage = z
  .object({
    items: z.array(userSchema),
    /**
     * Null when not counted: a cursor page of a search that its walk along the sort filled
     * (users.service.ts, searchWalk). Page numbers always have a number.
     */
    total: z.number().int().nullable(),
    /** True when a search's total stopped at USERS_TOTAL_CAP: there are more (cursor paging only). */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .extend(pageCursors.shape);
export type UsersPage = z.infer<typeof usersPage>;

/** Text field of the multipart updateProfile (the image is the file part `profile_image`). */
export const profileFields = z.object({ name: nameSchema.optional() });
export type ProfileFields = z.infer<typeof profileFields>;
export const PROFILE_IMAGE_FIELDS = ['profile_image', 'image'] as const;
