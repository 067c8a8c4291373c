import { t } from '@lingui/core/macro';
import { formatDecimal, formatNumber } from '@/client/lib/format/format';
// Checks a chosen file before anything is sent: by its first bytes, not its name, the
// same way the server decides (src/server/lib/images.ts), so a renamed text file is
// refused at once instead of after a slow upload.
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What the image is for, as the messages name it. */
export type ImageKind = 'image' | 'banner';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type read from the file's magic number, or null when it is none we take. */
export async function sniffImageType(file: Blob): Promise<(typeof IMAGE_TYPES)[number] | null> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${formatDecimal(bytes / 1024 / 1024)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

/** The reason an image cannot be uploaded, or null when it may be sent. */
export async function imageProblem(file: File, what: ImageKind = 'image', maxBytes = MAX_IMAGE_BYTES): Promise<string | null> {
  const banner = what === 'banner';
  if ((await sniffImageType(file)) === null) return banner ? t`The banner must be a PNG, JPEG, WebP or GIF image.` : t`The image must be a PNG, JPEG, WebP or GIF image.`;
  const size = formatBytes(maxBytes);
  if (file.size > maxBytes) return banner ? t`The banner is larger than ${size}.` : t`The image is larger than ${size}.`;
  return null;
}

/** The reason a CSV/text file cannot be read as a list, or null. Binary files hold NUL bytes. */
export async function textFileProblem(file: File, maxBytes = 1024 * 1024): Promise<string | null> {
  if (!/\.(csv|txt)$/i.test(file.name) && !/^text\//.test(file.type)) return t`Choose a .csv or .txt file.`;
  const size = formatBytes(maxBytes);
  if (file.size > maxBytes) return t`The file is larger than ${size}.`;
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  if (head.includes(0)) return t`The file is not text: choose a .csv or .txt file.`;
  return null;
}
