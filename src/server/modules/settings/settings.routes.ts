import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@/shared/contract/envelope';
import { earningSchema, settingsSchema, updateSettingsBody } from '@/shared/contract/settings';
import type { Db } from '@/server/db/client';
import { ok } from '@/server/lib/http/envelope';
import { createSettingsService } from './settings.service';
import { API_PATHS } from '@/shared/api-paths';
import { SETTINGS_READERS } from '@/server/lib/auth/access';

export const settingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createSettingsService(db);
  const response = { 200: envelopeSchema(settingsSchema) };

  api.get(API_PATHS.settings, { config: { access: SETTINGS_READERS }, schema: { tags: ['settings'], response } }, async () => ok(await service.get(), 'Settings fetched'));

  api.get(API_PATHS.earning, { config: { access: 'public' }, schema: { tags: ['settings'], description: 'Public: what a returned box earns and the CO₂ it saves.', response: { 200: envelopeSchema(earningSchema) } } }, async () => {
    const { pointsPerBox, co2GramsPerBox } = await service.get();
    return ok({ pointsPerBox, co2GramsPerBox }, 'What a box earns');
  });

  api.put(API_PATHS.settings, { config: { access: ['SUPER_ADMIN'] }, schema: { tags: ['settings'], body: updateSettingsBody, response } }, async (request) =>
    ok(await service.update(request.body), 'Settings saved'),
  );
};
