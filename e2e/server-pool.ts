import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from './server.ts';

/**
 * Names the environment variable through which e2e/global-setup.ts tells the journeys where the server
 * pool answers (its base URL).
 */
export const POOL_ENV = 'CLEAVER_E2E_SERVER_POOL';

type Handout = { id: string; baseUrl: string; dataDir: string; logFile: string };

/**
 * Runs in the test runner's own process and keeps `spare` servers (default options: PGlite, demo data)
 * started ahead of the journeys that take them, so a file does not wait ~15 s for its server while the
 * CPU sits half idle in another file's page loads. Each server is still used by one file only and
 * stopped after it: a fresh database per file, as before. Seeded as it starts, a spare's demo data is at
 * most one journey file older than that of a server started on demand. Given how many files will take one
 * (`takers`), it starts no more than that: spares nobody takes would cost the last files' CPU for nothing.
 */
export async function startServerPool(
  spare: number,
  takers = Number.POSITIVE_INFINITY,
): Promise<{ url: string; close: () => Promise<void> }> {
  const logDir = await mkdtemp(join(tmpdir(), 'cleaver-e2e-pool-'));
  let started = 0;
  let closing = false;
  const waiting: Array<Promise<{ server: RunningServer; logFile: string }>> = [];
  const taken = new Map<string, RunningServer>();

  // One start at a time: two at once on a busy machine can take past the ready timeout.
  let previousStart: Promise<unknown> = Promise.resolve();
  const startOne = () => {
    const logFile = join(logDir, `server-${++started}.log`);
    const next = previousStart.then(() => startServer({ logFile })).then((server) => ({ server, logFile }));
    // A failure is reported to the journey that takes this server, not here.
    previousStart = next.catch(() => undefined);
    return next;
  };
  const refill = () => {
    while (!closing && waiting.length < spare && started < takers) waiting.push(startOne());
  };

  const take = async (): Promise<Handout> => {
    const next = waiting.shift() ?? startOne();
    refill();
    const { server, logFile } = await next;
    const id = String(started) + Math.random().toString(36).slice(2, 8);
    taken.set(id, server);
    return { id, baseUrl: server.baseUrl, dataDir: server.dataDir, logFile };
  };
  const release = async (id: string) => {
    const server = taken.get(id);
    taken.delete(id);
    await server?.stop();
  };

  const http = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    });
  });
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://pool');
    if (request.method === 'POST' && url.pathname === '/take') {
      const handout = await take();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(handout));
    } else if (request.method === 'POST' && url.pathname === '/release') {
      await release(url.searchParams.get('id') ?? '');
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  };
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const address = http.address();
  if (!address || typeof address !== 'object') throw new Error('the server pool has no address');
  refill();

  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      closing = true;
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
      const spares = await Promise.allSettled(waiting.splice(0));
      await Promise.all([
        ...spares.map((result) => (result.status === 'fulfilled' ? result.value.server.stop() : undefined)),
        ...[...taken.values()].map((server) => server.stop()),
      ]);
      await rm(logDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server from the run's pool (see startServerPool), or undefined when there is none (a run without
 * e2e/global-setup.ts). It is stopped, and its data folder removed, when the journey stops it.
 */
export async function takePooledServer(): Promise<RunningServer | undefined> {
  const poolUrl = process.env[POOL_ENV];
  if (!poolUrl) return undefined;
  const response = await fetch(`${poolUrl}/take`, { method: 'POST' });
  if (!response.ok) throw new Error(`The server pool could not start a server: ${await response.text()}`);
  const { id, baseUrl, dataDir, logFile } = (await response.json()) as Handout;
  return {
    baseUrl,
    dataDir,
    output: () => {
      try {
        return readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(-200).join('\n');
      } catch {
        return '(no server output)';
      }
    },
    stop: async () => {
      const released = await fetch(`${poolUrl}/release?id=${encodeURIComponent(id)}`, { method: 'POST' });
      if (!released.ok)
        throw new Error(`The server pool could not stop ${baseUrl}: ${await released.text()}`);
    },
  };
}
