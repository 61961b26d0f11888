import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { AppliedMigration } from '../db/migrations-runner.ts';

/**
 * A Cleaver backup is one gzip file of text lines (decision 024):
 *
 *   {"format":"cleaver-backup",…}          the header: when, from which database, the schema, the counts
 *   T {"table":"order","columns":[…]}      a table; its rows follow, one JSON object a line, as PostgreSQL
 *   R {…}                                  wrote them (row_to_json), never parsed on the way through
 *   F {"path":"products/x.webp","data":…}  an uploaded file, base64
 *   S {"authSecret":"…"}                   the generated auth secret
 *   {"end":true,"sha256":"…"}              the SHA-256 of every line before it: a file cut short or changed
 *                                          is refused before anything is restored
 */
export const BACKUP_FORMAT = 'cleaver-backup';
export const BACKUP_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: AppliedMigration[];
  /** Rows per table. */
  tables: Record<string, number>;
  files: number;
  counts: { orders: number; invoices: number; customers: number };
};

export type BackupEntry =
  | { kind: 'table'; table: string; columns: string[] }
  | { kind: 'row'; json: string }
  | { kind: 'file'; path: string; data: Buffer }
  | { kind: 'secret'; authSecret: string };

/** A file that is not a whole, unchanged Cleaver backup. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** Writes a backup line by line: to `FILE.partial`, renamed to `FILE` only once whole (mode 0600: it holds secrets). */
export class BackupWriter {
  private readonly hash = createHash('sha256');
  private readonly gzip = createGzip({ level: 6 });
  private readonly done: Promise<void>;
  private readonly partial: string;
  bytes = 0;

  constructor(private readonly path: string) {
    this.partial = `${path}.partial`;
    const file = createWriteStream(this.partial, { mode: 0o600 });
    file.on('finish', () => undefined);
    this.done = pipeline(this.gzip, file);
  }

  async line(text: string): Promise<void> {
    const line = `${text}\n`;
    this.hash.update(line);
    if (!this.gzip.write(line)) await new Promise((resolve) => this.gzip.once('drain', resolve));
  }

  header(header: BackupHeader) {
    return this.line(JSON.stringify(header));
  }

  table(table: string, columns: string[]) {
    return this.line(`T ${JSON.stringify({ table, columns })}`);
  }

  /** A row as PostgreSQL's row_to_json wrote it (one line: JSON text never holds a raw newline). */
  row(json: string) {
    return this.line(`R ${json}`);
  }

  file(path: string, data: Buffer) {
    return this.line(`F ${JSON.stringify({ path, data: data.toString('base64') })}`);
  }

  secret(authSecret: string) {
    return this.line(`S ${JSON.stringify({ authSecret })}`);
  }

  /** Ends the file with its checksum and puts it in place. */
  async finish(): Promise<void> {
    const sha256 = this.hash.copy().digest('hex');
    this.gzip.end(`${JSON.stringify({ end: true, sha256 })}\n`);
    await this.done;
    await rename(this.partial, this.path);
  }

  /** Leaves nothing behind after a failure. */
  async abandon(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
    await rm(this.partial, { force: true });
  }
}

/**
 * Reads a backup through, calling `onEntry` for each table, row, file and secret after the header. Throws
 * BackupFileError for anything but a whole, unchanged Cleaver backup. Read it once with no `onEntry` to check
 * it before changing anything.
 */
export async function readBackup(
  path: string,
  onEntry?: (entry: BackupEntry, header: BackupHeader) => Promise<void>,
): Promise<BackupHeader> {
  const hash = createHash('sha256');
  let header: BackupHeader | null = null;
  let ended = false;
  const input = createReadStream(path).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) {
      if (ended)
        throw new BackupFileError('The file goes on after its end: it is not a Cleaver backup as written.');
      if (header === null) {
        header = parseHeader(line);
        hash.update(`${line}\n`);
        continue;
      }
      if (line.startsWith('{')) {
        const end = parseJson(line) as { end?: boolean; sha256?: string };
        if (end.end !== true || end.sha256 !== hash.copy().digest('hex')) {
          throw new BackupFileError('The backup is damaged: its checksum does not match what it holds.');
        }
        ended = true;
        continue;
      }
      hash.update(`${line}\n`);
      if (onEntry) {
        const entry = entryOf(line);
        try {
          await onEntry(entry, header);
        } catch (error) {
          throw new EntryFailed(error);
        }
      }
    }
  } catch (error) {
    if (error instanceof EntryFailed) throw error.reason;
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`There is no file at ${path}.`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw new BackupFileError('The file is not a Cleaver backup, or it is damaged (it does not unpack).');
    throw new BackupFileError(
      `The file is cut short or damaged: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    lines.close();
    input.destroy();
  }
  if (header === null) throw new BackupFileError('The file is empty: it is not a Cleaver backup.');
  if (!ended) throw new BackupFileError('The backup is cut short: its end is missing. Was it copied whole?');
  return header;
}

/** What the caller's `onEntry` threw, carried out unchanged. */
class EntryFailed {
  constructor(readonly reason: unknown) {}
}

function parseHeader(line: string): BackupHeader {
  const header = parseJson(line) as Partial<BackupHeader>;
  if (header.format !== BACKUP_FORMAT) throw new BackupFileError('The file is not a Cleaver backup.');
  if (typeof header.version !== 'number' || header.version > BACKUP_VERSION) {
    throw new BackupFileError(
      `The backup was written by a newer Cleaver (backup format ${header.version}). Update Cleaver, then restore it.`,
    );
  }
  return header as BackupHeader;
}

function entryOf(line: string): BackupEntry {
  const body = line.slice(2);
  switch (line.slice(0, 2)) {
    case 'R ':
      return { kind: 'row', json: body };
    case 'T ': {
      const { table, columns } = parseJson(body) as { table: string; columns: string[] };
      return { kind: 'table', table, columns };
    }
    case 'F ': {
      const { path, data } = parseJson(body) as { path: string; data: string };
      return { kind: 'file', path, data: Buffer.from(data, 'base64') };
    }
    case 'S ':
      return { kind: 'secret', authSecret: (parseJson(body) as { authSecret: string }).authSecret };
    default:
      throw new BackupFileError('The backup holds a line Cleaver does not know: it is damaged.');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupFileError('The file is not a Cleaver backup, or it is damaged (a line is not readable).');
  }
}
