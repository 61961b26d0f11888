import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IMAGE_MAX_BYTES } from '@cleaver/domain/constants';
import { userMessage } from '@cleaver/domain/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariants } from '../../platform/images.ts';
import type { ApiClient } from '../../test/client.ts';
import { signedInClients } from '../../test/identity.ts';
import { blankPng, imageForm, jpegPhoto } from '../../test/images.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { PRODUCT_IMAGE_UPLOAD_PATH, UPLOADS_PER_WINDOW } from './product-images.routes.ts';

const UUID_KEY = /^products\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Refusal = { code: string; message: string };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

describe.each(TEST_DATABASES)('product image upload on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let customer: ApiClient;
  let guest: ApiClient;
  let photo: Buffer;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro: customer, guest } = await signedInClients(app, ['admin', 'bistro']));
    photo = await jpegPhoto();
  });
  afterAll(async () => {
    await app?.close();
  });

  const upload = (client: ApiClient, body: BodyInit, headers?: HeadersInit) =>
    client.request(PRODUCT_IMAGE_UPLOAD_PATH, { method: 'POST', body, headers });

  async function expectRefusal(response: Response, status: number, code: string): Promise<void> {
    expect(response.status).toBe(status);
    expect((await response.json()) as Refusal).toEqual({ code, message: userMessage(code as never) });
  }

  it('stores an admin’s photo as WebP variants under a generated key, served as images', async () => {
    const response = await upload(admin, imageForm(photo, 'brisket.jpg'));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { imageKey: string; image: unknown };
    expect(body.imageKey).toMatch(UUID_KEY);
    expect(body.image).toEqual(imageVariants(body.imageKey));
    expect(await app.services.productImages.exists(body.imageKey)).toBe(true);

    for (const [width, height] of [
      [320, 240],
      [640, 480],
    ] as const) {
      const served = await fetch(`${app.baseUrl}/images/${body.imageKey}-${width}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['webp', width, height]);
    }
  });

  it('takes PNG and WebP too, telling the type from the bytes rather than the name', async () => {
    const png = await sharp(photo).png().toBuffer();
    const webp = await sharp(photo).webp().toBuffer();
    expect((await upload(admin, imageForm(png, 'photo.jpg', 'image/jpeg'))).status).toBe(201);
    expect((await upload(admin, imageForm(webp, 'photo', 'application/octet-stream'))).status).toBe(201);
  });

  it('says whether a key names a stored product image', async () => {
    const { productImages } = app.services;
    expect(await productImages.exists('products/ch-thb-01')).toBe(true); // seeded
    expect(await productImages.exists('products/2d1c3a4e-0000-4000-8000-000000000000')).toBe(false);
    expect(await productImages.exists('categories/chicken')).toBe(false);
    expect(await productImages.exists('products/../../auth-secret')).toBe(false);
    expect(await productImages.exists('')).toBe(false);
  });

  it('never uses the file’s name: one full of ../ lands under a generated key in uploads only', async () => {
    const before = new Set(filesUnder(app.dataDir));
    const response = await upload(admin, imageForm(photo, '../../../../tmp/evil.webp'));
    expect(response.status).toBe(201);
    const { imageKey } = (await response.json()) as { imageKey: string };
    expect(imageKey).toMatch(UUID_KEY);
    const added = filesUnder(app.dataDir).filter((file) => !before.has(file));
    expect(added.sort()).toEqual([`uploads/${imageKey}-320.webp`, `uploads/${imageKey}-640.webp`]);
  });

  it('refuses guests (401) and customers (403) before reading the file', async () => {
    await expectRefusal(await upload(guest, imageForm(photo, 'a.jpg')), 401, 'UNAUTHENTICATED');
    await expectRefusal(await upload(customer, imageForm(photo, 'a.jpg')), 403, 'FORBIDDEN');
  });

  it('refuses a page on another site using the admin’s cookies', async () => {
    const response = await fetch(`${app.baseUrl}${PRODUCT_IMAGE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: admin.cookieHeader },
      body: imageForm(photo, 'a.jpg'),
    });
    await expectRefusal(response, 403, 'CROSS_SITE_REFUSED');
  });

  it('refuses a 3 MB file with 413 and the spec’s message', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    photo.copy(big); // a real JPEG start, so only the size is wrong
    const response = await upload(admin, imageForm(big, 'big.jpg'));
    await expectRefusal(response, 413, 'IMAGE_TOO_LARGE');
    expect(userMessage('IMAGE_TOO_LARGE')).toBe(
      'Maximum image size is 2MB, reduce the image size and try again.',
    );
  });

  it('refuses a streamed body of unknown length as soon as the file passes 2 MB', async () => {
    const boundary = 'cleaver-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const chunk = Buffer.alloc(256 * 1024, 7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        // 3 MB in all, then the closing boundary.
        if (sent >= 3 * 1024 * 1024) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await admin.request(PRODUCT_IMAGE_UPLOAD_PATH, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectRefusal(response, 413, 'IMAGE_TOO_LARGE');
  });

  it('accepts a file of exactly 2 MB as far as size goes', async () => {
    // A JPEG padded with bytes after its end marker: decoders stop at the marker.
    const padded = Buffer.alloc(IMAGE_MAX_BYTES, 0);
    photo.copy(padded);
    const response = await upload(admin, imageForm(padded, 'padded.jpg'));
    expect(response.status).toBe(201);
  });

  it('refuses a text file named .png with 415', async () => {
    const text = Buffer.from('This is not a picture, whatever its name says.\n'.repeat(20));
    await expectRefusal(
      await upload(admin, imageForm(text, 'photo.png', 'image/png')),
      415,
      'IMAGE_TYPE_UNSUPPORTED',
    );
  });

  it('refuses a small file declaring 20,000 × 20,000 pixels without decoding it', async () => {
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = new Set(filesUnder(app.dataDir));
    const response = await upload(admin, imageForm(bomb, 'bomb.png', 'image/png'));
    await expectRefusal(response, 422, 'IMAGE_TOO_MANY_PIXELS');
    expect(filesUnder(app.dataDir).filter((file) => !before.has(file))).toEqual([]);
  });

  it('refuses a damaged picture, a missing file and a body that is not a form', async () => {
    const damaged = Buffer.concat([photo.subarray(0, 600), Buffer.alloc(4000, 0x55)]);
    await expectRefusal(await upload(admin, imageForm(damaged, 'cut.jpg')), 422, 'IMAGE_UNREADABLE');
    await expectRefusal(
      await upload(admin, imageForm(photo, 'a.jpg', 'image/jpeg', 'picture')),
      400,
      'IMAGE_REQUIRED',
    );
    await expectRefusal(
      await upload(admin, JSON.stringify({ image: 'a.jpg' }), { 'content-type': 'application/json' }),
      400,
      'IMAGE_REQUIRED',
    );
    await expectRefusal(
      await upload(admin, photo.toString('latin1'), { 'content-type': 'image/jpeg' }),
      400,
      'IMAGE_REQUIRED',
    );
    await expectRefusal(
      await upload(admin, 'no boundary', { 'content-type': 'multipart/form-data' }),
      400,
      'IMAGE_REQUIRED',
    );
    const cutShort =
      '--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n' +
      photo.subarray(0, 100).toString('latin1');
    await expectRefusal(
      await upload(admin, cutShort, { 'content-type': 'multipart/form-data; boundary=b' }),
      400,
      'IMAGE_REQUIRED',
    );
  });

  // Last: it uses up the admin's uploads for the window.
  it(`lets one admin start at most ${UPLOADS_PER_WINDOW} uploads in ten minutes`, async () => {
    let answer = 0;
    for (let i = 0; i <= UPLOADS_PER_WINDOW && answer !== 429; i++) {
      answer = (await upload(admin, new FormData())).status;
    }
    expect(answer).toBe(429);
    await expectRefusal(await upload(admin, imageForm(photo, 'a.jpg')), 429, 'IMAGE_UPLOAD_RATE_LIMITED');
    // A customer is still refused as a customer, not counted against the admin.
    await expectRefusal(await upload(customer, imageForm(photo, 'a.jpg')), 403, 'FORBIDDEN');
  });
});
