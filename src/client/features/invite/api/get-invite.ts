import { FetchError } from 'ofetch';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { InviteSummary } from '../../../../shared/contract/events';
import { api, errorMessage } from '../../../lib/api-client';

export type InviteLookup = { kind: 'found'; invite: InviteSummary } | { kind: 'not-found' } | { kind: 'error'; message: string };

/**
 * Public; with a token the answer also carries the caller's own status. A 404 is its own
 * outcome: an unknown link deserves a clear "no such invite", not a generic error with Retry.
 */
export async function getInvite(inviteId: string): Promise<InviteLookup> {
  try {
    const answer = await api<ApiEnvelope<InviteSummary>>(`/events/invite/${encodeURIComponent(inviteId)}`);
    return { kind: 'found', invite: answer.data };
  } catch (error) {
    if (error instanceof FetchError && error.statusCode === 404) return { kind: 'not-found' };
    console.error('Invite load failed', error);
    return { kind: 'error', message: errorMessage(error) };
  }
}
