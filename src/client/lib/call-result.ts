// Screens that show a failure themselves (tables with Retry, forms with an inline error)
// want the data or an Error carrying the server's sentence, not a result object.
import type { UserCallResult } from './api-client';

export async function dataOrThrow<T>(result: Promise<UserCallResult<T>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}
