import { ADMIN_MESSAGES, priceLevelHasCustomers } from '@cleaver/domain/admin-messages';
import { MAX_PRICE_LEVELS } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { priceLevelInputSchema } from '@cleaver/domain/schemas';
import { and, asc, count, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customer, customPrice, priceLevel } from '../../db/schema.ts';
import type { Actor, StaffChange } from '../../db/staff-change.ts';
import type { AccountingSync, SyncState } from '../../integrations/accounting/accounting-sync.ts';

/** A price level as staff see it in the list. */
export type PriceLevelSummary = {
  id: string;
  name: string;
  customPriceCount: number;
  /** Customers on the level, archived ones left out. */
  customerCount: number;
  accountingSync: SyncState;
};

/** The list: the levels matching the search, and how many exist of the most allowed (the n/100). */
export type PriceLevelList = { rows: PriceLevelSummary[]; count: number; limit: number };

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Price levels: the list with what is on each, adding one (at most 100, names unique whatever the case) and
 * deleting one nothing depends on. Each change runs through the notifications service and queues its push to
 * the accounting system in the same transaction.
 */
export class PriceLevelsService {
  constructor(
    private readonly deps: {
      db: Database;
      changes: StaffChange;
      accountingSync: AccountingSync;
    },
  ) {}

