import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@/shared/contract/envelope';
import { settingsSchema, updateSettingsBody } from '@/shared/contract/settings';
import type { Db } from '@/server/db/client';
import { ok } from '@/server/lib/envelope';
import { createSettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createSettingsService(db);
  const response = { 200: envelopeSchema(settingsSchema) };

  api.get('/settings', { schema: { tags: ['settings'], response } }, async () => ok(await service.get(), 'Settings fetched'));

  api.put('/settings', { schema: { tags: ['settings'], body: updateSettingsBody, response } }, async (request) =>
    ok(await service.update(request.body), 'Settings saved'),
  );
};
