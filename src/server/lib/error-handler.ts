import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError, innermostCause, noteDiskFull, TROUBLE_ANSWERS } from './database-errors';
import { fail } from './envelope';
import { HttpError } from './http-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** "body.email: email must be a valid address" → a sentence naming the field once. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is not valid';
  if (field && !message.toLowerCase().startsWith(field.toLowerCase())) return `${field}: ${message}`;
  if (!field && context) return `${context}: ${message}`;
  return message;
}

const CODE_ANSWERS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is larger than 5 MB.'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts.'],
  FST_FILES_LIMIT: [413, 'Send one file at a time.'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted: send JSON or multipart form data.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send this form as multipart/form-data.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
};

/** The SQLSTATE of a database error, from the driver's error or the one drizzle wraps. */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.cause?.code === 'string' ? e.cause.code : e.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

// A safety net: services validate first, but input the database itself refuses (a number
// out of range, a NUL byte in text, a duplicate, a missing reference) is the caller's
// problem, so a 4xx, never a 500.
const DATABASE_ANSWERS: [RegExp, number, string][] = [
  [/^22/, 400, 'A value in the request is out of range or not valid.'],
  [/^23505$/, 409, 'This already exists.'],
  [/^23503$/, 400, 'The request refers to a record that does not exist.'],
];

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.code(error.statusCode).send(fail(error.message));
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(fail(describeValidation(error.validationContext, error.validation)));
  }
  const known = error.code ? CODE_ANSWERS[error.code] : undefined;
  if (known) return reply.code(known[0]).send(fail(known[1]));
  if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')) {
    return reply.code(400).send(fail('The body is not valid JSON.'));
  }
  const trouble = classifyDatabaseError(error);
  if (trouble) {
    // Expected in operation (a restart, a failover, a full disk): a warning for the away
    // database, an error for the disk since someone must act. The driver's error says why
    // (drizzle's wrapper only names the query, with its parameters).
    const err = innermostCause(error);
    if (trouble === 'disk-full') {
      noteDiskFull();
      request.log.error({ err }, 'the database disk is full');
    } else {
      request.log.warn({ err }, 'the database is not answering');
    }
    const answer = TROUBLE_ANSWERS[trouble];
    return reply.code(answer.status).header('Retry-After', String(answer.retryAfterSeconds)).send(fail(answer.message));
  }
  const state = sqlState(error);
  const database = state ? DATABASE_ANSWERS.find(([pattern]) => pattern.test(state)) : undefined;
  if (database) {
    request.log.warn({ err: error }, 'input refused by the database');
    return reply.code(database[1]).send(fail(database[2]));
  }
  if (error.statusCode === 429) return reply.code(429).send(fail(error.message));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send(fail(error.message || 'The request is not valid.'));
  }
  // Our fault: log everything, show nothing of it.
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(fail('Something went wrong on our side. Please try again in a moment.'));
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers or the address are too long.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (an address or headers
 * too long, a malformed request line): answered with the same envelope as everything else.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'The request could not be read.'];
  const body = JSON.stringify(fail(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
