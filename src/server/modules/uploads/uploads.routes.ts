import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/server/db/client';
import { images } from '@/server/db/schema';
import { fail } from '@/server/lib/http/envelope';
import { IMAGE_NAME_PATTERN, resizedImage } from '@/server/lib/images';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

const ALLOWED_WIDTHS = new Set([250, 500, 800]);

/**
 * Images live in the database; names are random and never reused, so banners cache forever.
 * A profile picture is a person's own: no browser HTTP cache may keep it, or it outlives the
 * session on a shared phone. The service worker keeps its own copy for offline use and
 * purges it at logout (sw/).
 */
export const uploadRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { name: string }; Querystring: { w?: string } }>(
    '/uploads/images/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      // Only our own generated names: nothing like `../` can reach the lookup.
      if (!IMAGE_NAME_PATTERN.test(name)) return reply.code(404).send(fail(M.noSuchImage));
      const [row] = await db
        .select({ bytes: images.bytes, sha256: images.sha256, contentType: images.contentType, private: images.private })
        .from(images)
        .where(eq(images.name, name));
      if (!row) return reply.code(404).send(fail(M.noSuchImage));
      const width = Number(request.query.w);
      const resized = ALLOWED_WIDTHS.has(width);
      const etag = `"${row.sha256.slice(0, 27)}${resized ? `-${width}` : ''}"`;
      reply
        .header('Cache-Control', row.private ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const bytes = resized ? await resizedImage(row.bytes, width) : row.bytes;
      return reply.type(row.contentType).send(bytes);
    },
  );
};
