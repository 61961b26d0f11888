import { ADMIN_MESSAGES, categoryInUse } from '@cleaver/domain/admin-messages';
import { DomainError } from '@cleaver/domain/errors';
import { categoryInputSchema } from '@cleaver/domain/schemas';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { category, product } from '../../db/schema.ts';
import type { Actor, StaffChange } from '../../db/staff-change.ts';
import type { RecordPushes } from '../../integrations/record-pushes.ts';
import { ReloadingValue } from '../../platform/cache.ts';
import { type ChangeAction, type EventBus, onEvent } from '../../platform/events.ts';

export type Category = { id: string; name: string };

const UNIQUE_VIOLATION = '23505';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The catalogue's categories. Staff changes run through the notifications service: the change and the
 * notice naming it are written together, and every open browser hears of the change after the commit.
 */
export class CategoriesService {
  // Every storefront page asks for the menu; it is kept in memory until a category changes anywhere.
  private readonly menu = new ReloadingValue(() =>
    this.db
      .select({ id: category.id, name: category.name })
      .from(category)
      .orderBy(asc(category.sortOrder), asc(category.name)),
  );

  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
    private readonly changes: StaffChange,
    /** A product is sent with its category's name: a rename goes out as an update of each of its products. */
    private readonly pushes: Pick<RecordPushes, 'queueProduct' | 'committed'>,
  ) {
    onEvent(events, 'category', () => this.menu.invalidate());
  }

  async list(): Promise<Category[]> {
    return this.menu.get();
  }

  async create(actor: Actor, input: { categoryName: string }): Promise<Category> {
    const { categoryName } = this.parse(input);
    const created = await this.uniquely(() =>
      this.changes.run(actor, async (tx) => {
        await this.refuseDuplicate(tx, categoryName);
        const [row] = await tx
          .insert(category)
          .values({
            name: categoryName,
            sortOrder: sql`(select coalesce(max(${category.sortOrder}), 0) + 1 from ${category})`,
          })
          .returning({ id: category.id, name: category.name });
        if (!row) throw new DomainError('INTERNAL');
        return { result: row, notice: { message: `Category ${row.name} created` } };
      }),
    );
    this.announce('ADDED', created);
    return created;
  }

  async update(actor: Actor, id: string, input: { categoryName: string }): Promise<Category> {
    const { categoryName } = this.parse(input);
    const [current] = await this.db
      .select({ id: category.id, name: category.name })
      .from(category)
      .where(eq(category.id, id));
    if (!current) throw new DomainError('NOT_FOUND');
    // Saving the same name changes nothing, so there is nothing to report.
    if (current.name === categoryName) return current;
    const updated = await this.uniquely(() =>
      this.changes.run(actor, async (tx) => {
        await this.refuseDuplicate(tx, categoryName, id);
        const [before] = await tx
          .select({ name: category.name })
          .from(category)
          .where(eq(category.id, id))
          .for('update');
        if (!before) throw new DomainError('NOT_FOUND');
        const [row] = await tx
          .update(category)
          .set({ name: categoryName })
          .where(eq(category.id, id))
          .returning({ id: category.id, name: category.name });
        if (!row) throw new DomainError('NOT_FOUND');
        const held = await tx
          .select({ id: product.id })
          .from(product)
          .where(and(eq(product.categoryId, id), isNull(product.archivedAt)));
        for (const { id: productId } of held) await this.pushes.queueProduct(tx, 'updated', productId);
        return { result: row, notice: { message: `Category ${before.name} renamed to ${row.name}` } };
      }),
    );
    this.pushes.committed();
    this.announce('UPDATED', updated);
    return updated;
  }

  /** Deletes an empty category; one that still holds products (archived ones too) is refused with their count. */
  async delete(actor: Actor, id: string): Promise<string> {
    const deleted = await this.changes.run(actor, async (tx) => {
      const [target] = await tx
        .select({ id: category.id, name: category.name })
        .from(category)
        .where(eq(category.id, id))
        .for('update');
      if (!target) throw new DomainError('NOT_FOUND');
      // The lock above keeps products from being moved in while this counts them.
      const [held] = await tx.select({ n: count() }).from(product).where(eq(product.categoryId, id));
      const products = Number(held?.n ?? 0);
      if (products > 0) throw new DomainError('CATEGORY_IN_USE', categoryInUse(products));
      await tx.delete(category).where(eq(category.id, id));
      return { result: target, notice: { message: `Category ${target.name} deleted` } };
    });
    this.announce('DELETED', deleted);
    return deleted.id;
  }

  private announce(action: ChangeAction, changed: Category): void {
    this.menu.invalidate();
    this.events.publish('category', { action, category: changed });
  }

  private async refuseDuplicate(executor: Executor, name: string, exceptId?: string): Promise<void> {
    const sameName = sql`lower(${category.name}) = lower(${name})`;
    const [existing] = await executor
      .select({ id: category.id })
      .from(category)
      .where(exceptId ? and(sameName, ne(category.id, exceptId)) : sameName)
      .limit(1);
    if (existing) throw new DomainError('CATEGORY_EXISTS');
  }

  // Two staff adding the same name at once: the unique index refuses the second.
  private async uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgCode(error) === UNIQUE_VIOLATION) throw new DomainError('CATEGORY_EXISTS');
      throw error;
    }
  }

  private parse(input: { categoryName: string }) {
    const parsed = categoryInputSchema.safeParse(input);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]?.message;
    if (!message || message === ADMIN_MESSAGES.categoryRequired)
      throw new DomainError('CATEGORY_NAME_REQUIRED');
    throw new DomainError('BAD_INPUT', message);
  }
}
