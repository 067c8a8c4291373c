import { SHELL_API } from '@/shared/shell-api-paths';
import { apiCall, type ApiOptions } from './api-client';

/**
 * getUserById (spec section 7): the user as a JSON string, left to the caller to check (the
 * session keeps fewer fields than the staff screens show). Its callers have their own failure
 * handling (the profile refresh's alert, a screen's Retry), so it throws an ApiError rather
 * than answering a user call's result.
 */
export function getUserById(id: number, options?: ApiOptions): Promise<unknown> {
  return apiCall<unknown>(SHELL_API.userById(id), options);
}
