// The users table's filter, sort and page live in the URL (?q=&role=&sort=&page=), so a
// shared link or the back button brings the same view back.
import { useSearchParams } from 'wouter';
import { USER_SORTS } from '@/shared/contract/users';
import { ROLES, type Role } from '@/shared/roles';

export type UserSort = (typeof USER_SORTS)[number];
export const DEFAULT_SORT: UserSort = '-created_at';
export const PAGE_SIZE = 20;

export interface UsersView {
  search: string;
  role: Role | '';
  sort: UserSort;
  page: number;
}

export function readUsersView(params: URLSearchParams): UsersView {
  const role = params.get('role') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: params.get('q') ?? '',
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : '',
    sort: (USER_SORTS as readonly string[]).includes(sort) ? (sort as UserSort) : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function useUsersQuery(): [UsersView, (changes: Partial<UsersView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = readUsersView(params);
  const update = (changes: Partial<UsersView>) => {
    const next = { ...view, ...changes };
    // A new filter or sort starts again at page 1.
    if (!('page' in changes)) next.page = 1;
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.role) out.set('role', next.role);
    if (next.sort !== DEFAULT_SORT) out.set('sort', next.sort);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [view, update];
}
