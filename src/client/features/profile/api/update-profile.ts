import type { SessionUser } from '../../../../shared/contract/auth';
import { PROFILE_IMAGE_FIELDS } from '../../../../shared/contract/users';
import type { UserCallResult } from '../../../lib/api-client';
import { parseProfile } from '../../../lib/profile-refresh';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export interface ProfileUpdate {
  name: string;
  image: File | null;
}

/** PATCH /user/updateProfile (multipart: `name` and the image file part), with upload progress. */
export async function updateProfile(update: ProfileUpdate, onProgress?: (fraction: number) => void): Promise<UserCallResult<SessionUser>> {
  const form = new FormData();
  form.append('name', update.name);
  if (update.image) form.append(PROFILE_IMAGE_FIELDS[0], update.image);
  const result = await uploadWithProgress<unknown>('/user/updateProfile', form, { method: 'PATCH', onProgress });
  if (!result.ok) return result;
  try {
    // The answer carries the user, as an object or as getUserById's JSON string.
    return { ok: true, data: await parseProfile(result.data), message: result.message };
  } catch (error) {
    console.error('Unexpected updateProfile answer', error);
    return { ok: false, message: 'The profile was saved, but the answer could not be read. Reload to see it.' };
  }
}
