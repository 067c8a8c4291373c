import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError, innermostCause, noteDiskFull, sqlStateOf, TROUBLE_ANSWERS } from '@/server/db/database-errors';
import { fail, refusal } from './envelope';
import { HttpError } from './http-error';
import { SERVER_MESSAGES as M, type ServerMessage } from '@/shared/server-messages';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** "body.email: email must be a valid address" → a sentence naming the field once. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return M.requestInvalid.message;
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is not valid';
  if (field && !message.toLowerCase().startsWith(field.toLowerCase())) return `${field}: ${message}`;
  if (!field && context) return `${context}: ${message}`;
  return message;
}

const CODE_ANSWERS: Record<string, [number, ServerMessage]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, M.bodyTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, M.fileTooLarge],
  FST_PARTS_LIMIT: [413, M.tooManyParts],
  FST_FILES_LIMIT: [413, M.oneFileAtATime],
  FST_FIELDS_LIMIT: [413, M.tooManyFields],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, M.mediaType],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, M.notMultipart],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, M.emptyJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, M.invalidJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, M.contentLength],
};

// A safety net: services validate first, but input the database itself refuses (a number
// out of range, a NUL byte in text, a duplicate, a missing reference) is the caller's
// problem, so a 4xx, never a 500.
const DATABASE_ANSWERS: [RegExp, number, ServerMessage][] = [
  [/^22/, 400, M.valueOutOfRange],
  [/^23505$/, 409, M.alreadyExists],
  [/^23503$/, 400, M.missingReference],
];

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(refusal(error.message, error.code, error.values));
  }
  // Validation names the field and the rule in English (the schemas' own wording): the code
  // lets a client in another language say at least that the information is not valid.
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(refusal(describeValidation(error.validationContext, error.validation), M.requestInvalid.id));
  }
  const known = error.code ? CODE_ANSWERS[error.code] : undefined;
  if (known) return reply.code(known[0]).send(fail(known[1]));
  if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')) {
    return reply.code(400).send(fail(M.invalidJson));
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
    return reply.code(answer.status).header('Retry-After', String(answer.retryAfterSeconds)).send(fail(answer.sentence));
  }
  const state = sqlStateOf(error);
  const database = state ? DATABASE_ANSWERS.find(([pattern]) => pattern.test(state)) : undefined;
  if (database) {
    request.log.warn({ err: error }, 'input refused by the database');
    return reply.code(database[1]).send(fail(database[2]));
  }
  if (error.statusCode === 429) return reply.code(429).send(refusal(error.message || M.tooManyRequests.message, M.tooManyRequests.id));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send(refusal(error.message || M.requestInvalid.message, M.requestInvalid.id));
  }
  // Our fault: log everything, show nothing of it.
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(fail(M.serverError));
}

/**
 * The router's own refusals (a path parameter over maxParamLength, a malformed percent-encoding)
 * are answered before any route or hook runs: the envelope and the security headers here, and
 * never the path, which Fastify's default body would echo.
 */
export function frameworkErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const [status, sentence] = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, M.headersTooLarge] : [400, M.unreadableRequest];
    return reply.code(status).headers(securityHeaders).send(fail(sentence));
  };
}

const CLIENT_ERRORS: Record<string, [number, string, ServerMessage]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', M.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', M.requestTimeout],
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (an address or headers
 * too long, a malformed request line): answered with the same envelope as everything else.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', M.unreadableRequest];
  const body = JSON.stringify(fail(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
