import { imageTooLarge } from '@cleaver/domain/admin-messages';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@cleaver/domain/constants';
import { type ErrorCode, isErrorCode, userMessage } from '@cleaver/domain/errors';
import { useMutation } from '@tanstack/react-query';

const endpoint = '/api/admin/product-images';

/** The server's answer to an upload: the new key, and the image as pages show it. */
export interface UploadedProductImage {
  imageKey: string;
  image: { url: string; srcSet: string; width: number; height: number };
}

/** A refused or failed upload; `message` is safe to show in place of the image. */
export class ImageUploadError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string = userMessage(code)) {
    super(message);
    this.name = 'ImageUploadError';
    this.code = code;
  }
}

/**
 * Why a chosen file cannot be uploaded, checked before anything is sent (the server checks again, and
 * reads the type from the bytes): the spec's size message with the file's size, or null when it may go.
 */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): ImageUploadError | null {
  if (file.size > IMAGE_MAX_BYTES) return new ImageUploadError('IMAGE_TOO_LARGE', imageTooLarge(file.size));
  // An empty type means the browser does not know it; the server's look at the bytes decides then.
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return new ImageUploadError('IMAGE_TYPE_UNSUPPORTED');
  return null;
}

/** Sends one image file to the server, which stores its variants under a new key. */
export async function uploadProductImage(file: File): Promise<UploadedProductImage> {
  const problem = imageFileProblem(file);
  if (problem) throw problem;
  const form = new FormData();
  form.append('image', file);
  let response: Response;
  try {
    response = await fetch(endpoint, { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new ImageUploadError('SERVER_UNAVAILABLE');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as UploadedProductImage;

  const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
  if (response.status === 413 || code === 'IMAGE_TOO_LARGE')
    throw new ImageUploadError('IMAGE_TOO_LARGE', imageTooLarge(file.size));
  if (isErrorCode(code)) throw new ImageUploadError(code);
  throw new ImageUploadError(response.status >= 500 ? 'SERVER_UNAVAILABLE' : 'INTERNAL');
}

/** Uploads a product image; the answer's key goes into the product form, its URL into the preview. */
export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
