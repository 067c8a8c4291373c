// Refuse what the server would refuse before sending it (server: src/server/lib/images.ts),
// so a phone on a slow connection does not upload 5 MB to hear "wrong type".
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const WRONG_IMAGE_TYPE = 'The profile image must be a PNG, JPEG, WebP or GIF image.';
export const IMAGE_TOO_LARGE = 'The profile image is larger than 5 MB.';

/** The reason a chosen file cannot be the profile image, or null when it can. */
export function profileImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return WRONG_IMAGE_TYPE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
