import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Client, ClientFields, ListClientsQuery, UpdateClientBody } from '@/shared/contract/clients';
import type { Page } from '@/shared/contract/envelope';
import type { Db } from '@/server/db/client';
import { clients, users } from '@/server/db/schema';
import { notFound } from '@/server/lib/http/http-error';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

type ClientRow = typeof clients.$inferSelect;

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Written out in full: drizzle leaves columns unqualified in a one-table select, which
// would make `id` inside the subquery mean the user's own id.
const memberCount = (role: string) =>
  sql<number>`(select count(*)::int from users m where m.client_id = clients.id and m.role = ${role} and m.deleted_at is null)`;

function toClient(row: ClientRow, distributorCount: number, businessUserCount: number): Client {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    distributorCount: Number(distributorCount),
    businessUserCount: Number(businessUserCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createClientService(db: Db) {
  async function find(id: number): Promise<Client> {
    const [row] = await db
      .select({ client: clients, distributors: memberCount('DISTRIBUTOR'), businessUsers: memberCount('BUSINESS_USER') })
      .from(clients)
      .where(and(eq(clients.id, id), isNull(clients.deletedAt)));
    if (!row) throw notFound(M.noClientWithId, { id });
    return toClient(row.client, row.distributors, row.businessUsers);
  }

  return {
    find,

    async list(query: ListClientsQuery): Promise<Page<Client>> {
      const pattern = query.search ? containsPattern(query.search) : null;
      const where = and(
        isNull(clients.deletedAt),
        pattern ? or(ilike(clients.name, pattern), ilike(clients.contactName, pattern), ilike(clients.email, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ client: clients, distributors: memberCount('DISTRIBUTOR'), businessUsers: memberCount('BUSINESS_USER') })
          .from(clients)
          .where(where)
          .orderBy(clients.name, desc(clients.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(clients).where(where),
      ]);
      return {
        items: rows.map((r) => toClient(r.client, r.distributors, r.businessUsers)),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(body: ClientFields): Promise<Client> {
      const [row] = await db.insert(clients).values(body).returning();
      return toClient(row!, 0, 0);
    },

    async update(id: number, body: UpdateClientBody): Promise<Client> {
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const [row] = await db
        .update(clients)
        .set(changes)
        .where(and(eq(clients.id, id), isNull(clients.deletedAt)))
        .returning({ id: clients.id });
      if (!row) throw notFound(M.noClientWithId, { id });
      return find(id);
    },

    /** Soft delete: the record stays for history; its people are detached so they can join another client. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(clients)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(clients.id, id), isNull(clients.deletedAt)))
          .returning({ id: clients.id });
        if (!row) throw notFound(M.noClientWithId, { id });
        await tx.update(users).set({ clientId: null, serviceArea: null }).where(eq(users.clientId, id));
      });
    },
  };
}

export type ClientService = ReturnType<typeof createClientService>;
