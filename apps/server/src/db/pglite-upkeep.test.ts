import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { movableClock } from '../platform/clock.ts';
import { PgliteUpkeep, UPKEEP_HOUR } from './pglite-upkeep.ts';

/** What the planner believes a table holds: -1 until the table's first ANALYZE or VACUUM. */
async function believedRows(pglite: PGlite, table: string): Promise<number> {
  const { rows } = await pglite.query<{ n: number }>(
    'select reltuples::int as n from pg_class where relname = $1',
    [table],
  );
  return rows[0]?.n ?? Number.NaN;
}

describe('PGlite upkeep', () => {
  let pglite: PGlite;
  const clock = movableClock();
  const errors: unknown[] = [];
  let upkeep: PgliteUpkeep;

  beforeEach(async () => {
    pglite = new PGlite();
    await pglite.exec(`
      create table full_one (id int primary key, note text);
      create table empty_one (id int primary key);
      create table "Odd ""name""" (id int);
      insert into full_one select g, 'row ' || g from generate_series(1, 500) g;
      insert into "Odd ""name""" values (1);`);
    errors.length = 0;
    upkeep = new PgliteUpkeep({ pglite, clock, logError: (error) => errors.push(error) });
  });
  afterEach(async () => {
    await upkeep.stop();
    await pglite.close();
  });

  it('analyses every table with rows that was never analysed, and only those', async () => {
    expect(await believedRows(pglite, 'full_one')).toBe(-1);
    const done = await upkeep.analyzeNew();
    expect(done.tables).toEqual(['Odd "name"', 'full_one']);
    expect(await believedRows(pglite, 'full_one')).toBe(500);
    expect(await believedRows(pglite, 'empty_one')).toBe(-1);
    expect((await upkeep.analyzeNew()).tables).toEqual([]);
  });

  it('goes over every table once a night from the upkeep hour, Auckland time', async () => {
    await upkeep.analyzeNew();
    await pglite.exec('delete from full_one where id > 100');
    expect(UPKEEP_HOUR).toBe(3);
    // 02:59 on 03/12/2026 in Auckland (NZDT, UTC+13): not yet.
    clock.moveTo(new Date('2026-12-02T13:59:00Z'));
    expect(await upkeep.runIfDue()).toBeNull();
    expect(await believedRows(pglite, 'full_one')).toBe(500);

    clock.moveTo(new Date('2026-12-02T14:00:00Z')); // 03:00
    const night = await upkeep.runIfDue();
    expect(night?.tables).toEqual(['Odd "name"', 'empty_one', 'full_one']);
    expect(await believedRows(pglite, 'full_one')).toBe(100);
    expect(await believedRows(pglite, 'empty_one')).toBe(0);

    // The same night again: nothing; the next night: all again.
    clock.moveTo(new Date(clock().getTime() + 3 * 3_600_000));
    expect(await upkeep.runIfDue()).toBeNull();
    clock.moveTo(new Date(clock().getTime() + 24 * 3_600_000));
    expect((await upkeep.runIfDue())?.tables).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('on start analyses the new tables without waiting for the night', async () => {
    clock.moveTo(new Date('2026-12-03T00:00:00Z')); // 13:00 in Auckland
    upkeep.start({ nightly: false });
    await upkeep.stop();
    expect(await believedRows(pglite, 'full_one')).toBe(500);
    expect(errors).toEqual([]);
  });
});