  /** Every level whose name holds the search (any case), by name, with its counts and sync state. */
  async list(search?: string | null): Promise<PriceLevelList> {
    const { db } = this.deps;
    const term = search?.trim() ?? '';
    const prices = db
      .select({ priceLevelId: customPrice.priceLevelId, n: count().as('prices') })
      .from(customPrice)
      .groupBy(customPrice.priceLevelId)
      .as('prices');
    const customers = db
      .select({ priceLevelId: customer.priceLevelId, n: count().as('customers') })
      .from(customer)
      .where(isNull(customer.archivedAt))
      .groupBy(customer.priceLevelId)
      .as('customers');
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: priceLevel.id,
          name: priceLevel.name,
          customPriceCount: sql<number>`coalesce(${prices.n}, 0)`.mapWith(Number),
          customerCount: sql<number>`coalesce(${customers.n}, 0)`.mapWith(Number),
        })
        .from(priceLevel)
        .leftJoin(prices, eq(prices.priceLevelId, priceLevel.id))
        .leftJoin(customers, eq(customers.priceLevelId, priceLevel.id))
        .where(term ? ilike(priceLevel.name, `%${escapeLike(term)}%`) : undefined)
        .orderBy(asc(sql`lower(${priceLevel.name})`), asc(priceLevel.id))
        .limit(MAX_PRICE_LEVELS),
      db.select({ n: count() }).from(priceLevel),
    ]);
    const states = await this.deps.accountingSync.syncStates(
      rows.map((row) => ({ kind: 'price_level', id: row.id })),
    );
    return {
      rows: rows.map((row) => ({ ...row, accountingSync: syncStateOf(states, row.id) })),
      count: Number(total?.n ?? 0),
      limit: MAX_PRICE_LEVELS,
    };
  }

  /** Adds a level; refused when the name is taken or 100 exist already, also when two staff add at once. */
  async create(actor: Actor, input: { name: string }): Promise<PriceLevelSummary> {
    const { name } = parse(input);
    const created = await this.uniquely(() =>
      this.deps.changes.run(actor, async (tx) => {
        // Creates take turns from here on, so two at 99 cannot both pass the count below.
        await tx.execute(sql`lock table ${priceLevel} in share row exclusive mode`);
        const [existing] = await tx.select({ n: count() }).from(priceLevel);
        if (Number(existing?.n ?? 0) >= MAX_PRICE_LEVELS) throw new DomainError('PRICE_LEVEL_LIMIT');
        await refuseDuplicate(tx, name);
        const [row] = await tx
          .insert(priceLevel)
          .values({ name })
          .returning({ id: priceLevel.id, name: priceLevel.name });
        if (!row) throw new DomainError('INTERNAL');
        await this.deps.accountingSync.queue(
          tx,
          'accounting.pricelevel.create',
          { kind: 'price_level', id: row.id },
          { name: row.name },
        );
        return { result: row, notice: { message: `Price level ${row.name} created` } };
      }),
    );
    this.deps.accountingSync.committed();
    const states = await this.deps.accountingSync.syncStates([{ kind: 'price_level', id: created.id }]);
    return {
      ...created,
      customPriceCount: 0,
      customerCount: 0,
      accountingSync: syncStateOf(states, created.id),
    };
  }

  /** Deletes a level with no custom prices and no customers (archived ones let go of it); answers its id. */
  async delete(actor: Actor, id: string): Promise<string> {
    try {
      await this.deps.changes.run(actor, async (tx) => {
        // The row lock keeps custom prices and customers from being put on the level while this counts them.
        const [target] = await tx
          .select({ id: priceLevel.id, name: priceLevel.name, accountingRef: priceLevel.accountingRef })
          .from(priceLevel)
          .where(eq(priceLevel.id, id))
          .for('update');
        if (!target) throw new DomainError('NOT_FOUND');
        const [prices] = await tx
          .select({ n: count() })
          .from(customPrice)
          .where(eq(customPrice.priceLevelId, id));
        if (Number(prices?.n ?? 0) > 0) throw new DomainError('PRICE_LEVEL_IN_USE');
        const [customers] = await tx
          .select({ n: count() })
          .from(customer)
          .where(and(eq(customer.priceLevelId, id), isNull(customer.archivedAt)));
        const customerCount = Number(customers?.n ?? 0);
        if (customerCount > 0) {
          throw new DomainError('PRICE_LEVEL_HAS_CUSTOMERS', priceLevelHasCustomers(customerCount));
        }
        // Archived customers cannot be moved by staff any more, and their orders keep the prices they paid:
        // they let go of the level rather than keep it forever.
        await tx
          .update(customer)
          .set({ priceLevelId: null })
          .where(and(eq(customer.priceLevelId, id), isNotNull(customer.archivedAt)));
        await tx.delete(priceLevel).where(eq(priceLevel.id, id));
        // The record is gone when the push is delivered: the payload carries what the accounting system knows it by.
        await this.deps.accountingSync.queue(
          tx,
          'accounting.pricelevel.delete',
          { kind: 'price_level', id },
          { name: target.name, accountingRef: target.accountingRef },
        );
        return { result: id, notice: { message: `Price level ${target.name} deleted` } };
      });
    } catch (error) {
      // Something was put on the level in the instant before the lock: the restricting keys refuse.
      if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw new DomainError('PRICE_LEVEL_IN_USE');
      throw error;
    }
    this.deps.accountingSync.committed();
    return id;
  }

  // Two staff adding the same name at once: the unique index refuses the second.
  private async uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgCode(error) === UNIQUE_VIOLATION) throw new DomainError('PRICE_LEVEL_EXISTS');
      throw error;
    }
  }
}

function parse(input: { name: string }): { name: string } {
  const parsed = priceLevelInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message;
  if (!message || message === ADMIN_MESSAGES.priceLevelRequired)
    throw new DomainError('PRICE_LEVEL_REQUIRED');
  throw new DomainError('BAD_INPUT', message);
}

async function refuseDuplicate(executor: Executor, name: string): Promise<void> {
  const [existing] = await executor
    .select({ id: priceLevel.id })
    .from(priceLevel)
    .where(sql`lower(${priceLevel.name}) = lower(${name})`)
    .limit(1);
  if (existing) throw new DomainError('PRICE_LEVEL_EXISTS');
}

function syncStateOf(states: ReadonlyMap<string, SyncState>, id: string): SyncState {
  const state = states.get(`price_level:${id}`);
  if (!state) throw new Error(`no sync state for price level ${id}`);
  return state;
}

/** `%` and `_` typed in a search are looked for as themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
