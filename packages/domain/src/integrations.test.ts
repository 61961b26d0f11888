import { describe, expect, it } from 'vitest';
import { dismissPushSchema, pushWords, systemOfTopic } from './integrations.ts';

describe('pushWords', () => {
  it.each([
    ['accounting.product.update', 'Product update to the accounting system'],
    ['production.product.delete', 'Product removal to the production system'],
    ['production.customer.create', 'New customer to the production system'],
    ['production.order.removesingleproduct', 'Order lines removed to the production system'],
    ['accounting.invoice.batch-create', 'Invoice batch to the accounting system'],
    ['production.scheduledOrder.stop', 'Standing order stop to the production system'],
    // A topic not in the table is still named by its parts.
    ['accounting.supplier.create', 'supplier create to the accounting system'],
  ])('says %s as “%s”', (topic, words) => {
    expect(pushWords(topic)).toBe(words);
  });
});

describe('systemOfTopic', () => {
  it('names the system a topic pushes to, and none for a mail', () => {
    expect(systemOfTopic('production.order.create')).toBe('production');
    expect(systemOfTopic('accounting.customer.update')).toBe('accounting');
    expect(systemOfTopic('mail.order-confirmation')).toBeNull();
  });
});

describe('dismissPushSchema', () => {
  it.each([
    ['  ab  ', false],
    ['abc', true],
    ['x'.repeat(500), true],
    ['x'.repeat(501), false],
  ])('takes “%s” as a reason: %s', (reason, ok) => {
    expect(dismissPushSchema.safeParse({ reason }).success).toBe(ok);
  });

  it('keeps the reason trimmed', () => {
    expect(dismissPushSchema.parse({ reason: '  Not stocked there.  ' }).reason).toBe('Not stocked there.');
  });
});
