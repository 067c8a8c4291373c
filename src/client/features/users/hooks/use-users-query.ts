// The users table's filter, sort and place live in the URL (?q=&role=&sort=&after=|before=|last=1
// and from=), so a shared link or the back button brings the same view back. The place is a
// server cursor, not a page number: the table pages by keyset at a million accounts.
import { useSearchParams } from 'wouter';
import { USER_SORTS } from '@/shared/contract/users';
import { ROLES, type Role } from '@/shared/roles';

export type UserSort = (typeof USER_SORTS)[number];
export const DEFAULT_SORT: UserSort = '-created_at';
export const PAGE_SIZE = 20;

/** Where in the list: the start, after or before a cursor, or the end. */
export type UsersPlace = { at: 'first' } | { at: 'after' | 'before'; cursor: string } | { at: 'last' };

export interface UsersView {
  search: string;
  role: Role | '';
  sort: UserSort;
  place: UsersPlace;
  /** 1-based position of the page's first row, when known (shown as "21–40 of …"). */
  from: number | null;
}

const CURSOR = /^[A-Za-z0-9_-]{1,400}$/;

export function readUsersView(params: URLSearchParams): UsersView {
  const role = params.get('role') ?? '';
  const sort = params.get('sort') ?? '';
  const after = params.get('after') ?? '';
  const before = params.get('before') ?? '';
  const place: UsersPlace = CURSOR.test(after)
    ? { at: 'after', cursor: after }
    : CURSOR.test(before)
      ? { at: 'before', cursor: before }
      : params.get('last') === '1'
        ? { at: 'last' }
        : { at: 'first' };
  const from = Number.parseInt(params.get('from') ?? '', 10);
  return {
    search: params.get('q') ?? '',
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : '',
    sort: (USER_SORTS as readonly string[]).includes(sort) ? (sort as UserSort) : DEFAULT_SORT,
    place,
    from: place.at === 'first' ? 1 : Number.isFinite(from) && from > 0 ? from : null,
  };
}

/** The list call's paging parameters for a place. */
export function pagingQuery(place: UsersPlace): { paging: 'cursor'; after?: string; before?: string; last?: 'true' } {
  if (place.at === 'after') return { paging: 'cursor', after: place.cursor };
  if (place.at === 'before') return { paging: 'cursor', before: place.cursor };
  if (place.at === 'last') return { paging: 'cursor', last: 'true' };
  return { paging: 'cursor' };
}

export function useUsersQuery(): [UsersView, (changes: Partial<UsersView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = readUsersView(params);
  const update = (changes: Partial<UsersView>) => {
    const next = { ...view, ...changes };
    // A new filter or sort starts again at the first page.
    if (!('place' in changes)) {
      next.place = { at: 'first' };
      next.from = 1;
    }
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.role) out.set('role', next.role);
    if (next.sort !== DEFAULT_SORT) out.set('sort', next.sort);
    if (next.place.at === 'after') out.set('after', next.place.cursor);
    if (next.place.at === 'before') out.set('before', next.place.cursor);
    if (next.place.at === 'last') out.set('last', '1');
    if (next.place.at !== 'first' && next.from !== null) out.set('from', String(next.from));
    setParams(out, { replace: true });
  };
  return [view, update];
}
