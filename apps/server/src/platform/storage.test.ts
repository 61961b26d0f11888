import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackup } from '../backup/backup.ts';
import { PRODUCT_IMAGE_UPLOAD_PATH } from '../modules/catalogue/product-images.routes.ts';
import type { ApiClient } from '../test/client.ts';
import { signedInClients } from '../test/identity.ts';
import { imageForm, jpegPhoto } from '../test/images.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { startTestApp, TEST_DATABASES, type TestApp, templateImagesDir } from '../test/test-app.ts';
import { BucketStorage, FolderStorage, isStorageKey } from './storage.ts';

describe('storage keys', () => {
  it.each([
    ['products/0b7c8d2e-5f1a-4c3b-9d2e-1f2a3b4c5d6e-640.webp', true],
    ['categories/chicken.webp', true],
    ['products/../auth-secret', false],
    ['../outside.webp', false],
    ['/etc/passwd', false],
    ['products/.hidden', false],
    ['products//double.webp', false],
    ['products\\windows.webp', false],
    ['Products/Upper.webp', false],
    ['', false],
  ])('%j is a valid key: %s', (key, valid) => {
    expect(isStorageKey(key)).toBe(valid);
  });
});

describe('folder storage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cleaver-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes files under its folder and finds them again', async () => {
    const storage = new FolderStorage(join(dir, 'uploads'));
    await storage.put('products/a-320.webp', Buffer.from('picture'), 'image/webp');
    expect(readFileSync(join(dir, 'uploads/products/a-320.webp'), 'utf8')).toBe('picture');
    expect(await storage.exists('products/a-320.webp')).toBe(true);
    expect(await storage.exists('products/b-320.webp')).toBe(false);
    expect(await storage.exists('products')).toBe(false); // a folder is not a stored file
  });

  it('refuses a key that would leave the folder', async () => {
    const storage = new FolderStorage(join(dir, 'uploads'));
    await expect(storage.put('../escaped.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /invalid storage key/,
    );
    expect(existsSync(join(dir, 'escaped.webp'))).toBe(false);
  });
});

/** The images left out of the bucket before the app starts: a category's and a product's (all its variants). */
const DRAWN_BY_THE_SEED = ['categories/chicken.webp', 'products/ch-thb-01-'];

/**
 * Puts the run's demo images (drawn once by its template) into the bucket, but those `leaveOut` names: the seed
 * skips images already there, so it draws only those, instead of the ~500 files of the demo catalogue.
 */
async function fillBucketFromTemplate(bucket: BucketStorage, leaveOut: (key: string) => boolean) {
  const dir = templateImagesDir();
  if (!dir) return;
  const keys = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((key) => !leaveOut(key));
  for (let at = 0; at < keys.length; at += 16) {
    await Promise.all(
      keys
        .slice(at, at + 16)
        .map(async (key) => bucket.put(key, await readFile(join(dir, key)), 'image/webp')),
    );
  }
}

