import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from '../db/pglite.ts';
import { pgliteSession } from '../db/sql-session.ts';
import { type BackupWork, takeBackup } from './backup.ts';

// A worker thread of takePgliteBackup (decision 036): reads the copy of the shop's PGlite folder into the backup file
// and answers the summary.
const { folder, shop, file } = workerData as BackupWork;
const pglite = openPglite(folder);
try {
  parentPort?.postMessage(await takeBackup(pgliteSession(pglite), 'pglite', shop, file));
} finally {
  await pglite.close();
}
