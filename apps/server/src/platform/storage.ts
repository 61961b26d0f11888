import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from './config.ts';

/**
 * Where uploaded and generated files (product images) are kept: a folder on this machine by default, an
 * S3-compatible bucket when S3_* is configured. Keys are relative paths such as 'products/<uuid>-640.webp'.
 */
export type ObjectStorage = FolderStorage | BucketStorage;

/** A stored file as read back for serving. */
export type StoredObject = { body: Readable; contentLength: number | undefined };

/** What is stored never changes under its key (keys are generated), so anyone may keep a copy for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

// Lower-case path segments of letters, digits, '.', '_' and '-', none starting with a dot: no '..', no
// absolute paths, nothing a file system or a bucket would read differently.
const KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** True for a key this storage accepts. */
export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

export function createStorage(config: Pick<Config, 'uploadsDir' | 's3'>): ObjectStorage {
  return config.s3 ? new BucketStorage(config.s3) : new FolderStorage(config.uploadsDir);
}

/** Files under a folder (DATA_DIR/uploads); app.ts serves the folder itself. */
export class FolderStorage {
  readonly kind = 'folder';
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  private pathOf(key: string): string {
    assertKey(key);
    const file = join(this.root, key);
    // The key pattern already rules out leaving the folder; this says so where the path is made.
    if (!file.startsWith(this.root + sep)) throw new Error(`storage key outside the folder: ${key}`);
    return file;
  }
}

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …). */
export class BucketStorage {
  readonly kind = 'bucket';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(s3: NonNullable<Config['s3']>) {
    this.bucket = s3.bucket;
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Newer SDKs add CRC checksums to every upload and expect them on downloads, which several
      // S3-compatible servers do not support yet: only when an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE,
      }),
    );
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Uploads a file from this machine without reading it into memory (one request: up to 5 GB). */
  async putFile(key: string, file: string, contentType: string): Promise<void> {
    assertKey(key);
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  /** The keys under a prefix such as 'backups/', every page of the listing. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Where a key is, for people: 's3://bucket/key'. */
  locationOf(key: string): string {
    return `s3://${this.bucket}/${key}`;
  }

  /** The object as a stream, or null when there is none under the key. */
  async get(key: string): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return {
        body: object.Body as Readable,
        contentLength: object.ContentLength,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404;
}
