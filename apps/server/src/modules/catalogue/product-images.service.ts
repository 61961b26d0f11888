import { randomUUID } from 'node:crypto';
import { DomainError } from '@cleaver/domain/errors';
import {
  checkedUpload,
  IMAGE_WIDTHS,
  type ImageVariants,
  imageVariants,
  renderImageVariants,
  storeImageVariants,
  variantPath,
} from '../../platform/images.ts';
import type { ObjectStorage } from '../../platform/storage.ts';

/** A product image key: 'products/<uuid>' for uploads, 'products/<code slug>' for the demo catalogue. */
const PRODUCT_IMAGE_KEY = /^products\/[a-z0-9][a-z0-9-]{0,99}$/;

export type UploadedImage = { imageKey: string; image: ImageVariants };

/**
 * Product photos uploaded by staff. An upload is stored under a new key at once, before any product uses
 * it; the product mutations then accept only keys whose variants exist. Uploads that no product ever takes
 * up stay in storage (a later clean-up can remove keys no product row or order line refers to).
 */
export class ProductImagesService {
  constructor(private readonly storage: ObjectStorage) {}

  /**
   * Checks an uploaded file and stores its variants under a generated key. The bytes decide the format
   * (JPEG, PNG or WebP); the picture's dimensions are read from its header and refused above
   * IMAGE_MAX_PIXELS before anything is decoded.
   */
  async upload(bytes: Buffer): Promise<UploadedImage> {
    await checkedUpload(bytes);
    const imageKey = `products/${randomUUID()}`;
    const variants = await renderImageVariants(bytes, imageKey).catch((error: unknown) => {
      throw new DomainError('IMAGE_UNREADABLE', undefined, { cause: error });
    });
    await storeImageVariants(variants, this.storage);
    return { imageKey, image: imageVariants(imageKey) as ImageVariants };
  }

  /** True when `imageKey` is a product image key and every one of its variants is stored. */
  async exists(imageKey: string): Promise<boolean> {
    if (!PRODUCT_IMAGE_KEY.test(imageKey)) return false;
    const found = await Promise.all(IMAGE_WIDTHS.map((w) => this.storage.exists(variantPath(imageKey, w))));
    return found.every(Boolean);
  }
}
