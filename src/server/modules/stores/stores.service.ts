import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/shared/contract/envelope';
import type { CreateStoreBody, ListStoresQuery, ReturnPoint, Store, StoreDetail, StoreDirectoryEntry, UpdateStoreBody } from '@/shared/contract/stores';
import { isAdmin } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { boxReturns, stores, users } from '@/server/db/schema';
import type { Caller } from '@/server/lib/auth/authorization';
import { badRequest, conflict, forbidden, notFound } from '@/server/lib/http/http-error';
import { containsPattern } from '../clients/clients.service';
import { selectReturns } from '../returns/return-view';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

const RECENT_RETURNS = 20;

// Boxes of the store's credited returns, from its counter (migration 0013, kept by a trigger
// on box_returns): one row per store instead of summing every return of every listed store.
// Written out in full: drizzle leaves columns unqualified in a one-table select, which would
// make `store_id` inside the subquery mean the inner table's own column.
const boxesReturned = sql<number>`coalesce((select c.boxes from store_return_counts c where c.store_id = stores.id), 0)::int`;

const storeColumns = { store: stores, ownerName: users.name, boxesReturned };

function toStore(r: { store: typeof stores.$inferSelect; ownerName: string; boxesReturned: number }): Store {
  const { store } = r;
  return {
    id: store.id,
    ownerId: store.ownerId,
    ownerName: r.ownerName,
    name: store.name,
    address: store.address,
    city: store.city,
    phone: store.phone,
    openingHours: store.openingHours,
    latitude: store.latitude,
    longitude: store.longitude,
    active: store.active,
    boxesReturned: Number(r.boxesReturned),
    createdAt: store.createdAt.toISOString(),
  };
}

export function createStoreService(db: Db) {
  async function select(where: SQL | undefined, limit = 500, offset = 0): Promise<Store[]> {
    const rows = await db
      .select(storeColumns)
      .from(stores)
      .innerJoin(users, eq(users.id, stores.ownerId))
      .where(where)
      .orderBy(asc(stores.name), asc(stores.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toStore);
  }

  /** The store, if the caller may manage it: its owner or an admin. */
  async function owned(caller: Caller, id: number): Promise<Store> {
    const [store] = await select(eq(stores.id, id), 1);
    if (!store) throw notFound(M.noStoreWithId, { id });
    if (!isAdmin(caller.role) && store.ownerId !== caller.userId) throw forbidden(M.storeOfOtherBusiness);
    return store;
  }

  return {
    owned,
    mine: (caller: Caller) => select(eq(stores.ownerId, caller.userId)),

    async directory(): Promise<StoreDirectoryEntry[]> {
      return db
        .select({ id: stores.id, name: stores.name, city: stores.city, address: stores.address })
        .from(stores)
        .where(eq(stores.active, true))
        .orderBy(asc(stores.city), asc(stores.name));
    },

    /** Every active store, for recyclers looking for where to bring boxes back (the client sorts by distance). */
    async returnPoints(): Promise<ReturnPoint[]> {
      return db
        .select({
          id: stores.id,
          name: stores.name,
          address: stores.address,
          city: stores.city,
          phone: stores.phone,
          openingHours: stores.openingHours,
          latitude: stores.latitude,
          longitude: stores.longitude,
        })
        .from(stores)
        .where(eq(stores.active, true))
        .orderBy(asc(stores.city), asc(stores.name), asc(stores.id));
    },

    async list(query: ListStoresQuery): Promise<Page<Store>> {
      const pattern = query.search ? containsPattern(query.search) : null;
      const where = and(
        query.ownerId ? eq(stores.ownerId, query.ownerId) : undefined,
        pattern ? or(ilike(stores.name, pattern), ilike(stores.city, pattern), ilike(stores.address, pattern)) : undefined,
      );
      const [items, [total]] = await Promise.all([
        select(where, query.pageSize, (query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(stores).where(where),
      ]);
      return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async get(caller: Caller, id: number): Promise<StoreDetail> {
      const store = await owned(caller, id);
      return { ...store, recentReturns: await selectReturns(db, eq(boxReturns.storeId, id), RECENT_RETURNS) };
    },

    async create(caller: Caller, body: CreateStoreBody): Promise<Store> {
      let ownerId = caller.userId;
      if (isAdmin(caller.role)) {
        if (!body.ownerId) throw badRequest(M.storeOwnerRequired);
        const [owner] = await db
          .select({ role: users.role })
          .from(users)
          .where(and(eq(users.id, body.ownerId), isNull(users.deletedAt)));
        if (!owner) throw notFound(M.noUserWithId, { id: body.ownerId });
        if (owner.role !== 'BUSINESS_USER') throw conflict(M.storeOwnerRole);
        ownerId = body.ownerId;
      }
      const { ownerId: _ignored, ...fields } = body;
      const [row] = await db.insert(stores).values({ ...fields, ownerId }).returning({ id: stores.id });
      return (await select(eq(stores.id, row!.id), 1))[0]!;
    },

    async update(caller: Caller, id: number, body: UpdateStoreBody): Promise<Store> {
      await owned(caller, id);
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      await db.update(stores).set(changes).where(eq(stores.id, id));
      return (await select(eq(stores.id, id), 1))[0]!;
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
