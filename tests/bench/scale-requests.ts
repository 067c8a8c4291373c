// The requests of the scale bench, each with the account that makes it and
// its budget at 1M recyclers. Deep pages ask the server for a cursor once and then follow it;
// a server without cursors (before the keyset paging) is asked by page number instead.
import { BIG_EVENT_PARTICIPANTS, heavyRecycler, recyclerName, STAFF_IDS, userCodeOf } from './scale-data';

export type Account = keyof typeof STAFF_IDS | 'recycler';

export interface ScaleRequest {
  name: string;
  as: Account;
  /** p95 budget (ms) of 50 sequential requests at 1M. */
  budget: number;
  path: (get: (path: string) => Promise<Record<string, unknown>>) => Promise<string>;
}

const USERS = '/api/v1/user/getAllUsers?pageSize=20';
const fixed = (path: string) => async () => path;

/** Follows a page-number request to the cursor of the page after it, when the server has cursors. */
async function deep(get: (path: string) => Promise<Record<string, unknown>>, base: string, page: number): Promise<string> {
  const answer = await get(`${base}&page=${page}`);
  return typeof answer.next === 'string' ? `${base}&after=${encodeURIComponent(answer.next)}` : `${base}&page=${page + 1}`;
}

export const SCALE_REQUESTS: ScaleRequest[] = [
  { name: 'users: first page', as: 'admin', budget: 100, path: fixed(`${USERS}&paging=cursor`) },
  ...(['name', '-name', 'email', '-email', 'created_at', 'points', '-points'] as const).map(
    (sort): ScaleRequest => ({ name: `users: sorted by ${sort}`, as: 'admin', budget: 100, path: fixed(`${USERS}&paging=cursor&sort=${sort}`) }),
  ),
  { name: 'users: role NORMAL_USER', as: 'admin', budget: 100, path: fixed(`${USERS}&paging=cursor&role=NORMAL_USER`) },
  { name: 'users: role DISTRIBUTOR', as: 'admin', budget: 100, path: fixed(`${USERS}&paging=cursor&role=DISTRIBUTOR`) },
  {
    name: 'users: last page',
    as: 'admin',
    budget: 100,
    path: async (get) => {
      const answer = await get(`${USERS}&last=true`);
      if ('previous' in answer) return `${USERS}&last=true`;
      return `${USERS}&page=${Math.ceil(Number(answer.total) / 20)}`;
    },
  },
  { name: 'users: search name substring', as: 'admin', budget: 100, path: fixed(`${USERS}&paging=cursor&search=${encodeURIComponent(recyclerName(4321).slice(2, 14))}`) },
  { name: 'users: search email substring', as: 'admin', budget: 100, path: fixed(`${USERS}&paging=cursor&search=cycler-43210`) },
  { name: 'users: search personal code', as: 'admin', budget: 100, path: fixed(`${USERS}&paging=cursor&search=${userCodeOf(heavyRecycler(7))}`) },
  { name: 'points history: first page', as: 'admin', budget: 50, path: fixed(`/api/v1/points/history/${heavyRecycler()}?pageSize=20`) },
  { name: 'points history: page at 4,800 of 5,000', as: 'admin', budget: 50, path: (get) => deep(get, `/api/v1/points/history/${heavyRecycler()}?pageSize=20`, 240) },
  { name: 'dashboard: admin (figures + 30-day chart)', as: 'admin', budget: 200, path: fixed('/api/v1/stats/admin') },
  { name: 'dashboard: super admin', as: 'superAdmin', budget: 200, path: fixed('/api/v1/stats/super-admin') },
  { name: 'dashboard: distributor', as: 'distributor', budget: 200, path: fixed('/api/v1/stats/distributor') },
  { name: 'dashboard: business user', as: 'business', budget: 200, path: fixed('/api/v1/stats/business') },
  { name: 'dashboard: event manager', as: 'eventManager', budget: 200, path: fixed('/api/v1/stats/event-manager') },
  { name: 'dashboard: store manager', as: 'storeManager', budget: 200, path: fixed('/api/v1/stats/store-manager') },
  { name: 'dashboard: recycler (5,000 entries)', as: 'recycler', budget: 200, path: fixed('/api/v1/stats/user') },
  { name: 'boxes: figures of the whole service', as: 'admin', budget: 200, path: fixed('/api/v1/boxes/stats') },
  { name: 'boxes: figures of one client (its distributor)', as: 'distributor', budget: 200, path: fixed('/api/v1/boxes/stats') },
  { name: 'pending returns: distributor', as: 'distributor', budget: 50, path: fixed('/api/v1/points/returns/pending?pageSize=20') },
  { name: 'pending returns: store (its manager)', as: 'storeManager', budget: 50, path: fixed('/api/v1/points/returns/pending?pageSize=20') },
  { name: 'pending returns: business user (63 stores)', as: 'business', budget: 50, path: fixed('/api/v1/points/returns/pending?pageSize=20') },
  { name: `participants: event of ${BIG_EVENT_PARTICIPANTS.toLocaleString('en')}, first page`, as: 'admin', budget: 50, path: fixed('/api/v1/events/1/participants?pageSize=50') },
  {
    name: `participants: event of ${BIG_EVENT_PARTICIPANTS.toLocaleString('en')}, page at 4,900`,
    as: 'admin',
    budget: 50,
    path: async (get) => {
      // The list answers an array; its next cursor comes in a header (see participants.routes.ts).
      const answer = await get('/api/v1/events/1/participants?pageSize=4900');
      const next = answer.__next;
      return typeof next === 'string' ? `/api/v1/events/1/participants?pageSize=50&after=${encodeURIComponent(next)}` : '/api/v1/events/1/participants';
    },
  },
];
