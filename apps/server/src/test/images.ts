import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real photo-sized JPEG (a plain colour, so it is made in milliseconds). */
export function jpegPhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 50 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A valid black-and-white PNG of width × height pixels, small on disk because every row is blank: a
 * decompression bomb when the dimensions are large (20,000 × 20,000 is 400 megapixels in about 50 KB).
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit per pixel
  header[9] = 0; // greyscale
  // Each row: a filter byte and width bits, all zero.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart form with one file, as a browser sends it. */
export function imageForm(
  bytes: Uint8Array,
  fileName: string,
  type = 'image/jpeg',
  field = 'image',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}
