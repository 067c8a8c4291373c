import { z } from 'zod';

/** Every JSON answer of /api/v1 (product.md, API conventions). */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
});

export const idParam = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int('id must be a whole number').positive('id must be positive'),
});

export const paging = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(200, 'pageSize must be at most 200').default(20),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
