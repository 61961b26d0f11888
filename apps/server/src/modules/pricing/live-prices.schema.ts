import { DomainError } from '@cleaver/domain/errors';
import { Repeater } from 'graphql-yoga';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type EventBus, onEvent } from '../../platform/events.ts';
import type { PricingService } from './pricing.service.ts';

const REASONS = ['CUSTOM_PRICES', 'PRICE_LEVEL'] as const;

type MyPricesChange = { reason: (typeof REASONS)[number] };

const PriceChangeReasonEnum = builder.enumType('PriceChangeReason', {
  values: {
    CUSTOM_PRICES: { description: 'Staff changed the custom prices of your price level.' },
    PRICE_LEVEL: { description: 'Staff moved you onto another price level (or none).' },
  },
});

const MyPricesChangeType = builder.objectRef<MyPricesChange>('MyPricesChange').implement({
  description: 'What you pay changed; ask for the products on screen again. Carries no prices itself.',
  fields: (t) => ({
    reason: t.field({ type: PriceChangeReasonEnum, resolve: (c) => c.reason }),
  }),
});

/**
 * Tells one customer when what they pay changes: custom prices of the level they are on now, or their
 * level itself. Listens before reading the level, so a change in between is not missed; events are
 * handled one after another, each level read after the previous one. Ends when the account is disabled
 * or deleted (myAccountChanged signs the page out).
 */
export function priceChangesOf(
  events: EventBus,
  pricing: PricingService,
  customerId: string,
): AsyncIterable<MyPricesChange> {
  return new Repeater<MyPricesChange>(async (push, stop) => {
    let level: string | null = null;
    let work = pricing.priceLevelOf(customerId).then((found) => {
      level = found;
    });
    const next = (step: () => Promise<void> | void) => {
      work = work.then(step).catch((error: unknown) => stop(error));
    };
    const stopCustomers = onEvent(events, 'customer', (event) => {
      if (event.customerId !== customerId) return;
      next(async () => {
        if (!event.isActive || event.action === 'DELETED') return stop();
        // The pricing cache drops the level on this same event; read past it rather than race it.
        const now = await pricing.priceLevelOf(customerId, { fresh: true });
        if (now === level) return;
        level = now;
        void push({ reason: 'PRICE_LEVEL' });
      });
    });
    const stopPrices = onEvent(events, 'prices', ({ priceLevelId }) =>
      next(() => {
        // Customers on no level pay default prices, which the `product` event (productChanged) covers.
        if (level !== null && (priceLevelId === null || priceLevelId === level)) {
          void push({ reason: 'CUSTOM_PRICES' });
        }
      }),
    );
    await stop;
    stopCustomers();
    stopPrices();
  });
}

function ownCustomerId(ctx: GraphQLContext): string {
  const customerId = ctx.viewer?.customerId;
  if (!customerId) throw new DomainError('FORBIDDEN');
  return customerId;
}

builder.subscriptionFields((t) => ({
  myPricesChanged: t.field({
    type: MyPricesChangeType,
    authScopes: { customer: true },
    description:
      'What you pay changed: staff changed your price level’s custom prices or moved you to another level. ' +
      'Ask again for the prices on screen; the next order is charged the new ones. Changed default prices ' +
      'come through productChanged. Nobody else hears of your changes.',
    subscribe: (_root, _args, ctx) =>
      priceChangesOf(ctx.services.events, ctx.services.pricing, ownCustomerId(ctx)),
    resolve: (change) => change,
  }),
}));
