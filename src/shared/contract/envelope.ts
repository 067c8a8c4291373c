import { z } from 'zod';

/** Every JSON answer of /api/v1 (product.md, API conventions). */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
  /** The stable id of `message` on failures, and on successes whose sentence a person is shown (see errorEnvelopeSchema below). */
  code?: string;
  /** On failures only: what was filled into the sentence's placeholders. */
  values?: Record<string, string | number>;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    data,
    code: z.string().optional().meta({ description: "The sentence's stable id, on a success a person is shown (e.g. auth.welcome)." }),
  });

/** A page of a list (see `Page<T>` below), for response schemas. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/**
 * Every failure: `message` is the sentence in English; `code` the stable id of that
 * sentence (src/shared/server-messages.ts: 'redeem.not-enough-points', 'request.invalid' for a
 * request that fails validation, 'untranslated' for operators' answers), `values` what was filled
 * into it. A client shows the sentence of `code` in its language, or `message` when it has none.
 */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string().meta({ description: 'The sentence for a person, in English.' }),
    data: z.null(),
    code: z.string().meta({ description: "The sentence's stable id, e.g. redeem.not-enough-points; request.invalid for validation; untranslated for operators' answers." }),
    values: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: "What fills the sentence's {placeholders}, e.g. { missing: 40 }." }),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Refusals a route answers beyond those of its kind of request (the server adds those), for response schemas. */
export const refusals = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<S, typeof errorEnvelopeSchema>;

/** A file part of a multipart/form-data body, for the document of its fields. */
export const imageFile = z.string().meta({ format: 'binary', description: 'An image file: PNG, JPEG, WebP or GIF, at most 5 MB.' });

/** Ids are PostgreSQL `integer`s: a larger number can match nothing and must not reach the database. */
export const MAX_ID = 2_147_483_647;

/** A positive record id from a path, query or body (strings such as "12" are accepted). */
export const idField = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is too large`);

export const idParam = z.object({ id: idField('id') });

export const paging = z.object({
  page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(1_000_000, 'page is too large').default(1),
  pageSize: z.coerce.number({ message: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be at least 1').max(200, 'pageSize must be at most 200').default(20),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const cursorField = (name: string) =>
  z.string({ message: `${name} must be text` }).min(1, `${name} must not be empty`).max(400, `${name} is too long`).optional();

/**
 * Keyset paging beside page/offset: `after` is the `next` cursor of the page before,
 * `before` the `previous` cursor of the page after. A cursor page costs the same at any depth.
 */
export const cursorPaging = z.object({ after: cursorField('after'), before: cursorField('before') });

/** The neighbours of a page, for keyset paging: null where there is no such page. */
export const pageCursors = z.object({ next: z.string().nullable(), previous: z.string().nullable() });
export type PageCursors = z.infer<typeof pageCursors>;

/** A [from, to) range's check, shared by every date-range query: `to` after `from` when both are given. */
export const toAfterFrom: [(q: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (q) => !q.from || !q.to || new Date(q.to) > new Date(q.from),
  { message: 'to must be after from', path: ['to'] },
];
