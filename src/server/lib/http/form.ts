// Multipart forms (coupon, company and profile uploads): the text fields as strings, at most
// one image file. The whole stream is read before any error is thrown, so a refused form
// never leaves the connection half-read.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from './http-error';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface Form {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export async function readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<Form> {
  if (!request.isMultipart()) throw new HttpError(415, M.notMultipart);
  const form: Form = { fields: {}, file: null };
  let problem: HttpError | null;
  try {
    problem = await readParts(request, fileFields, form);
  } catch (error) {
    throw unreadableForm(error);
  }
  if (problem) throw problem;
  return form;
}

/** Reads every part into `form`; returns the first problem found, if any. */
async function readParts(request: FastifyRequest, fileFields: readonly string[], form: Form): Promise<HttpError | null> {
  let problem: HttpError | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // A browser sends an empty, nameless part for a file input left empty.
      if (bytes.length === 0 && !part.filename) continue;
      if (!fileFields.includes(part.fieldname)) {
        problem ??= badRequest(M.unexpectedFile, { field: part.fieldname, expected: fileFields[0] ?? 'nothing' });
        continue;
      }
      form.file = { field: part.fieldname, filename: part.filename, bytes };
      continue;
    }
    if (part.valueTruncated) problem ??= new HttpError(413, M.fieldTooLong, { field: part.fieldname });
    else if (part.fieldname in form.fields) problem ??= badRequest(M.fieldTwice, { field: part.fieldname });
    else form.fields[part.fieldname] = String(part.value);
  }
  return problem;
}

/**
 * The multipart parser's own failures (a body cut short, no boundary, a broken part header)
 * are the sender's: a 400 with a sentence. Limits keep their codes (413, error-handler.ts).
 */
function unreadableForm(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  return badRequest(M.formUnreadable);
}

/** Form text → the shared zod schema; the first problem becomes a 400 naming its field. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'is not valid';
  // The schema's English detail, under the code of any request that is not valid (error-handler.ts).
  throw badRequest({ id: M.requestInvalid.id, message: field && !message.startsWith(field) ? `${field}: ${message}` : message });
}

/** Empty text of a nullable field means "none" (e.g. unlimited stock), not 0 or "". */
export function blankToNull(fields: Record<string, string>, names: readonly string[]): Record<string, string | null> {
  const out: Record<string, string | null> = { ...fields };
  for (const name of names) if (out[name] !== undefined && out[name]!.trim() === '') out[name] = null;
  return out;
}
