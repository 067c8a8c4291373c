import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
  if (error.statusCode === 429) return reply.code(429).send(fail(error.message));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send(fail(error.message || 'The request is not valid.'));
  }
  // Our fault: log everything, show nothing of it.
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(fail('Something went wrong on our side. Please try again in a moment.'));
}
