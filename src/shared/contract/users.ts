import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema, roleSchema } from './auth';
import { idField, paging } from './envelope';

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

export const listUsersQuery = paging.extend({
  search: z.string().trim().max(100, 'search is too long').optional(),
  role: roleSchema.optional(),
  sort: z.enum(USER_SORTS, { message: `sort must be one of ${USER_SORTS.join(', ')}` }).default('-created_at'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const createUserBody = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema,
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
export const usersPage = z.object({
  items: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Text field of the multipart updateProfile (the image is the file part `profile_image`). */
export const profileFields = z.object({ name: nameSchema.optional() });
export type ProfileFields = z.infer<typeof profileFields>;
export const PROFILE_IMAGE_FIELDS = ['profile_image', 'image'] as const;
