// The people of a client: DISTRIBUTOR users (with a service area) and BUSINESS_USER users
// (who own stores). A user belongs to at most one client (users.client_id).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ClientMember } from '@/shared/contract/clients';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/http/http-error';
import type { ClientService } from './clients.service';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export type MemberRole = 'DISTRIBUTOR' | 'BUSINESS_USER';

// One sentence per role (not a role word glued in), so each reads right in every language.
const NOT_OF_ROLE = { DISTRIBUTOR: M.notADistributor, BUSINESS_USER: M.notABusinessUser } as const satisfies Record<MemberRole, unknown>;
const NOT_MEMBER = { DISTRIBUTOR: M.notDistributorOfClient, BUSINESS_USER: M.notBusinessUserOfClient } as const satisfies Record<MemberRole, unknown>;

// Written out in full: drizzle leaves columns unqualified in a one-table select.
const storeCount = sql<number>`(select count(*)::int from stores s where s.owner_id = users.id)`;

export function createClientMemberService(db: Db, clientService: ClientService) {
  async function list(clientId: number, role: MemberRole): Promise<ClientMember[]> {
    await clientService.find(clientId);
    const rows = await db
      .select({ user: users, storeCount })
      .from(users)
      .where(and(eq(users.clientId, clientId), eq(users.role, role), isNull(users.deletedAt)))
      .orderBy(asc(users.name), asc(users.id));
    return rows.map(({ user, storeCount }) => ({
      user_id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      active: user.active,
      clientId: user.clientId,
      serviceArea: user.serviceArea,
      storeCount: Number(storeCount),
    }));
  }

  return {
    list,

    /** Attaches (or moves) a user of that role to the client; attaching again updates the service area. */
    async attach(clientId: number, role: MemberRole, userId: number, serviceArea: string | null): Promise<ClientMember[]> {
      await clientService.find(clientId);
      const [user] = await db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (!user) throw notFound(M.noUserWithId, { id: userId });
      if (user.role !== role) throw conflict(NOT_OF_ROLE[role], { userId });
      await db.update(users).set({ clientId, serviceArea }).where(eq(users.id, userId));
      return list(clientId, role);
    },

    async detach(clientId: number, role: MemberRole, userId: number): Promise<ClientMember[]> {
      await clientService.find(clientId);
      const [row] = await db
        .update(users)
        .set({ clientId: null, serviceArea: null })
        .where(and(eq(users.id, userId), eq(users.clientId, clientId), eq(users.role, role)))
        .returning({ id: users.id });
      if (!row) throw notFound(NOT_MEMBER[role], { userId, clientId });
      return list(clientId, role);
    },
  };
}
