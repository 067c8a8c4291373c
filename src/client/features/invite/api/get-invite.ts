import { API_PATHS } from '@/shared/api-paths';
import type { InviteSummary } from '@/shared/contract/events';
import { ApiError, apiCall, errorMessage } from '@/client/lib/api/api-client';

export type InviteLookup = { kind: 'found'; invite: InviteSummary } | { kind: 'not-found' } | { kind: 'error'; message: string };

/**
 * Public; with a token the answer also carries the caller's own status. A 404 is its own
 * outcome: an unknown link deserves a clear "no such invite", not a generic error with Retry.
 */
export async function getInvite(inviteId: string): Promise<InviteLookup> {
  try {
    return { kind: 'found', invite: await apiCall<InviteSummary>(API_PATHS.events.invite(inviteId)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
    console.error('Invite load failed', error);
    return { kind: 'error', message: errorMessage(error) };
  }
}
