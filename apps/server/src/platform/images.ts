import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

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

/** Writes every variant of an image (any format sharp reads), cropped to 4:3 around the centre. */
export async function writeImageVariants(input: Buffer, key: string, uploadsDir: string): Promise<void> {
  await mkdir(dirname(join(uploadsDir, key)), { recursive: true });
  await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      sharp(input)
        .resize(width, aspectHeight(width), { fit: 'cover' })
        .webp({ quality: width <= 320 ? 78 : 80 })
        .toFile(join(uploadsDir, variantPath(key, width))),
    ),
  );
}
