import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { freshPostgresDatabase, TEST_DATABASES } from '../test/test-app.ts';
import {
  MAX_ATTEMPTS,
  type OutboxEntry,
  OutboxWorker,
  PermanentError,
  retryDelaySeconds,
  WaitError,
} from './outbox-worker.ts';

describe('retryDelaySeconds', () => {
  it('waits 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});

describe.each(TEST_DATABASES)('outbox worker on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let dir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cleaver-outbox-'));
    const pgDatabase = url ? await freshPostgresDatabase(url) : undefined;
    dropDatabase = pgDatabase?.drop;
    handle = await openDatabase({ databaseUrl: pgDatabase?.url, dataDir: dir });
  });
  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  });

  let serial = 0;
  const queue = async (topic: string, count: number) => {
    const rows = Array.from({ length: count }, () => ({
      topic,
      payload: { n: ++serial },
      idempotencyKey: `${topic}:${serial}`,
    }));
    return (await handle.db.insert(outbox).values(rows).returning()).map((r) => r.id);
  };
  const entries = (ids: string[]) => handle.db.select().from(outbox).where(inArray(outbox.id, ids));
  const worker = (batchSize = 25) =>
    new OutboxWorker({
      run: handle.run,
      logError: (_error, message) => errors.push(message),
      batchSize,
      pollMs: 60_000,
    });

  it('works each entry once and marks it done, leaving topics it has no handler for', async () => {
    const mails = await queue('test.mail', 30);
    const others = await queue('test.other', 2);
    const seen: number[] = [];
    const w = worker(7);
    w.register('test.mail', async (payload) => {
      seen.push(payload.n as number);
    });
    await w.drain();
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const entry of await entries(mails)) {
      expect(entry).toMatchObject({ status: 'DONE', attempts: 1, lastError: null });
      expect(entry.processedAt).toBeInstanceOf(Date);
    }
    for (const entry of await entries(others))
      expect(entry).toMatchObject({ status: 'PENDING', attempts: 0 });
  });

  it('runs at most `concurrency` of a topic at once, still working and marking every entry', async () => {
    const ids = await queue('test.pdf', 9);
    const failing = serial;
    let running = 0;
    let most = 0;
    const w = worker(25);
    w.register(
      'test.pdf',
      async (payload) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (payload.n === failing) throw new Error('one fails');
      },
      { concurrency: 2 },
    );
    await w.drain();
    expect(most).toBe(2);
    const stored = await entries(ids);
    expect(stored.filter((e) => e.status === 'DONE')).toHaveLength(8);
    expect(stored.filter((e) => e.status === 'PENDING' && e.lastError === 'one fails')).toHaveLength(1);
  });

  it('tries a failed entry again later, backing off, and gives up after the last attempt', async () => {
    const [id] = await queue('test.flaky', 1);
    const w = worker();
    let calls = 0;
    w.register('test.flaky', async () => {
      calls++;
      throw new Error('SMTP said no');
    });
    await w.drain();
    const [first] = await entries([id!]);
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'SMTP said no' });
    const waitMs = first!.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThan(40_000);
    // Not due yet: a second look leaves it alone.
    await w.drain();
    expect(calls).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await handle.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, id!));
      await w.drain();
    }
    const [last] = await entries([id!]);
    expect(last).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(errors.filter((e) => e.includes('test.flaky'))).toHaveLength(MAX_ATTEMPTS);
  });

  it('looks again at an entry waiting for an earlier push without counting a try, however long it waits', async () => {
    const [id] = await queue('test.waiting', 1);
    const w = worker();
    let calls = 0;
    w.register('test.waiting', async () => {
      calls++;
      throw new WaitError('Waiting for the product to reach the accounting system first.');
    });
    for (let look = 1; look <= MAX_ATTEMPTS + 2; look++) {
      await handle.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, id!));
      await w.drain();
    }
    const [waiting] = await entries([id!]);
    expect(waiting).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      lastError: 'Waiting for the product to reach the accounting system first.',
    });
    const waitMs = waiting!.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThan(40_000);
    expect(calls).toBe(MAX_ATTEMPTS + 2);
    // A wait is not an error to log.
    expect(errors.filter((e) => e.includes('test.waiting'))).toHaveLength(0);
  });

  it('tells its listeners of each claim and each mark, FAILED only on the try that gives up', async () => {
    const [id] = await queue('test.reported', 1);
    const claims: string[][] = [];
    const marks: Array<{ id: string; status: string; lastError: string | null }> = [];
    const w = new OutboxWorker({
      run: handle.run,
      logError: (_error, message) => errors.push(message),
      pollMs: 60_000,
      onClaimed: (entries) => void claims.push(entries.map((entry) => entry.id)),
      onMarked: (entries) => {
        for (const { id, status, lastError } of entries) marks.push({ id, status, lastError });
      },
    });
    w.register('test.reported', async () => {
      throw new Error('refused');
    });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await handle.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, id!));
      await w.drain();
    }
    expect(claims).toEqual(Array.from({ length: MAX_ATTEMPTS }, () => [id]));
    expect(marks.map((mark) => mark.status)).toEqual([
      ...Array.from({ length: MAX_ATTEMPTS - 1 }, () => 'PENDING'),
      'FAILED',
    ]);
    expect(marks.every((mark) => mark.id === id && mark.lastError === 'refused')).toBe(true);
  });

  it('leaves an entry alone once its lease was lost to a newer claim', async () => {
    const [failing, succeeding] = await queue('test.slow', 2);
    const w = worker();
    w.register('test.slow', async (payload) => {
      // Meanwhile the lease ran out, another instance claimed the entry again and finished it.
      const id = payload.n === serial - 1 ? failing! : succeeding!;
      await handle.db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, status: id === failing ? 'DONE' : 'PENDING' })
        .where(eq(outbox.id, id));
      if (id === failing) throw new Error('timed out late');
    });
    await w.drain();
    const [first, second] = await entries([failing!, succeeding!]).then((rows) =>
      [failing, succeeding].map((id) => rows.find((r) => r.id === id)),
    );
    // Not set back to PENDING by the older claim's failure, nor marked done by the older claim's success.
    expect(first).toMatchObject({ status: 'DONE', attempts: 2, lastError: null });
    expect(second).toMatchObject({ status: 'PENDING', attempts: 2 });
  });

  it('records the other results of a batch when one handler throws at once', async () => {
    const ids = await queue('test.mixed', 3);
    const w = worker();
    w.register('test.mixed', (payload) => {
      if (payload.n === serial) throw new Error('bad payload');
      return Promise.resolve();
    });
    await w.drain();
    const rows = await entries(ids);
    expect(rows.filter((r) => r.status === 'DONE')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'PENDING' && r.lastError === 'bad payload')).toHaveLength(1);
  });

  it('gives the handler the entry and its key, and gives up at once on a permanent failure', async () => {
    const [refused, flaky] = await queue('test.permanent', 2);
    const w = worker();
    const given: OutboxEntry[] = [];
    w.register('test.permanent', async (payload, entry) => {
      given.push(entry);
      if (payload.n === serial - 1) throw new PermanentError('Refused: the address is too long');
      throw new Error('not now');
    });
    await w.drain();
    expect(given.map((e) => e.id).sort()).toEqual([refused, flaky].sort());
    expect(given.find((e) => e.id === refused)).toEqual({
      id: refused,
      idempotencyKey: `test.permanent:${serial - 1}`,
      attempts: 1,
    });
    const rows = await entries([refused!, flaky!]);
    expect(rows.find((r) => r.id === refused)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'Refused: the address is too long',
    });
    expect(rows.find((r) => r.id === flaky)).toMatchObject({ status: 'PENDING', lastError: 'not now' });
  });

  it('shares the entries between two workers without working any twice', async () => {
    const ids = await queue('test.shared', 60);
    const seen: number[] = [];
    const one = worker(5);
    const two = worker(5);
    for (const w of [one, two]) {
      w.register('test.shared', async (payload) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        seen.push(payload.n as number);
      });
    }
    await Promise.all([one.drain(), two.drain()]);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect((await entries(ids)).every((e) => e.status === 'DONE')).toBe(true);
  });

  it('picks up at start what was queued before, and stops cleanly', async () => {
    const ids = await queue('test.start', 3);
    const seen: number[] = [];
    const w = worker();
    w.register('test.start', async (payload) => {
      seen.push(payload.n as number);
    });
    w.start();
    await w.stop();
    // start() looks at once; stop() waits for that look to finish.
    expect(seen).toHaveLength(3);
    expect((await entries(ids)).every((e) => e.status === 'DONE')).toBe(true);
    w.wake();
    expect(await queue('test.start', 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(3);
  });
});
