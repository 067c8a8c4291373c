// Refuse what the server would refuse before sending it (server: src/server/lib/images.ts),
// so a phone on a slow connection does not upload 5 MB to hear "wrong type".
import { t } from '@lingui/core/macro';
import { onLanguage } from '@/client/lib/on-language';

export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// In the active language (see lib/on-language.ts).
export let WRONG_IMAGE_TYPE = '';
export let IMAGE_TOO_LARGE = '';
onLanguage(() => {
  WRONG_IMAGE_TYPE = t`The profile image must be a PNG, JPEG, WebP or GIF image.`;
  IMAGE_TOO_LARGE = t`The profile image is larger than 5 MB.`;
});

/** The reason a chosen file cannot be the profile image, or null when it can. */
export function profileImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return WRONG_IMAGE_TYPE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
