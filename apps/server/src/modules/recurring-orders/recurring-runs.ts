import { type InterruptedRun, interruptedRunText } from '@cleaver/domain/recurring-summary';
import { asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Transaction } from '../../db/client.ts';
import { recurringRun, recurringRunCreated } from '../../db/schema.ts';
import type { Actor } from '../../db/staff-change.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';

// Names the session advisory locks runs hold on their ids: pg_advisory_lock(RUN_LOCK, id).
const RUN_LOCK = 4_707_315;

type RecurringRunsDeps = {
  db: Database;
  /** PostgreSQL's pool, for the session a run holds its lock in; none on PGlite. */
  pool: pg.Pool | undefined;
  notifications: Pick<NotificationsService, 'write' | 'publish'>;
  /** Whom the notices are written under. */
  actor: Actor;
  logError: (error: unknown, message: string) => void;
};

/** A run under way: its row, and on PostgreSQL the session holding its lock. */
/** The connection a run holds its lock in, and how it is given back to the pool (with the error that broke it). */
type RunSession = {
  query(text: string, values: unknown[]): Promise<unknown>;
  giveBack(error?: unknown): void;
};

export class LiveRun {
  constructor(
    readonly id: number,
    private readonly db: Database,
    private session: RunSession | null,
  ) {}

  /** Counts, in a standing order's transaction, the orders it created, for the notice should this run never finish. */
  async created(tx: Transaction, company: string, orders: number): Promise<void> {
    if (orders > 0) await tx.insert(recurringRunCreated).values({ runId: this.id, company, orders });
  }

  /** Ends the run: its summary notice (if any) is written in the transaction that deletes its row. */
  async finish(write: (tx: Transaction) => Promise<Notice | null>): Promise<Notice | null> {
    const notice = await this.db.transaction(async (tx) => {
      const written = await write(tx);
      await tx.delete(recurringRun).where(eq(recurringRun.id, this.id));
      return written;
    });
    await this.release();
    return notice;
  }

  /**
   * Lets the lock go. Called after `finish`, or in its place when the run failed or is taken as killed: its row then
   * stays, with the lock free, and the next run reports it.
   */
  async release(): Promise<void> {
    const session = this.session;
    this.session = null;
    if (!session) return;
    try {
      await session.query('select pg_advisory_unlock($1, $2)', [RUN_LOCK, this.id]);
      session.giveBack();
    } catch (error) {
      // A broken session is closed, and its lock goes with it.
      session.giveBack(error);
    }
  }
}

/**
 * The standing-order runs kept in the database, so that a run cut short (its server killed) is never silent. A run
 * writes its row as it starts and deletes it with its summary notice. While it runs, on PostgreSQL, it holds a session
 * advisory lock on its id, taken before the row is visible, in a connection of its own: the lock lasts exactly as long
 * as the process does. A row whose lock is free is a run that died, and the next run on any server reports it.
 */
export class RecurringRuns {
  constructor(private readonly deps: RecurringRunsDeps) {}

  /** Records a run's start, in its own short transaction. */
  async begin(startedAt: Date): Promise<LiveRun> {
    const { db, pool } = this.deps;
    if (!pool) {
      // PGlite: one process, whose runs never overlap and report before they begin, so no lock is needed.
      const [row] = await db.insert(recurringRun).values({ startedAt }).returning({ id: recurringRun.id });
      if (!row) throw new Error('recurring_run insert returned nothing');
      return new LiveRun(row.id, db, null);
    }
    const session = await pool.connect();
    // A held connection's errors are the run's (its next query fails); unheard, they would end the process. The
    // listener goes with the run: the pool lends the connection out again.
    const heard = (error: Error) => this.deps.logError(error, 'recurring orders: the run’s session failed');
    session.on('error', heard);
    const giveBack = (error?: unknown) => {
      session.off('error', heard);
      session.release(error === undefined ? undefined : error instanceof Error ? error : true);
    };
    try {
      await session.query('begin');
      const { rows } = await session.query<{ id: number }>(
        'insert into recurring_run (started_at) values ($1) returning id',
        [startedAt],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('recurring_run insert returned nothing');
      // Locked before the row commits, so no other server ever sees the row without its lock.
      await session.query('select pg_advisory_lock($1, $2)', [RUN_LOCK, id]);
      await session.query('commit');
      return new LiveRun(id, db, { query: (text, values) => session.query(text, values), giveBack });
    } catch (error) {
      giveBack(error);
      throw error;
    }
  }

  /**
   * Tells staff of each run that never finished: a row whose lock is free. Its notice is written in the transaction
   * that deletes the row, and rows another server is reporting or finishing are skipped (SKIP LOCKED), so each is
   * told once. Answers what it told, for the run's summary to say again. Call before `begin`: on PGlite the
   * process's own run has no lock.
   */
  async reportInterrupted(): Promise<InterruptedRun[]> {
    const { db, notifications, actor } = this.deps;
    const told = await db.transaction(async (tx) => {
      // NO KEY UPDATE: the row lock does not wait on a live run's transactions adding to recurring_run_created.
      const runs = await tx
        .select()
        .from(recurringRun)
        .orderBy(asc(recurringRun.id))
        .for('no key update', { skipLocked: true });
      const written: Array<{ notice: Notice; run: InterruptedRun }> = [];
      for (const run of runs) {
        const result = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${RUN_LOCK}::int, ${run.id}::int) as free`,
        )) as unknown as { rows: Array<{ free: boolean }> };
        // Held: the run is alive, here or on another server.
        if (!result.rows[0]?.free) continue;
        const created = await tx
          .select({
            company: recurringRunCreated.company,
            orders: sql<number>`sum(${recurringRunCreated.orders})::int`,
          })
          .from(recurringRunCreated)
          .where(eq(recurringRunCreated.runId, run.id))
          .groupBy(recurringRunCreated.company);
        const interrupted = { startedAt: run.startedAt, created };
        const notice = await notifications.write(tx, actor, { message: interruptedRunText(interrupted) });
        written.push({ notice, run: interrupted });
        await tx.delete(recurringRun).where(eq(recurringRun.id, run.id));
      }
      return written;
    });
    for (const { notice } of told) notifications.publish(notice, actor);
    return told.map(({ run }) => run);
  }
}
