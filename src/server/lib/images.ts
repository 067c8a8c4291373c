// Uploaded images: checked by their bytes (not their name), re-encoded to WebP at most
// 1600 px wide, stored in the database under a random name (product.md: stateless API).
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { HttpError } from './http/http-error';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1600;
const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export const IMAGE_NAME_PATTERN = /^[a-f0-9-]{36}\.webp$/;

export interface StoredImage {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Validates and re-encodes an upload; throws 413/415 with a sentence. Does not store it. */
export async function prepareImage(input: Buffer, field = 'image'): Promise<StoredImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new HttpError(413, M.imageTooLarge, { field });
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) {
    throw new HttpError(415, M.imageWrongType, { field });
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { name: `${randomUUID()}.webp`, bytes: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(415, M.imageUnreadable, { field });
  }
}

/** `private`: a person's picture, kept out of browsers' HTTP caches (uploads.routes.ts). */
export async function storeImage(db: Db, image: StoredImage, options: { private?: boolean } = {}): Promise<string> {
  await db.insert(images).values({
    private: options.private ?? false,
    name: image.name,
    contentType: 'image/webp',
    bytes: image.bytes,
    size: image.bytes.length,
    sha256: createHash('sha256').update(image.bytes).digest('hex'),
    width: image.width,
    height: image.height,
  });
  return image.name;
}

/** A stored image again under a new name (a coupon taking its company's banner, which the company may later replace); null when there is none. */
export async function copyImage(db: Db, name: string | null | undefined): Promise<string | null> {
  if (!name) return null;
  const [row] = await db.select().from(images).where(eq(images.name, name));
  if (!row) return null;
  const { createdAt: _createdAt, ...image } = row;
  const copy = `${randomUUID()}.webp`;
  await db.insert(images).values({ ...image, name: copy });
  return copy;
}

export async function deleteImage(db: Db, name: string | null | undefined): Promise<void> {
  if (name) await db.delete(images).where(eq(images.name, name));
}

/** Resized copy for srcset (card width and 2x); the original is the fallback. */
export async function resizedImage(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}
