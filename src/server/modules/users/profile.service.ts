// A user's own profile: name and picture. The old picture is deleted with the change that
// replaces it, so no image outlives its use.
import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '@/shared/contract/users';
import type { Db } from '@/server/db/client';
import { afterWrite, type ReadCaches } from '@/server/lib/cache/read-cache';
import { users } from '@/server/db/schema';
import { notFound } from '@/server/lib/http/http-error';
import { deleteImage, storeImage, type StoredImage } from '@/server/lib/images';
import { toUser } from './user-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export function createProfileService(db: Db, caches: ReadCaches) {
  return {
    async update(userId: number, name: string | undefined, image: StoredImage | null): Promise<User> {
      return afterWrite(db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update');
        if (!row) throw notFound(M.noUserWithId, { id: userId });
        const changes: Partial<typeof users.$inferInsert> = {};
        if (name !== undefined) changes.name = name;
        if (image) changes.profileImage = await storeImage(tx, image, { private: true });
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
        if (image) await deleteImage(tx, row.profileImage);
        return toUser(updated!);
      }), caches.callers);
    },
  };
}
