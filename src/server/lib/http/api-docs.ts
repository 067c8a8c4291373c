// What /api/docs says of every /api/v1 operation beyond its own schemas: an operationId, the
// error envelope of each refusal its kind of request can meet, and the fields of a multipart body.
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '@/shared/contract/envelope';
import type { Access } from '../auth/access';

declare module 'fastify' {
  interface FastifySchema {
    /** For the document only: the text fields and files of a multipart/form-data body (lib/form.ts reads it). */
    multipart?: z.ZodType;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The refusals a request of this shape can meet, whatever the route: 400 for input that fails
 * validation (or an unreadable body), 401/403 for the route's access rule and for records that are
 * not the caller's, 404 for a record named by the path or the body, 409 for a write the database
 * or a rule refuses, 413/415 for a body too large or of a type not taken, 500/503 for our side or
 * the database away. A route adds its own beyond these (a wrong password, a limit) in its schema.
 */
export function refusalStatuses(method: string, access: Access | undefined, schema: FastifySchema): number[] {
  const writes = BODY_METHODS.has(method);
  const statuses: number[] = [];
  if (writes || schema.params || schema.querystring || schema.headers || schema.body) statuses.push(400);
  if (access !== 'public') statuses.push(401);
  if (Array.isArray(access) || (access === 'authenticated' && (writes || schema.params))) statuses.push(403);
  if (schema.params || (writes && access !== 'public')) statuses.push(404);
  if (writes) statuses.push(409, 413, 415);
  statuses.push(500, 503);
  return statuses;
}

/** getUserById/:id → getUserGetUserByIdById; the method and the path's words, so each is unique. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word));
  const camel = words
    .flatMap((word) => word.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return method.toLowerCase() + camel;
}

/** Adds the refusals and the operationId to every /api/v1 route as it is declared (before its serializers are built). */
export function documentRefusals(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/v1/')) return;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    const schema: FastifySchema = route.schema ?? {};
    const refusals = Object.fromEntries(refusalStatuses(method, route.config?.access, schema).map((status) => [status, errorEnvelopeSchema]));
    // A new object: routes share their schema constants, which must stay as they are.
    route.schema = {
      operationId: operationIdOf(method, route.url),
      ...schema,
      response: { ...refusals, ...(schema.response as object | undefined) },
    };
  });
}

// OpenAPI 3.0 marks a nullable enum `nullable: true`, yet a validator checks `enum` alone: null
// must be one of its values, or a null the answer may hold (an invite's myStatus) is refused.
const zodToJsonConfig = {
  override: ({ jsonSchema }: { jsonSchema: { nullable?: boolean; enum?: unknown[] } }) => {
    if (jsonSchema.nullable && jsonSchema.enum && !jsonSchema.enum.includes(null)) jsonSchema.enum = [...jsonSchema.enum, null];
  },
};
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig });
/** Adds the schemas registered with an id (ErrorEnvelope) to components.schemas. */
export const apiDocsTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

/** The zod transform, with a route's `multipart` fields documented as its body (swagger puts them under `consumes`). */
export const apiDocsTransform: typeof jsonSchemaTransform = (document) => {
  const schema = document.schema as FastifySchema | undefined;
  const { multipart, ...rest } = schema ?? {};
  const result = jsonSchemaTransform(multipart ? { ...document, schema: { ...rest, body: multipart } as typeof document.schema } : document);
  // An answer without a body (a 304) is declared with empty content; swagger wants type 'null'.
  const responses = (result.schema as { response?: Record<string, { content?: object; description?: string }> } | undefined)?.response ?? {};
  for (const [status, response] of Object.entries(responses)) {
    if (response.content && Object.keys(response.content).length === 0) responses[status] = { type: 'null', description: response.description } as never;
  }
  return result;
};
