import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aucklandDayStart } from '@cleaver/domain/dashboard';
import { addDays, aucklandDateString, aucklandParts } from '@cleaver/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRun } from '../db/schema.ts';
import { ApiClient } from '../test/client.ts';
import { codeOf, signedInClients } from '../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';
import { checkBackup } from './backup.ts';

const STATUS = '{ backupStatus { hour keep folder latest { day status file bytes error } } }';
const UPDATE = `mutation ($hour: Int!, $keep: Int!) { updateBackupSettings(hour: $hour, keep: $keep) {
  hour keep } }`;

type Status = {
  hour: number;
  keep: number;
  folder: string;
  latest: {
    day: string;
    status: string;
    file: string | null;
    bytes: number | null;
    error: string | null;
  } | null;
};

/** `day` at `hour`:`minute` on Auckland's clock (a day that changes to or from daylight saving included). */
function at(day: string, hour: number, minute: number): Date {
  const guess = new Date(aucklandDayStart(day).getTime() + (hour * 60 + minute) * 60_000);
  return new Date(guess.getTime() - (aucklandParts(guess).hour - hour) * 3_600_000);
}

describe.each(TEST_DATABASES)('nightly backups on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  const folder = () => join(app.dataDir, 'backups');

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro } = await signedInClients(app, ['admin', 'bistro']));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('runs once a day from the hour set in Settings, keeps the newest N and says how it went; staff only', async () => {
    const status = async () => {
      const answer = await admin.graphql<{ backupStatus: Status }>(STATUS);
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      return answer.data.backupStatus;
    };
    expect(await status()).toMatchObject({ hour: 2, keep: 14, folder: folder(), latest: null });
    for (const client of [bistro, new ApiClient(app.baseUrl)]) {
      expect(codeOf(await client.graphql(STATUS))).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
      expect(codeOf(await client.graphql(UPDATE, { hour: 3, keep: 2 }))).toMatch(
        /^(UNAUTHENTICATED|FORBIDDEN)$/,
      );
    }
    expect(codeOf(await admin.graphql(UPDATE, { hour: 24, keep: 3 }))).toBe('BAD_INPUT');
    expect(codeOf(await admin.graphql(UPDATE, { hour: 3, keep: 0 }))).toBe('BAD_INPUT');
    expect((await admin.graphql(UPDATE, { hour: 3, keep: 3 })).errors).toBeUndefined();

    // Today in Auckland at 02:30: before the hour, nothing. (Today: sessions last by the business clock.)
    const today = aucklandDateString(new Date());
    app.setNow(at(today, 2, 30));
    expect(await app.services.backups.runIfDue()).toBeNull();
    // Older nightly backups, and a file of the user's own that is never touched.
    mkdirSync(folder(), { recursive: true });
    const older = [-4, -3, -2, -1].map((days) => addDays(today, days));
    for (const day of older) {
      writeFileSync(join(folder(), `cleaver-${day}.backup`), 'old');
    }
    writeFileSync(join(folder(), 'before-the-move.backup'), 'mine');
    // 03:05: the backup is taken, once however often it is asked for.
    app.setNow(at(today, 3, 5));
    const [first, second] = await Promise.all([
      app.services.backups.runIfDue(),
      app.services.backups.runIfDue(),
    ]);
    const written = first ?? second;
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(written!.file).toBe(join(folder(), `cleaver-${today}.backup`));
    await expect(checkBackup(written!.file)).resolves.toMatchObject({ format: 'cleaver-backup' });
    expect(await app.services.backups.runIfDue()).toBeNull();
    expect(readdirSync(folder()).sort()).toEqual([
      'before-the-move.backup',
      `cleaver-${older[2]}.backup`,
      `cleaver-${older[3]}.backup`,
      `cleaver-${today}.backup`,
    ]);
    expect((await status()).latest).toMatchObject({ day: today, status: 'ok', file: written!.file });
    expect((await status()).latest!.bytes).toBe(written!.bytes);
  }, 120_000);

  it('records a failed backup and tells staff once, in the bell', async () => {
    // The folder is a file: nothing can be written into it.
    rmSync(folder(), { recursive: true, force: true });
    writeFileSync(folder(), 'not a folder');
    const tomorrow = addDays(aucklandDateString(new Date()), 1);
    app.setNow(at(tomorrow, 3, 5));
    expect(await app.services.backups.runIfDue()).toBeNull();
    expect(await app.services.backups.runIfDue()).toBeNull();
    const { backupStatus } = (await admin.graphql<{ backupStatus: Status }>(STATUS)).data!;
    expect(backupStatus.latest).toMatchObject({ day: tomorrow, status: 'failed' });
    expect(backupStatus.latest!.error).toBeTruthy();
    const notices = (await app.services.notifications.list()).filter((n) =>
      n.message.startsWith("Tonight's backup failed"),
    );
    expect(notices).toHaveLength(1);
    rmSync(folder(), { force: true });
    app.setNow(null);
  }, 120_000);

  it('takes over a run its server left unfinished, three hours on', async () => {
    const day = addDays(aucklandDateString(new Date()), 2);
    // A server claimed the day at 03:00 and died mid-backup: its row says 'running' for ever.
    await app.database.db.insert(backupRun).values({ day, startedAt: at(day, 3, 0) });
    app.setNow(at(day, 4, 0));
    expect(await app.services.backups.runIfDue()).toBeNull();
    app.setNow(at(day, 6, 5));
    const written = await app.services.backups.runIfDue();
    expect(written?.file).toBe(join(folder(), `cleaver-${day}.backup`));
    expect(await app.services.backups.latest()).toMatchObject({ day, status: 'ok' });
    app.setNow(null);
  }, 120_000);
});
