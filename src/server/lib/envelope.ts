import type { ApiEnvelope } from '@/shared/contract/envelope';

export function ok<T>(data: T, message = 'OK'): ApiEnvelope<T> {
  return { success: true, message, data };
}

export function fail(message: string): ApiEnvelope<null> {
  return { success: false, message, data: null };
}
