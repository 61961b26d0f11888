import { DomainError } from '@cleaver/domain/errors';
import { categoryInputSchema } from '@cleaver/domain/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { category, product } from '../../db/schema.ts';
import { ReloadingValue } from '../../platform/cache.ts';
import { type EventBus, onEvent } from '../../platform/events.ts';

export type Category = { id: string; name: string };

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

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
  ) {
    onEvent(events, 'category', () => this.menu.invalidate());
  }

  async list(): Promise<Category[]> {
    return this.menu.get();
  }

  async create(input: { categoryName: string }): Promise<Category> {
    const { categoryName } = this.parse(input);
    try {
      const [created] = await this.db
        .insert(category)
        .values({
          name: categoryName,
          sortOrder: sql`(select coalesce(max(${category.sortOrder}), 0) + 1 from ${category})`,
        })
        .returning({ id: category.id, name: category.name });
      if (!created) throw new DomainError('INTERNAL');
      this.menu.invalidate();
      this.events.publish('category', { action: 'ADDED', category: created });
      return created;
    } catch (error) {
      if (pgCode(error) === UNIQUE_VIOLATION) throw new DomainError('CATEGORY_EXISTS');
      throw error;
    }
  }

  async update(id: string, input: { categoryName: string }): Promise<Category> {
    const { categoryName } = this.parse(input);
    try {
      const [updated] = await this.db
        .update(category)
        .set({ name: categoryName })
        .where(eq(category.id, id))
        .returning({ id: category.id, name: category.name });
      if (!updated) throw new DomainError('NOT_FOUND');
      this.menu.invalidate();
      this.events.publish('category', { action: 'UPDATED', category: updated });
      return updated;
    } catch (error) {
      if (pgCode(error) === UNIQUE_VIOLATION) throw new DomainError('CATEGORY_EXISTS');
      throw error;
    }
  }

  async delete(id: string): Promise<string> {
    const [inUse] = await this.db
      .select({ id: product.id })
      .from(product)
      .where(eq(product.categoryId, id))
      .limit(1);
    if (inUse) throw new DomainError('CATEGORY_IN_USE');
    try {
      const [deleted] = await this.db
        .delete(category)
        .where(eq(category.id, id))
        .returning({ id: category.id, name: category.name });
      if (!deleted) throw new DomainError('NOT_FOUND');
      this.menu.invalidate();
      this.events.publish('category', { action: 'DELETED', category: deleted });
      return deleted.id;
    } catch (error) {
      if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw new DomainError('CATEGORY_IN_USE');
      throw error;
    }
  }

  private parse(input: { categoryName: string }) {
    const parsed = categoryInputSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('CATEGORY_NAME_REQUIRED');
    return parsed.data;
  }
}
