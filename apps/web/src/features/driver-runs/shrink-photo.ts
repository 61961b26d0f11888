import { IMAGE_MAX_BYTES } from '@cleaver/domain/constants';

// The server keeps a delivery photo at most 1280 px on its longer side and takes files of up to 2 MB; a phone's
// camera gives 3–5 MB. Redrawn at that size before it is sent, it goes under the limit, and quickly on a
// van's mobile connection.
const PHOTO_MAX_SIDE = 1280;
const JPEG_QUALITY = 0.85;

/** A camera photo redrawn small enough to send; the file itself when the browser cannot redraw it. */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // A format this browser cannot draw: the server reads it or says why not.
    return file;
  }
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= IMAGE_MAX_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const shrunk = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  return shrunk ?? file;
}
