// The users table as CSV, built in the browser: every page of the current filter, fetched
// at the server's largest page size, so the file matches what the table would show.
import type { Page } from '@/shared/contract/envelope';
import type { User } from '@/shared/contract/users';
import { toCsv } from '@/client/lib/csv';

export const EXPORT_PAGE_SIZE = 200;

export async function fetchAllPages(fetchPage: (page: number) => Promise<Page<User>>): Promise<User[]> {
  const first = await fetchPage(1);
  const users = [...first.items];
  const pages = Math.ceil(first.total / first.pageSize);
  for (let page = 2; page <= pages; page += 1) users.push(...(await fetchPage(page)).items);
  return users;
}

export function usersCsv(users: readonly User[]): string {
  return toCsv(
    ['user_id', 'name', 'email', 'role', 'available_reward_points', 'active', 'user_code', 'created_at'],
    users.map((u) => [u.user_id, u.name, u.email, u.role, u.available_reward_points, u.active, u.user_code, u.created_at]),
  );
}
