import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { userSchema, type User } from '../../../../shared/contract/users';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** getUserById answers the user as a JSON string (spec section 7). */
export async function getUser(id: number): Promise<User> {
  const text = await dataOrThrow(userCall(() => api<ApiEnvelope<string>>(`/user/getUserById/${id}`)));
  return userSchema.parse(typeof text === 'string' ? JSON.parse(text) : text);
}
