import { IMAGE_MAX_PIXELS } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import sharp from 'sharp';
import type { ObjectStorage } from './storage.ts';

/**
 * Product images are kept as WebP variants of one key: the key 'products/ch-thb-01' is stored as
 * 'products/ch-thb-01-320.webp' and 'products/ch-thb-01-640.webp', all 4:3. Pages pick one through
 * `srcset`, so a phone never downloads the large one.
 */
export const IMAGE_WIDTHS = [320, 640] as const;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 640;
const aspectHeight = (width: number) => Math.round((width * 3) / 4);

export type ImageVariants = { url: string; srcSet: string; width: number; height: number };

export function variantPath(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** The URLs a page needs for an image key, served under /images/ (see app.ts). */
export function imageVariants(key: string | null): ImageVariants | null {
  if (!key) return null;
  return {
    url: `/images/${variantPath(key, LARGEST)}`,
    srcSet: IMAGE_WIDTHS.map((w) => `/images/${variantPath(key, w)} ${w}w`).join(', '),
    width: LARGEST,
    height: aspectHeight(LARGEST),
  };
}

/** One stored size of an image: where it goes under the image's key, and its WebP bytes. */
export type RenderedVariant = { path: string; data: Buffer };

/**
 * Every variant of an image (any format sharp reads), turned upright by its EXIF orientation and cropped
 * to 4:3 around the centre. Refuses a picture of more than IMAGE_MAX_PIXELS before decoding it. Metadata
 * (camera, place) is not copied into the variants.
 */
export function renderImageVariants(input: Buffer, key: string): Promise<RenderedVariant[]> {
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      path: variantPath(key, width),
      data: await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
        .autoOrient()
        .resize(width, aspectHeight(width), { fit: 'cover' })
        .webp({ quality: width <= 320 ? 78 : 80 })
        .toBuffer(),
    })),
  );
}

/** Stores rendered variants. */
export async function storeImageVariants(variants: RenderedVariant[], storage: ObjectStorage): Promise<void> {
  await Promise.all(variants.map((variant) => storage.put(variant.path, variant.data, 'image/webp')));
}

/** Renders and stores every variant of an image under its key. */
export async function writeImageVariants(input: Buffer, key: string, storage: ObjectStorage): Promise<void> {
  await storeImageVariants(await renderImageVariants(input, key), storage);
}

/**
 * Checks an uploaded picture before anything decodes it: the bytes decide the format (JPEG, PNG or WebP), and the
 * dimensions are read from its header and refused above IMAGE_MAX_PIXELS. IMAGE_TYPE_UNSUPPORTED,
 * IMAGE_UNREADABLE or IMAGE_TOO_MANY_PIXELS.
 */
export async function checkedUpload(bytes: Buffer): Promise<void> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new DomainError('IMAGE_TYPE_UNSUPPORTED');
  // Only the header is read here, so no pixel limit is needed yet: this is where the limit is checked.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new DomainError('IMAGE_UNREADABLE');
    });
  if (header.format !== format) throw new DomainError('IMAGE_TYPE_UNSUPPORTED');
  if (!header.width || !header.height) throw new DomainError('IMAGE_UNREADABLE');
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw new DomainError('IMAGE_TOO_MANY_PIXELS');
}

/** The formats a product image may be uploaded in, told by the file's first bytes (never its name). */
export type UploadFormat = 'jpeg' | 'png' | 'webp';

/** The format the bytes start with, or null when they are not a JPEG, PNG or WebP file. */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | null {
  const starts = (signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // 'RIFF', four bytes of length, 'WEBP'.
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}
