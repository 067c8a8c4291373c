// Profile images and banners are served by the portal itself (product.md: one origin).
export const DEFAULT_AVATAR = '/default-avatar.webp';

export function uploadedImageUrl(name: string): string {
  return `/uploads/images/${encodeURIComponent(name)}`;
}

export function avatarUrl(profileImage: string | null | undefined): string {
  return profileImage ? uploadedImageUrl(profileImage) : DEFAULT_AVATAR;
}
