import { imageTooLarge } from '@cleaver/domain/admin-messages';
import { IMAGE_MAX_BYTES } from '@cleaver/domain/constants';
import { type ErrorCode, isErrorCode, userMessage } from '@cleaver/domain/errors';

const endpoint = '/api/delivery/images';

export type DeliveryImageKind = 'photo' | 'signature';

/** A refused or failed upload; `message` is safe to show in the delivery dialog. */
export class DeliveryImageError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string = userMessage(code)) {
    super(message);
    this.name = 'DeliveryImageError';
    this.code = code;
  }
}

/**
 * Sends a proof-of-delivery photo or signature; answers its id for markDelivered. Only its uploader can use or
 * see it until the delivery is recorded.
 */
export async function uploadDeliveryImage(image: Blob, kind: DeliveryImageKind): Promise<string> {
  if (image.size > IMAGE_MAX_BYTES)
    throw new DeliveryImageError('IMAGE_TOO_LARGE', imageTooLarge(image.size));
  const form = new FormData();
  form.append('kind', kind);
  form.append('image', image, kind === 'photo' ? 'photo.jpg' : 'signature.png');
  let response: Response;
  try {
    response = await fetch(endpoint, { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new DeliveryImageError('SERVER_UNAVAILABLE');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === 'object' && 'id' in body && typeof body.id === 'string') {
    return body.id;
  }

  const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
  if (response.status === 413 || code === 'IMAGE_TOO_LARGE')
    throw new DeliveryImageError('IMAGE_TOO_LARGE', imageTooLarge(image.size));
  if (isErrorCode(code)) throw new DeliveryImageError(code);
  throw new DeliveryImageError(response.status >= 500 ? 'SERVER_UNAVAILABLE' : 'INTERNAL');
}
