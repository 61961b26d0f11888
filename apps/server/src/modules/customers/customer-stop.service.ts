import { DomainError } from '@cleaver/domain/errors';
import { onStopMessage } from '@cleaver/domain/receivables';
import { stopReasonSchema } from '@cleaver/domain/stop-supply';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer } from '../../db/schema.ts';
import type { Actor, StaffChange } from '../../db/staff-change.ts';
import type { EventBus } from '../../platform/events.ts';
import type { AdminCustomer, CustomerAdminService } from './customer-admin.service.ts';

export type CustomerStopDeps = {
  db: Database;
  events: Pick<EventBus, 'publish'>;
  changes: StaffChange;
  admin: Pick<CustomerAdminService, 'get'>;
  /** The business's phone number, which a customer on hold is asked to call. */
  businessPhone: () => Promise<string>;
  /** The business clock: when a customer went on stop. */
  now: () => Date;
};

/**
 * On Stop: staff put a customer on stop (with why) or take them off it. While on stop the customer browses and fills
 * the trolley, is told their account is on hold, and their orders are refused (orders reads the flag through its
 * AccountStanding port; staff may take one with a reason).
 */
export class CustomerStopService {
  constructor(private readonly deps: CustomerStopDeps) {}

  /**
   * Puts the customer on stop with a reason (required: BAD_INPUT without one), or takes them off it (the reason is
   * dropped). Putting a customer already on stop on stop again changes the reason, not since when. Written with a
   * notice; the customer's open pages and staff's lists hear of it (the `customer` event). NOT_FOUND for an
   * archived or unknown customer.
   */
  async setOnStop(actor: Actor, id: string, onStop: boolean, reason: string | null): Promise<AdminCustomer> {
    const parsed = onStop ? stopReasonSchema.safeParse(reason ?? '') : null;
    if (parsed && !parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const why = parsed?.data ?? '';
    const isActive = await this.deps.changes.run(actor, async (tx) => {
      const [current] = await tx
        .select({
          companyName: customer.companyName,
          code: customer.code,
          isActive: customer.isActive,
          onStop: customer.onStop,
          onStopSince: customer.onStopSince,
        })
        .from(customer)
        .where(and(eq(customer.id, id), isNull(customer.archivedAt)))
        .for('update');
      if (!current) throw new DomainError('NOT_FOUND');
      const now = this.deps.now();
      await tx
        .update(customer)
        .set({
          onStop,
          onStopReason: why,
          onStopSince: onStop ? (current.onStop ? current.onStopSince : now) : null,
          updatedAt: now,
        })
        .where(eq(customer.id, id));
      const named = current.companyName ? `${current.companyName} (${current.code})` : current.code;
      return {
        result: current.isActive,
        notice: {
          message: onStop ? `Customer ${named} put on stop: ${why}` : `Customer ${named} taken off stop`,
        },
      };
    });
    this.deps.events.publish('customer', { action: 'UPDATED', customerId: id, isActive });
    const saved = await this.deps.admin.get(id);
    if (!saved) throw new DomainError('NOT_FOUND');
    return saved;
  }

  /** What the customer's storefront says while they are on stop ('Your account is on hold. …'); null otherwise. */
  async onHoldMessage(customerId: string): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ onStop: customer.onStop })
      .from(customer)
      .where(eq(customer.id, customerId));
    return row?.onStop ? onStopMessage(await this.deps.businessPhone()) : null;
  }
}
