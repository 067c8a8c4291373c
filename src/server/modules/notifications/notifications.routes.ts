// One's own notifications, push subscriptions and channels: every route acts on the caller only.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@/shared/api-paths';
import { envelopeSchema } from '@/shared/contract/envelope';
import {
  deleteSubscriptionBody,
  notificationListQuery,
  notificationListSchema,
  notificationPreferencesSchema,
  NOTIFICATIONS_PAGE_SIZE,
  pushKeySchema,
  pushSubscriptionBody,
  readNotificationsAnswer,
  readNotificationsBody,
  updatePreferencesBody,
} from '@/shared/contract/notifications';
import type { Db } from '@/server/db/client';
import { callerOf } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { createNotificationService } from './notifications.service';

const P = API_PATHS.notifications;
const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsync<{ db: Db; publicKey: string; testOrigins: readonly string[] }> = async (app, { db, publicKey, testOrigins }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createNotificationService(db, testOrigins);

  api.get(P.list, { config: { access: 'authenticated' }, schema: { tags, querystring: notificationListQuery, description: 'Self. Newest first, with the unread count for the bell.', response: { 200: envelopeSchema(notificationListSchema) } } }, async (request) =>
    ok(await service.list(callerOf(request), request.query, NOTIFICATIONS_PAGE_SIZE), 'Notifications fetched'),
  );

  api.post(P.read, { config: { access: 'authenticated' }, schema: { tags, body: readNotificationsBody, description: 'Self. Marks some or all of the caller\'s notifications read; answers the unread count.', response: { 200: envelopeSchema(readNotificationsAnswer) } } }, async (request) =>
    ok(await service.markRead(callerOf(request), request.body), 'Notifications read'),
  );

  api.get(P.pushKey, { config: { access: 'authenticated' }, schema: { tags, description: 'The VAPID public key (base64url) a browser subscribes with.', response: { 200: envelopeSchema(pushKeySchema) } } }, async () => ok({ publicKey }, 'Push key'));

  api.post(P.subscriptions, { config: { access: 'authenticated' }, schema: { tags, body: pushSubscriptionBody, description: 'Self. This browser takes Web Push. The endpoint must be https and on the public internet.', response: { 201: envelopeSchema(z.null()) } } }, async (request, reply) => {
    await service.subscribe(callerOf(request), request.body);
    return reply.code(201).send(ok(null, 'Push notifications are on for this device'));
  });

  api.delete(P.subscriptions, { config: { access: 'authenticated' }, schema: { tags, body: deleteSubscriptionBody, description: 'Self. This browser no longer takes Web Push.', response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.unsubscribe(callerOf(request), request.body.endpoint);
    return ok(null, 'Push notifications are off for this device');
  });

  api.get(P.preferences, { config: { access: 'authenticated' }, schema: { tags, description: 'Self. The language notifications are written in, and each kind\'s channels.', response: { 200: envelopeSchema(notificationPreferencesSchema) } } }, async (request) =>
    ok(await service.preferences(callerOf(request)), 'Notification preferences'),
  );

  api.put(P.preferences, { config: { access: 'authenticated' }, schema: { tags, body: updatePreferencesBody, description: 'Self. Changes the language and/or the kinds sent.', response: { 200: envelopeSchema(notificationPreferencesSchema) } } }, async (request) =>
    ok(await service.updatePreferences(callerOf(request), request.body), 'Notification preferences saved'),
  );
};
