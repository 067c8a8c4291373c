import { z } from 'zod';
import { ROLES } from '../roles';
import { SERVER_MESSAGES } from '../server-messages';

export const roleSchema = z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` });

export const emailSchema = z
  .string({ message: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .email('email must be a valid address');

export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = z
  .string({ message: 'password is required' })
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'password is too long');

export const nameSchema = z.string({ message: 'name is required' }).trim().min(1, 'name is required').max(100, 'name is too long');

export const loginBody = z.object({
  email: emailSchema,
  password: z.string({ message: 'password is required' }).min(1, 'password is required').max(200, 'password is too long'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema })
  .refine((b) => b.password.toLowerCase() !== b.email.toLowerCase(), {
    message: 'password must not be your email',
    path: ['password'],
  });
export type RegisterBody = z.infer<typeof registerBody>;

/** The languages a mail can be written in: the app's. */
export const MAIL_LOCALES = ['en', 'de', 'ar'] as const;

export const updateAccountBody = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    currentPassword: z.string().max(200).optional(),
    /** The language of the mail to the old address when the email changes. */
    locale: z.enum(MAIL_LOCALES, { message: `locale must be one of ${MAIL_LOCALES.join(', ')}` }).optional(),
  })
  .refine((b) => b.name !== undefined || b.email !== undefined || b.password !== undefined, {
    message: 'Nothing to update: send name, email or password',
  });
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

/** The user as the session holds it (spec section 3). */
export const sessionUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  profile_image: z.string().nullable(),
  available_reward_points: z.number().int(),
  user_code: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginAnswer = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** JWT claims (product.md): HS256, exp in seconds, sub = user id. */
export interface TokenClaims {
  sub: string;
  role: z.infer<typeof roleSchema>;
  exp: number;
  iat?: number;
}

export type MailLocale = (typeof MAIL_LOCALES)[number];

export const forgotPasswordBody = z.object({
  email: emailSchema,
  /** The language the person uses the app in: the mail is written in it (English when absent). */
  locale: z.enum(MAIL_LOCALES, { message: `locale must be one of ${MAIL_LOCALES.join(', ')}` }).optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: z.string({ message: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long'),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The token of the link mailed to the old address when an email changed. */
export const undoEmailChangeBody = z.object({
  token: z.string({ message: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long'),
});
export type UndoEmailChangeBody = z.infer<typeof undoEmailChangeBody>;

/** Deleting one's own account asks for the password once more. */
export const deleteAccountBody = z.object({
  password: z.string({ message: 'password is required' }).min(1, 'password is required').max(200, 'password is too long'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The one answer to every reset request, whether or not the email has an account. */
export const RESET_REQUESTED = SERVER_MESSAGES.resetRequested.message;
