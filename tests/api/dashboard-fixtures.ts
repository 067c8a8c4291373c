// Shared steps of the dashboard-figures suites: reading a dashboard, a count
// in SQL, the list a figure's card opens, and a spread of returns that gives every returns
// figure something it must leave out.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '@/server/db/client';
import { createAccount } from '@/server/modules/users/accounts.service';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import type { Store } from '@/shared/contract/stores';
import type { TestServer } from '../helpers/test-server';
import { newUser } from './fixtures';
import { newStaff, type demoLogins } from './resources-fixtures';

// Day and month as the dashboards count them: UTC calendar periods.
export const TODAY = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
export const MONTH = sql`(date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')`;

/** The first row of a query over the test database. */
export async function row<T extends Record<string, unknown>>(server: TestServer, query: SQL): Promise<T> {
  const [first] = await queryRows<T>(server.database.db, query);
  return first!;
}

export async function dashboard<T>(server: TestServer, token: string, who: string): Promise<T> {
  const answer = await server.call<T>('GET', `/api/v1/stats/${who}`, { token });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

/** The total of a paged list a figure's card opens, as `token` sees it. */
export async function listTotal(server: TestServer, token: string, path: string): Promise<number> {
  const answer = await server.call<Page<unknown>>('GET', `${path}${path.includes('?') ? '&' : '?'}page=1&pageSize=5`, { token });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data.total;
}

export const pendingListTotal = (server: TestServer, token: string) => listTotal(server, token, '/api/v1/points/returns/pending');

type Demo = Awaited<ReturnType<typeof demoLogins>>;
type Staff = { token: string; id: number };

export interface CounterRows {
  distributor: Staff;
  /** A store manager assigned to storeA only. */
  clerk: Staff;
  /** Another business user, with rivalStore. */
  rival: Staff;
  recycler: Staff & { code: string };
  storeA: number;
  storeB: number;
  rivalStore: number;
}

/**
 * Returns at the demo business's two stores, a rival's store and none: recorded today, one
 * decided a minute before today (last month on the 1st), one last month, two credits undone;
 * reports waiting at each place, one rejected, two confirmed.
 */
export async function seedCounterRows(server: TestServer, as: Demo): Promise<CounterRows> {
  const login = async (email: string, role: 'STORE_MANAGER' | 'BUSINESS_USER', employerId?: number) => {
    const account = await createAccount(server.database.db, { name: email.split('@')[0]!, email, password: 'figures-password', role, employerId });
    return { token: (await server.login(email, 'figures-password')).token, id: account.id };
  };
  const record = async (token: string, body: object) => {
    const answer = await server.call<BoxReturn>('POST', '/api/v1/points/returns', { token, body });
    expect(answer.status, answer.body.message).toBe(201);
    return answer.body.data;
  };
  const report = async (token: string, boxes: number, storeId?: number) => {
    const answer = await server.call<BoxReturn>('POST', '/api/v1/points/returns/report', { token, body: { boxes, location: 'By the door', storeId } });
    expect(answer.status, answer.body.message).toBe(201);
    return answer.body.data;
  };
  const decide = async (token: string, id: number, how: 'confirm' | 'reject' | 'undo') => {
    const body = how === 'confirm' ? undefined : { reason: 'Counted twice at the counter' };
    const answer = await server.call('POST', `/api/v1/points/returns/${id}/${how}`, { token, body });
    expect(answer.status, answer.body.message).toBe(200);
  };
  const decidedAt = (id: number, at: SQL) => server.database.db.execute(sql`update box_returns set decided_at = ${at} where id = ${id}`);

  const distributor = await newStaff(server, 'DISTRIBUTOR');
  const clerk = await login('figures-clerk@rebox.test', 'STORE_MANAGER', as.business.id);
  const rival = await login('figures-rival@rebox.test', 'BUSINESS_USER');
  const owned = (await server.call<Store[]>('GET', '/api/v1/stores/mine', { token: as.business.token })).body.data;
  const [storeA, storeB] = [owned[0]!.id, owned[1]!.id];
  const rivalStore = (await server.call<Store>('POST', '/api/v1/stores', { token: rival.token, body: { name: 'Rival Corner' } })).body.data.id;
  const assigned = await server.call('POST', `/api/v1/stores/${storeA}/managers`, { token: as.business.token, body: { email: 'figures-clerk@rebox.test' } });
  expect(assigned.status).toBe(200);
  const [me, x, y] = (await Promise.all([newUser(server, 300), newUser(server), newUser(server)])).map((o) => ({ token: o.token, id: o.user.user_id, code: o.user.user_code }));
  const recycler = me!;

  // At the counter.
  await record(distributor.token, { userId: recycler.id, boxes: 2, storeId: storeA });
  await decidedAt((await record(distributor.token, { userId: x!.id, boxes: 3 })).id, sql`${TODAY} - interval '1 minute'`);
  await decide(distributor.token, (await record(distributor.token, { userId: recycler.id, boxes: 4 })).id, 'undo');
  await record(as.distributor.token, { userId: y!.id, boxes: 9 });
  await record(clerk.token, { userCode: recycler.code, boxes: 1, storeId: storeA });
  await record(as.business.token, { userId: x!.id, boxes: 5, storeId: storeB });
  await record(rival.token, { userId: y!.id, boxes: 6, storeId: rivalStore });
  await decidedAt((await record(as.business.token, { userId: y!.id, boxes: 7, storeId: storeA })).id, sql`${MONTH} - interval '1 hour'`);

  // Reported by recyclers: waiting at A, B, the rival's store and nowhere; decided ones wait no more.
  await report(recycler.token, 1, storeA);
  await report(x!.token, 2, storeA);
  await report(y!.token, 3, storeB);
  await report(x!.token, 1, rivalStore);
  await report(y!.token, 2);
  await decide(clerk.token, (await report(recycler.token, 5, storeA)).id, 'reject');
  await decide(as.admin.token, (await report(x!.token, 2, storeA)).id, 'confirm');
  await decide(distributor.token, (await report(y!.token, 4, rivalStore)).id, 'confirm');
  const confirmedThenUndone = await report(recycler.token, 1, storeA);
  await decide(clerk.token, confirmedThenUndone.id, 'confirm');
  await decide(clerk.token, confirmedThenUndone.id, 'undo');

  return { distributor, clerk, rival, recycler, storeA, storeB, rivalStore };
}
