import { userSchema, type User } from '@/shared/contract/users';
import { getUserById } from '@/client/lib/api/get-user-by-id';

/** The full user record (staff screens): getUserById's JSON string, checked. Throws on failure. */
export async function getUser(id: number): Promise<User> {
  const text = await getUserById(id);
  return userSchema.parse(typeof text === 'string' ? JSON.parse(text) : text);
}
