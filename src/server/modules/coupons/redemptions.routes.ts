import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { redeemAnswer, redeemBody, redemptionSchema } from '@/shared/contract/coupons';
import { envelopeSchema } from '@/shared/contract/envelope';
import type { Db } from '@/server/db/client';
import type { ReadCaches } from '@/server/lib/cache/read-cache';
import { callerOf, confirmCaller } from '@/server/lib/auth/authorization';
import { ok } from '@/server/lib/http/envelope';
import { idempotencyKeyOf } from '@/server/lib/idempotency';
import { createRedemptionService } from './redemption.service';
import { API_PATHS } from '@/shared/api-paths';

const redeemHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .meta({ description: 'Optional. A repeat with the same key returns the first answer and spends nothing more.' }),
});

export const redemptionRoutes: FastifyPluginAsync<{ db: Db; caches: ReadCaches }> = async (app, { db, caches }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createRedemptionService(db, caches);

  api.post(
    API_PATHS.redemptions.redeem,
    {
      // The session is checked by the redemption's own statement (one round trip, not two);
      // any other answer, a refusal of the request's shape included, waits for the session
      // read, so a caller whose session ended still hears 401 first, as on every route.
      config: { access: 'authenticated', sessionCheckedByRoute: true, moves: (data) => ({ redemptions: 1, pointsSpent: Number(data.pointsSpent) || 0 }) },
      attachValidation: true,
      schema: { tags: ['coupons'], headers: redeemHeaders, body: redeemBody, response: { 200: envelopeSchema(redeemAnswer) } },
    },
    async (request, reply) => {
      let key: string | null;
      try {
        if (request.validationError) throw request.validationError;
        key = idempotencyKeyOf(request);
      } catch (error) {
        await confirmCaller(request);
        throw error;
      }
      const session = request.unconfirmedSession ? { id: request.unconfirmedSession, confirm: () => confirmCaller(request) } : null;
      const answer = await service.redeem(callerOf(request), request.body, key, session);
      // Only successes are stored (a failure rolls back with its key), so a replay is a 200 too.
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return answer.body;
    },
  );

  api.get(
    API_PATHS.redemptions.mine,
    { config: { access: 'authenticated' }, schema: { tags: ['coupons'], response: { 200: envelopeSchema(z.array(redemptionSchema)) } } },
    async (request) => ok(await service.mine(callerOf(request)), 'Your redeemed coupons'),
  );
};
