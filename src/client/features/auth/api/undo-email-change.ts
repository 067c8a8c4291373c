import { API_PATHS } from '@/shared/api-paths';
import type { UndoEmailChangeBody } from '@/shared/contract/auth';
import { apiEnvelope } from '@/client/lib/api/api-client';

/** POST /auth/undo-email-change: the old email back, every session ended; the server's sentence. */
export async function undoEmailChange(body: UndoEmailChangeBody): Promise<{ email: string; message: string }> {
  const envelope = await apiEnvelope<{ email: string }>(API_PATHS.auth.undoEmailChange, { method: 'POST', body });
  return { email: envelope.data.email, message: envelope.message };
}
