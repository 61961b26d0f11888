import { aucklandDateString, aucklandParts } from '@cleaver/domain/dates';
import type { PGlite } from '@electric-sql/pglite';
import { batchPace } from '../platform/batch-pace.ts';
import type { Clock } from '../platform/clock.ts';

/** The Auckland hour from which the night's upkeep runs: after the nightly backup's default hour, before the office. */
export const UPKEEP_HOUR = 3;

/** How often the server looks whether the night's upkeep is due. */
const CHECK_EVERY_MS = 60_000;

/** What one pass did: the tables it went over and how long it took in all. */
export type UpkeepSummary = { tables: string[]; ms: number };

/**
 * What PostgreSQL's autovacuum does on its own and PGlite, one process with no background workers, never does
 * (decision 032): keeps the planner's statistics current and takes back the space of old row versions.
 * Without statistics the planner guesses, and guesses badly: the customers list, one in every 200 rows expected
 * not archived, was read whole and sorted (33 ms a page at 5,000 customers, 0.4 ms once analysed). Without
 * VACUUM every status change of an order leaves a dead row that every later scan reads.
 *
 * On start, every table never analysed is (ANALYZE, fast). Each night from {@link UPKEEP_HOUR} Auckland time,
 * every table gets VACUUM (ANALYZE), one table at a time, giving way between tables (decision 030): at 100,000
 * orders the largest tables take 0.6–0.7 s each, 2–3 s in all.
 */
export class PgliteUpkeep {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;
  private lastNight: string | null = null;

  constructor(
    private readonly deps: {
      pglite: PGlite;
      clock: Clock;
      logError: (error: unknown, message: string) => void;
    },
  ) {}

  /** Analyses the tables never analysed, then, when `nightly`, checks each minute whether the night's pass is due. */
  start(options: { nightly: boolean }): void {
    if (this.timer || this.current) return;
    const tick = (first: boolean) => {
      if (!this.current) {
        this.current = (first ? this.analyzeNew() : this.runIfDue())
          .catch((error: unknown) => this.deps.logError(error, 'database upkeep failed'))
          .finally(() => {
            this.current = null;
          });
      }
      if (!options.nightly) return;
      this.timer = setTimeout(() => tick(false), CHECK_EVERY_MS);
      this.timer.unref();
    };
    tick(true);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  /** ANALYZE of every table with rows that has never been analysed. */
  async analyzeNew(): Promise<UpkeepSummary> {
    // reltuples is -1 until a table's first ANALYZE or VACUUM.
    return this.pass('ANALYZE', await this.tables('and c.reltuples < 0 and pg_relation_size(c.oid) > 0'));
  }

  /** The night's VACUUM (ANALYZE) of every table, once a night from UPKEEP_HOUR; null when not due. */
  async runIfDue(): Promise<UpkeepSummary | null> {
    const now = this.deps.clock();
    const night = aucklandDateString(now);
    if (aucklandParts(now).hour < UPKEEP_HOUR || this.lastNight === night) return null;
    this.lastNight = night;
    return this.pass('VACUUM (ANALYZE)', await this.tables(''));
  }

  private async tables(condition: string): Promise<string[]> {
    const { rows } = await this.deps.pglite.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' ${condition} order by c.relname`,
    );
    return rows.map((row) => row.name);
  }

  private async pass(command: string, tables: string[]): Promise<UpkeepSummary> {
    const started = performance.now();
    const pace = batchPace();
    for (const table of tables) {
      await pace();
      // A table name from pg_class, quoted as an identifier.
      await this.deps.pglite.exec(`${command} "${table.replaceAll('"', '""')}"`);
    }
    return { tables, ms: Math.round(performance.now() - started) };
  }
}
