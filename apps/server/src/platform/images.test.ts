import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageVariants, sniffImageFormat, writeImageVariants } from './images.ts';
import { FolderStorage } from './storage.ts';

describe('image variants', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cleaver-images-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes 320 and 640 px wide WebP files at 4:3 from any picture, cropping rather than stretching', async () => {
    const square = await sharp({
      create: { width: 900, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    await writeImageVariants(square, 'products/test-item', new FolderStorage(dir));
    const small = await sharp(join(dir, 'products/test-item-320.webp')).metadata();
    const large = await sharp(join(dir, 'products/test-item-640.webp')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 320, 240]);
    expect([large.format, large.width, large.height]).toEqual(['webp', 640, 480]);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    // Stored 400 × 300 with orientation 6 ("rotate 90° clockwise to view"): a portrait photo.
    const sideways = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 120, b: 40 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await writeImageVariants(sideways, 'products/sideways', new FolderStorage(dir));
    const stored = await sharp(join(dir, 'products/sideways-640.webp')).metadata();
    expect([stored.width, stored.height, stored.orientation, stored.exif]).toEqual([
      640,
      480,
      undefined,
      undefined,
    ]);
  });

  it('gives a page the URL, srcset and size of a key, and nothing without one', () => {
    expect(imageVariants('products/test-item')).toEqual({
      url: '/images/products/test-item-640.webp',
      srcSet: '/images/products/test-item-320.webp 320w, /images/products/test-item-640.webp 640w',
      width: 640,
      height: 480,
    });
    expect(imageVariants(null)).toBeNull();
  });
});

describe('sniffImageFormat', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    ['a WebP', ascii('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '), 'webp'],
    ['a WAV (RIFF, but not WebP)', ascii('RIFF\u0010\u0000\u0000\u0000WAVEfmt '), null],
    ['text that names itself .png', ascii('PNG image, honest'), null],
    ['a GIF', ascii('GIF89a\u0001\u0000'), null],
    ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['nothing', bytes(), null],
  ])('tells %s from its first bytes', (_what, input, format) => {
    expect(sniffImageFormat(input)).toBe(format);
  });
});
