import { z } from 'zod';
import { paging } from './envelope';

/** A business customer of the box service (product.md, "Client"). */
export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  distributorCount: z.number().int(),
  businessUserCount: z.number().int(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

const optionalText = (field: string, max: number) =>
  z.string({ message: `${field} must be text` }).trim().max(max, `${field} is too long`);

export const clientFields = z.object({
  name: z.string({ message: 'name is required' }).trim().min(1, 'name is required').max(120, 'name is too long'),
  contactName: optionalText('contactName', 120).default(''),
  // Empty is allowed (not every client has given one); anything else must be an address.
  email: z
    .string({ message: 'email must be text' })
    .trim()
    .toLowerCase()
    .max(254, 'email is too long')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'email must be a valid address')
    .default(''),
  phone: optionalText('phone', 40).default(''),
  address: optionalText('address', 300).default(''),
});
export type ClientFields = z.infer<typeof clientFields>;

export const updateClientBody = z
  .object({
    name: clientFields.shape.name.optional(),
    contactName: optionalText('contactName', 120).optional(),
    email: clientFields.shape.email.unwrap().optional(),
    phone: optionalText('phone', 40).optional(),
    address: optionalText('address', 300).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Nothing to update: send name, contactName, email, phone or address',
  });
export type UpdateClientBody = z.infer<typeof updateClientBody>;

export const listClientsQuery = paging.extend({
  search: z.string().trim().max(100, 'search is too long').optional(),
});
export type ListClientsQuery = z.infer<typeof listClientsQuery>;

/** A DISTRIBUTOR or BUSINESS_USER account attached to a client. */
export const clientMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  clientId: z.number().int().nullable(),
  serviceArea: z.string().nullable(),
  storeCount: z.number().int(),
});
export type ClientMember = z.infer<typeof clientMemberSchema>;

export const attachDistributorBody = z.object({
  userId: z.number({ message: 'userId must be a number' }).int('userId must be a whole number').positive('userId must be positive'),
  serviceArea: z.string({ message: 'serviceArea is required' }).trim().min(1, 'serviceArea is required').max(120, 'serviceArea is too long'),
});
export type AttachDistributorBody = z.infer<typeof attachDistributorBody>;

export const attachBusinessUserBody = z.object({
  userId: attachDistributorBody.shape.userId,
});
export type AttachBusinessUserBody = z.infer<typeof attachBusinessUserBody>;

export const clientMemberParams = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int('id must be a whole number').positive('id must be positive'),
  userId: z.coerce.number({ message: 'userId must be a number' }).int('userId must be a whole number').positive('userId must be positive'),
});
