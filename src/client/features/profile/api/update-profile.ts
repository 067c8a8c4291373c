import { t } from '@lingui/core/macro';
import { API_PATHS } from '@/shared/api-paths';
import type { SessionUser } from '@/shared/contract/auth';
import { PROFILE_IMAGE_FIELDS } from '@/shared/contract/users';
import { ApiError } from '@/client/lib/api/api-client';
import { uploadWithProgress } from '@/client/lib/api/upload-with-progress';
import { userCall, type UserCallResult } from '@/client/lib/api/user-call';
import { parseProfile } from '@/client/lib/session/profile-refresh';

export interface ProfileUpdate {
  name: string;
  image: File | null;
}

/**
 * A user call (spec section 7, PATCH /user/updateProfile; multipart: `name` and the image file
 * part), with upload progress. The result, with the server's message on failure.
 */
export async function updateProfile(update: ProfileUpdate, onProgress?: (fraction: number) => void): Promise<UserCallResult<SessionUser>> {
  const form = new FormData();
  form.append('name', update.name);
  if (update.image) form.append(PROFILE_IMAGE_FIELDS[0], update.image);
  const result = await userCall(() => uploadWithProgress<unknown>(API_PATHS.user.updateProfile, form, { method: 'PATCH', onProgress }));
  if (!result.ok) return result;
  try {
    // The answer carries the user, as an object or as getUserById's JSON string.
    return { ok: true, data: await parseProfile(result.data), message: result.message };
  } catch (error) {
    console.error('Unexpected updateProfile answer', error);
    const message = t`The profile was saved, but the answer could not be read. Reload to see it.`;
    return { ok: false, message, error: new ApiError(message) };
  }
}
