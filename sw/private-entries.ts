import { apiUrl, SHELL_API } from '../src/shared/shell-api-paths';

const CATALOGUE_PATH = apiUrl(SHELL_API.catalogue);

const IMAGES_PATH = '/uploads/images/';

/**
 * Whether a cached URL belongs to the user who is logging out. Every API answer but the public
 * catalogue is someone's (profile, wallet, history), and the user's own profile image is theirs;
 * banners, the catalogue and the app shell are the same for everyone and stay.
 */
export function isPrivateEntry(url: URL, origin: string, profileImage: string | null): boolean {
  if (url.origin !== origin) return false;
  if (url.pathname.startsWith('/api/')) return url.pathname !== CATALOGUE_PATH;
  if (!profileImage || !url.pathname.startsWith(IMAGES_PATH)) return false;
  return decodeURIComponent(url.pathname.slice(IMAGES_PATH.length)) === profileImage;
}
