import { createHash } from 'node:crypto';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupSummary } from './backup.ts';

/**
 * PGlite is one process's database: while the shop runs, `npm run backup` asks the running server to write the
 * backup, over a Unix socket beside the data (only this machine's users who may read DATA_DIR reach it).
 */
export function backupSocketPath(dataDir: string): string {
  const beside = join(dataDir, 'backup.sock');
  // A socket's path has a length limit (108 bytes on Linux).
  if (Buffer.byteLength(beside) < 100) return beside;
  return join(tmpdir(), `cleaver-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

type Answer = { ok: true; summary: BackupSummary } | { ok: false; error: string };

/** Serves backup requests from `npm run backup` while the server runs. */
export async function listenForBackups(
  path: string,
  take: (file: string) => Promise<BackupSummary>,
): Promise<Server> {
  // Left by a server that did not stop cleanly.
  if (existsSync(path)) rmSync(path, { force: true });
  const server = createServer((socket) => {
    let asked = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      asked += chunk;
      if (!asked.includes('\n')) return;
      void (async () => {
        let answer: Answer;
        try {
          const { out } = JSON.parse(asked) as { out: string };
          answer = { ok: true, summary: await take(out) };
        } catch (error) {
          answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
        socket.end(`${JSON.stringify(answer)}\n`);
      })();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  // Only the shop's own user may ask for a backup (and so choose where the server writes it).
  chmodSync(path, 0o600);
  return server;
}

/** Whether a server is listening at `path`. */
export function serverListening(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (!existsSync(path)) return resolve(false);
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Asks the running server for a backup to `file`; null when no server is listening. */
export async function askRunningServer(path: string, file: string): Promise<BackupSummary | null> {
  if (!(await serverListening(path))) return null;
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.once('error', reject);
    socket.once('end', () => {
      try {
        const parsed = JSON.parse(answer) as Answer;
        if (parsed.ok) resolve(parsed.summary);
        else reject(new Error(parsed.error));
      } catch {
        reject(new Error('The running server did not answer the backup request.'));
      }
    });
    socket.write(`${JSON.stringify({ out: file })}\n`);
  });
}
