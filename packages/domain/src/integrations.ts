import { z } from 'zod';

/** The two external systems (ARCHITECTURE §5), each the built-in adapter or the HTTP one. */
export const EXTERNAL_SYSTEMS = ['production', 'accounting'] as const;
export type ExternalSystem = (typeof EXTERNAL_SYSTEMS)[number];

/**
 * Which pushes the Integrations screen lists: those waiting, those given up, both (every open one), or those
 * staff dismissed (with the reason kept).
 */
export const PUSH_FILTERS = ['ALL', 'PENDING', 'FAILED', 'DISMISSED'] as const;
export type PushFilter = (typeof PUSH_FILTERS)[number];

/**
 * Where a push stands: waiting for its next try, being sent right now (claimed by the outbox worker), given
 * up (FAILED: a refusal, or too many tries), or DISMISSED by staff with a reason.
 */
export const PUSH_STATES = ['WAITING', 'SENDING', 'FAILED', 'DISMISSED'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/**
 * What each outbox topic sends, in the words staff read: the system is added from the topic's first part
 * ('Product update to the accounting system'). Every topic pushed to an external system is here.
 */
export const PUSH_TOPIC_WORDS: Readonly<Record<string, string>> = {
  'production.order.create': 'New order',
  'production.order.update': 'Order update',
  'production.order.removesingleproduct': 'Order lines removed',
  'production.order.delete': 'Order delete',
  'production.customer.create': 'New customer',
  'production.customer.update': 'Customer update',
  'production.product.create': 'New product',
  'production.product.update': 'Product update',
  'production.product.delete': 'Product removal',
  'production.scheduledOrder.create': 'Standing order set or changed',
  'production.scheduledOrder.stop': 'Standing order stop',
  'production.scheduledOrder.delete': 'Standing order delete',
  'accounting.invoice.create': 'New invoice',
  'accounting.invoice.update': 'Invoice update',
  'accounting.invoice.batch-create': 'Invoice batch',
  'accounting.customer.create': 'New customer',
  'accounting.customer.update': 'Customer update',
  'accounting.product.create': 'New product',
  'accounting.product.update': 'Product update',
  'accounting.pricelevel.create': 'New price level',
  'accounting.pricelevel.delete': 'Price level delete',
  'accounting.customprice.update': 'Custom prices update',
};

/** The system a topic pushes to, or null for a topic that goes to neither (a mail). */
export function systemOfTopic(topic: string): ExternalSystem | null {
  const first = topic.split('.')[0];
  return EXTERNAL_SYSTEMS.find((system) => system === first) ?? null;
}

/**
 * A push in words: 'Product update to the accounting system'. A topic missing from the table is still
 * named by its parts, so a new topic is never shown blank.
 * @example pushWords('accounting.product.update') // 'Product update to the accounting system'
 */
export function pushWords(topic: string): string {
  const system = systemOfTopic(topic) ?? 'external';
  const words = PUSH_TOPIC_WORDS[topic] ?? topic.split('.').slice(1).join(' ');
  return `${words} to the ${system} system`;
}

export const DISMISS_REASON_MIN = 3;
export const DISMISS_REASON_MAX = 500;

/** Why staff give a push up: kept with it, so whoever looks later knows. */
export const dismissPushSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(DISMISS_REASON_MIN, `Say why, in at least ${DISMISS_REASON_MIN} characters.`)
    .max(DISMISS_REASON_MAX, `Keep the reason to ${DISMISS_REASON_MAX} characters or fewer.`),
});
export type DismissPushInput = z.infer<typeof dismissPushSchema>;
