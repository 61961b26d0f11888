import { constants } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// The extensions the migrations create, loaded into every PGlite (it has no shared libraries to find them in):
// pg_trgm (migration 0026; its index was dropped again by 0027).
const extensions = { pg_trgm };

/** PGlite on a data folder. Every PGlite that opens the shop's folder, or a copy of it, opens it here. */
export function openPglite(folder: string): PGlite {
  return new PGlite(folder, { extensions });
}

// A WAL segment's file name: timeline, then position, in hex; names order as the positions do.
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Copies `pglite`'s data folder as it is now to a new folder beside it, and answers its path (decision 036). `pglite`
 * answers nothing meanwhile (under a second at 100,000 orders). A PGlite opened on the copy starts as after a crash,
 * with what was committed. The checkpoint first leaves it little to replay, and only the WAL segments from the
 * checkpoint's redo point to the current one are copied: the older ones and those kept for reuse are most of the
 * folder.
 */
export async function copyPgliteFolder(pglite: PGlite): Promise<string> {
  const folder = pglite.dataDir;
  if (!folder) throw new Error('This PGlite has no data folder to copy.');
  const copyFolder = await mkdtemp(join(dirname(folder), 'pglite-copy-'));
  try {
    await pglite.exec('checkpoint');
    // A transaction holds every other query back while the files are copied (a clone where the disk can).
    await pglite.transaction(async (tx) => {
      const { rows } = await tx.query<{ first: string; last: string }>(
        `select pg_walfile_name(redo_lsn) as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last
           from pg_control_checkpoint()`,
      );
      const { first, last } = rows[0]!;
      const wal = join(folder, 'pg_wal');
      await cp(folder, copyFolder, {
        recursive: true,
        mode: constants.COPYFILE_FICLONE,
        filter: (source) => {
          const name = basename(source);
          return dirname(source) !== wal || !WAL_SEGMENT.test(name) || (name >= first && name <= last);
        },
      });
    });
    return copyFolder;
  } catch (error) {
    await rm(copyFolder, { recursive: true, force: true });
    throw error;
  }
}