describe.each(TEST_DATABASES)('images in an S3-compatible bucket on $name', ({ url }) => {
  let s3: TestS3Server;
  let bucket: BucketStorage;
  let app: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = new BucketStorage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'ap-southeast-2',
      accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: true,
    });
    // The template's images in the bucket but two, so the app's seed draws only those two into it as it starts.
    await fillBucketFromTemplate(bucket, (key) => DRAWN_BY_THE_SEED.some((drawn) => key.startsWith(drawn)));
    app = await startTestApp({ databaseUrl: url, extraEnv: s3.env });
    ({ admin } = await signedInClients(app, ['admin']));
  });
  afterAll(async () => {
    await app?.close();
    bucket?.close();
    await s3?.close();
  });

  it('puts objects, says which exist and reads them back', async () => {
    await bucket.put('tests/hello.webp', Buffer.from('hello bucket'), 'image/webp');
    expect(await bucket.exists('tests/hello.webp')).toBe(true);
    expect(await bucket.exists('tests/missing.webp')).toBe(false);
    const object = await bucket.get('tests/hello.webp');
    expect(object?.contentLength).toBe(12);
    expect(object && (await text(object.body))).toBe('hello bucket');
    expect(await bucket.get('tests/missing.webp')).toBeNull();
    expect(await bucket.get('../tests/hello.webp')).toBeNull();
    await expect(bucket.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /invalid storage key/,
    );
  });

  it('seeds the demo images into the bucket, not the uploads folder, and serves them under /images/', async () => {
    // The two the bucket did not have: drawn by the seed.
    expect(await bucket.exists('categories/chicken.webp')).toBe(true);
    expect(await bucket.exists('products/ch-thb-01-640.webp')).toBe(true);
    expect(await bucket.exists('products/ch-thb-01-320.webp')).toBe(true);
    expect(existsSync(join(app.dataDir, 'uploads'))).toBe(false);
    const served = await fetch(`${app.baseUrl}/images/categories/chicken.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('stores an admin’s upload in the bucket and serves its variants from there', async () => {
    const response = await admin.request(PRODUCT_IMAGE_UPLOAD_PATH, {
      method: 'POST',
      body: imageForm(await jpegPhoto(), 'lamb.jpg'),
    });
    expect(response.status).toBe(201);
    const { imageKey, image } = (await response.json()) as { imageKey: string; image: { url: string } };
    expect(await app.services.productImages.exists(imageKey)).toBe(true);
    expect(await bucket.exists(`${imageKey}-320.webp`)).toBe(true);

    const served = await fetch(`${app.baseUrl}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const picture = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 640, 480]);

    const head = await fetch(`${app.baseUrl}${image.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('answers 404 for a missing image, a key outside the rules and anything not WebP', async () => {
    await bucket.put('tests/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    for (const path of [
      '/images/products/missing-640.webp',
      '/images/products/%2e%2e/%2e%2e/secret.webp',
      '/images/tests/page.html',
    ]) {
      expect((await fetch(`${app.baseUrl}${path}`)).status, path).toBe(404);
    }
  });

  it('keeps the nightly backups in the bucket under backups/, the newest N, and never serves them', async () => {
    // Images in a bucket and no BACKUP_DIR: the bucket is where the backups go (the machine's disk may be gone).
    expect(app.services.backups.folder).toBe(`s3://${s3.bucket}/backups/`);
    const today = aucklandDateString(new Date());
    for (const days of [-3, -2, -1]) {
      await bucket.put(
        `backups/cleaver-${addDays(today, days)}.backup`,
        Buffer.from('old'),
        'application/octet-stream',
      );
    }
    await bucket.put('backups/before-the-move.backup', Buffer.from('mine'), 'application/octet-stream');
    await app.services.backups.updateSettings({ hour: 0, keep: 2 });
    const written = await app.services.backups.runIfDue();
    expect(written?.file).toBe(`s3://${s3.bucket}/backups/cleaver-${today}.backup`);
    expect((await bucket.list('backups/')).sort()).toEqual([
      'backups/before-the-move.backup',
      `backups/cleaver-${addDays(today, -1)}.backup`,
      `backups/cleaver-${today}.backup`,
    ]);
    expect(await app.services.backups.latest()).toMatchObject({ status: 'ok', file: written?.file });
    expect(existsSync(join(app.dataDir, 'backups'))).toBe(false);

    // Read back from the bucket, it is a whole backup of this shop.
    const object = await bucket.get(`backups/cleaver-${today}.backup`);
    const copy = join(mkdtempSync(join(tmpdir(), 'cleaver-s3-backup-')), 'copy.backup');
    await pipeline(object!.body, createWriteStream(copy));
    await expect(checkBackup(copy)).resolves.toMatchObject({ format: 'cleaver-backup' });
    rmSync(dirname(copy), { recursive: true, force: true });
    expect((await fetch(`${app.baseUrl}/images/backups/cleaver-${today}.backup`)).status).toBe(404);
  }, 120_000);
});
