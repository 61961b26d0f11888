import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ExternalSync } from '../../integrations/order-sync.ts';
import { AdminProductType } from '../catalogue/product-admin.schema.ts';
import { AdminCustomerType } from '../customers/customer-admin.schema.ts';
import { ExternalSyncType } from './production.schema.ts';

/**
 * Reads the sync states a request asks for in one query: a page of products or customers asks for each
 * row's in the same tick, and they are read together.
 */
type Answer = { resolve(sync: ExternalSync[]): void; reject(error: unknown): void };

class SyncLoader {
  private waiting = new Map<string, Array<Answer>>();

  constructor(private readonly ctx: GraphQLContext) {}

  load(subject: string): Promise<ExternalSync[]> {
    if (this.waiting.size === 0) queueMicrotask(() => void this.flush());
    return new Promise((resolve, reject) => {
      this.waiting.set(subject, [...(this.waiting.get(subject) ?? []), { resolve, reject }]);
    });
  }

  private async flush(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = new Map();
    try {
      const states = await this.ctx.services.pushStates.newest([...waiting.keys()]);
      for (const [subject, answers] of waiting)
        for (const answer of answers) answer.resolve(states.get(subject) ?? []);
    } catch (error) {
      for (const answers of waiting.values()) for (const answer of answers) answer.reject(error);
    }
  }
}

const loaders = new WeakMap<GraphQLContext, SyncLoader>();

function syncOf(ctx: GraphQLContext, subject: string): Promise<ExternalSync[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new SyncLoader(ctx);
    loaders.set(ctx, loader);
  }
  return loader.load(subject);
}

builder.objectFields(AdminProductType, (t) => ({
  sync: t.field({
    type: [ExternalSyncType],
    authScopes: { admin: true },
    description:
      'The newest push about the product per external system (production, then accounting); [] with the ' +
      'built-in systems or before its first push.',
    resolve: (product, _args, ctx) => syncOf(ctx, `product:${product.id}`),
  }),
}));

builder.objectFields(AdminCustomerType, (t) => ({
  sync: t.field({
    type: [ExternalSyncType],
    authScopes: { admin: true },
    description:
      'The newest push about the customer per external system (production, then accounting); [] with the ' +
      'built-in systems or before their first push.',
    resolve: (customer, _args, ctx) => syncOf(ctx, `customer:${customer.id}`),
  }),
}));
