import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../platform/config.ts';
import { BucketStorage } from '../platform/storage.ts';

/**
 * Where nightly backups are kept: the backup folder, or — when images live in an S3 bucket and BACKUP_DIR is not
 * set — the same bucket under `backups/`. The image route serves only `.webp` keys, so a backup in the bucket is
 * never reachable from the shop's address; the bucket itself must stay private (docs/deploy.md).
 */
export interface BackupDestination {
  /** Where, for people: a folder's path or 's3://bucket/backups/'. */
  readonly where: string;
  /** The file on this machine the backup called `name` is written to first. */
  staging(name: string): Promise<string>;
  /** Keeps the written file under `name`; answers where it now is. */
  keep(staged: string, name: string): Promise<string>;
  /** The names of the backups kept here. */
  names(): Promise<string[]>;
  remove(name: string): Promise<void>;
  close?(): void;
}

const BUCKET_PREFIX = 'backups/';

export function backupDestinationOf(
  config: Pick<Config, 'backupDir' | 'backupDirGiven' | 's3'>,
): BackupDestination {
  return config.s3 && !config.backupDirGiven
    ? new BucketDestination(new BucketStorage(config.s3))
    : new FolderDestination(config.backupDir);
}

export class FolderDestination implements BackupDestination {
  constructor(private readonly dir: string) {}

  get where(): string {
    return this.dir;
  }

  async staging(name: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, name);
    await rm(file, { force: true });
    return file;
  }

  async keep(staged: string): Promise<string> {
    return staged;
  }

  async names(): Promise<string[]> {
    return readdir(this.dir);
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }
}

export class BucketDestination implements BackupDestination {
  constructor(private readonly bucket: BucketStorage) {}

  get where(): string {
    return this.bucket.locationOf(BUCKET_PREFIX);
  }

  async staging(name: string): Promise<string> {
    const dir = join(tmpdir(), 'cleaver-backups');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const file = join(dir, name);
    await rm(file, { force: true });
    return file;
  }

  async keep(staged: string, name: string): Promise<string> {
    try {
      await this.bucket.putFile(BUCKET_PREFIX + name, staged, 'application/octet-stream');
    } finally {
      await rm(staged, { force: true });
    }
    return this.bucket.locationOf(BUCKET_PREFIX + name);
  }

  async names(): Promise<string[]> {
    return (await this.bucket.list(BUCKET_PREFIX)).map((key) => key.slice(BUCKET_PREFIX.length));
  }

  async remove(name: string): Promise<void> {
    await this.bucket.delete(BUCKET_PREFIX + name);
  }

  close(): void {
    this.bucket.close();
  }
}
