// Profile images and banners are served by the portal itself (product.md: one origin).
import { uploadedImageUrl } from '@/shared/image-urls';

export { bannerSources, uploadedImageUrl } from '@/shared/image-urls';
export const DEFAULT_AVATAR = '/default-avatar.webp';

export function avatarUrl(profileImage: string | null | undefined): string {
  return profileImage ? uploadedImageUrl(profileImage) : DEFAULT_AVATAR;
}
