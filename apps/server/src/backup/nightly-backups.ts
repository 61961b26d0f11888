import { aucklandDateString, aucklandParts } from '@cleaver/domain/dates';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { backupRun, settings } from '../db/schema.ts';
import { postgresSession } from '../db/sql-session.ts';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';
import { type BackupSummary, type ShopFiles, takeBackup, takePgliteBackup } from './backup.ts';
import type { BackupDestination } from './backup-destination.ts';

/** A nightly backup as Settings and Integrations show the newest. */
export type BackupRunView = {
  day: string;
  startedAt: Date;
  finishedAt: Date | null;
  status: 'running' | 'ok' | 'failed';
  file: string | null;
  bytes: number | null;
  error: string | null;
};

export type BackupSettings = { hour: number; keep: number };

const NIGHTLY = /^cleaver-\d{4}-\d{2}-\d{2}\.backup$/;
const CHECK_EVERY_MS = 60_000;
const ABANDONED_AFTER_MS = 3 * 3_600_000;
const ACTOR = { firstName: 'Cleaver', lastName: '', email: 'backups@cleaver.invalid' };

type Deps = {
  database: DatabaseHandle;
  notifications: NotificationsService;
  shop: ShopFiles;
  destination: BackupDestination;
  clock: () => Date;
  logError: (error: unknown, message: string) => void;
};

/**
 * The nightly backup: once the Auckland hour set in Settings has come, the first server to claim the day's row
 * (backup_run) writes `cleaver-YYYY-MM-DD.backup` to the backup folder or bucket, keeps the newest N nightly files
 * and deletes the older ones. A failure is recorded and told once, in the bell; the next night tries again.
 */
export class NightlyBackups {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;

  constructor(private readonly deps: Deps) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      if (!this.current) {
        this.current = this.runIfDue()
          .catch((error: unknown) => this.deps.logError(error, 'nightly backup: check failed'))
          .finally(() => {
            this.current = null;
          });
      }
      this.timer = setTimeout(tick, CHECK_EVERY_MS);
      this.timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
    this.deps.destination.close?.();
  }

  async settings(): Promise<BackupSettings> {
    const [row] = await this.deps.database.db
      .select({ hour: settings.backupHour, keep: settings.backupKeep })
      .from(settings)
      .limit(1);
    return row ?? { hour: 2, keep: 14 };
  }

  async updateSettings(next: BackupSettings): Promise<BackupSettings> {
    await this.deps.database.db.update(settings).set({ backupHour: next.hour, backupKeep: next.keep });
    return this.settings();
  }

  /** The newest nightly backup's record; null before the first. */
  async latest(): Promise<BackupRunView | null> {
    const [row] = await this.deps.database.db.select().from(backupRun).orderBy(desc(backupRun.day)).limit(1);
    return row ? { ...row, status: row.status as BackupRunView['status'] } : null;
  }

  /** Where the backups are kept, for people. */
  get folder(): string {
    return this.deps.destination.where;
  }

  /** Takes today's backup when its hour has come and no server has taken it; answers what it wrote, or null. */
  async runIfDue(): Promise<BackupSummary | null> {
    const now = this.deps.clock();
    const { hour, keep } = await this.settings();
    if (aucklandParts(now).hour < hour) return null;
    const day = aucklandDateString(now);
    // The day's row is the claim: one server takes it. A run still 'running' hours later died with its server
    // (a restart mid-backup) and is taken over.
    const [claimed] = await this.deps.database.db
      .insert(backupRun)
      .values({ day, startedAt: now })
      .onConflictDoUpdate({
        target: backupRun.day,
        set: { startedAt: now, finishedAt: null, error: null },
        setWhere: and(
          eq(backupRun.status, 'running'),
          lt(backupRun.startedAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      })
      .returning({ day: backupRun.day });
    if (!claimed) return null;
    try {
      const name = `cleaver-${day}.backup`;
      const summary = await this.take(await this.deps.destination.staging(name));
      const file = await this.deps.destination.keep(summary.file, name);
      await this.deps.database.db
        .update(backupRun)
        .set({ status: 'ok', finishedAt: this.deps.clock(), file, bytes: summary.bytes })
        .where(eq(backupRun.day, day));
      await this.prune(keep);
      return { ...summary, file };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.logError(error, 'nightly backup failed');
      await this.deps.database.db
        .update(backupRun)
        .set({ status: 'failed', finishedAt: this.deps.clock(), error: message })
        .where(eq(backupRun.day, day));
      const notice = await this.deps.notifications.write(this.deps.database.db, ACTOR, {
        message: `Tonight's backup failed: ${message} The shop runs on; see Settings → Backups.`,
      });
      this.deps.notifications.publish(notice);
      return null;
    }
  }

  private async take(file: string): Promise<BackupSummary> {
    const { database, shop } = this.deps;
    if (database.pglite) return takePgliteBackup(database.pglite, shop, file);
    const client = await database.pool!.connect();
    try {
      return await takeBackup(postgresSession(client), 'postgres', shop, file);
    } finally {
      client.release();
    }
  }

  /** Keeps the newest `keep` nightly files (by their date), deletes the rest; other files are left alone. */
  private async prune(keep: number): Promise<void> {
    const nightly = (await this.deps.destination.names()).filter((name) => NIGHTLY.test(name)).sort();
    for (const name of nightly.slice(0, Math.max(0, nightly.length - keep))) {
      await this.deps.destination.remove(name);
    }
  }
}
