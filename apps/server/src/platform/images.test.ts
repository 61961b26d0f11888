import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageVariants, writeImageVariants } from './images.ts';

describe('image variants', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cleaver-images-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes 320 and 640 px wide WebP files at 4:3 from any picture, cropping rather than stretching', async () => {
    const square = await sharp({
      create: { width: 900, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    await writeImageVariants(square, 'products/test-item', dir);
    const small = await sharp(join(dir, 'products/test-item-320.webp')).metadata();
    const large = await sharp(join(dir, 'products/test-item-640.webp')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 320, 240]);
    expect([large.format, large.width, large.height]).toEqual(['webp', 640, 480]);
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
