// The spec's user calls (section 7, "Authenticated": getAllUsers, getUserByRole, deleteUser,
// updateUser, updateProfile) do not throw: "the error is logged and the response's message
// field is returned" (section 8). Every other call throws (api-client.ts), getUserById too:
// its one consumer the spec describes, the profile refresh, shows its own alert on failure.
import type { ApiEnvelope } from '@/shared/contract/envelope';
import { ApiError, errorMessage } from './api-client';

export type UserCallResult<T> = { ok: true; data: T; message: string } | { ok: false; message: string; error: ApiError };

export async function userCall<T>(request: () => Promise<ApiEnvelope<T>>): Promise<UserCallResult<T>> {
  try {
    const answer = await request();
    return { ok: true, data: answer.data, message: answer.message };
  } catch (error) {
    console.error('User call failed', error);
    const failure = error instanceof ApiError ? error : new ApiError(errorMessage(error));
    return { ok: false, message: failure.message, error: failure };
  }
}

/** For a screen that shows failures itself (a table with Retry): the data, or the call's error thrown. */
export function dataOf<T>(result: UserCallResult<T>): T {
  if (!result.ok) throw result.error;
  return result.data;
}
