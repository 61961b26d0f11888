import { deliveryZoneSchema } from '@cleaver/domain/delivery-zone-schema';
import { type DeliveryZone, deliveryDaysText } from '@cleaver/domain/delivery-zones';
import { DomainError } from '@cleaver/domain/errors';
import { cents, formatNZD, toCents, toDecimalString } from '@cleaver/domain/money';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customer, deliveryZone, user } from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import { uniqueConstraintOf } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events.ts';

/** A zone as staff see it: its rules, and how many customers are in it. */
export type DeliveryZoneView = DeliveryZone & {
  id: string;
  customerCount: number;
  /** The driver whose run it is (issue 50), or null. */
  driver: { id: string; name: string } | null;
};

/** A zone's driver as a save asks for it: an id, null for none, undefined to keep the one it has. */
export type DriverChoice = string | null | undefined;

type ZoneRow = typeof deliveryZone.$inferSelect;

/** A stored zone as the domain's rules take it (amounts in cents). */
export function zoneOf(
  row: Pick<
    ZoneRow,
    'name' | 'weekdays' | 'cutoffHour' | 'freightCharge' | 'freeFreightThreshold' | 'minimumOrder'
  >,
): DeliveryZone {
  return {
    name: row.name,
    weekdays: row.weekdays,
    cutoffHour: row.cutoffHour,
    freightCharge: toCents(row.freightCharge),
    freeFreightThreshold: toCents(row.freeFreightThreshold),
    minimumOrder: toCents(row.minimumOrder),
  };
}

/**
 * Delivery zones (issue 50): staff define where the van goes, on which weekdays, with an optional earlier cutoff,
 * its freight and free-freight threshold and a minimum order; each customer is in one or none (the customer form
 * sets it). The order writer reads a customer's zone with the buyer, in its own statement.
 */
export class DeliveryZonesService {
  constructor(
    private readonly db: Database,
    private readonly changes: StaffChange,
    private readonly events: EventBus,
  ) {}

  /** Every zone by name, with its customers counted (archived customers left out). */
  async list(): Promise<DeliveryZoneView[]> {
    const rows = await this.db
      .select({
        zone: deliveryZone,
        // Spelt out: Drizzle names a column without its table here, and "id" would be the inner table's.
        customers: sql<number>`(select count(*) from customer c where c.delivery_zone_id = "delivery_zone"."id" and c.archived_at is null)`,
        driver: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      })
      .from(deliveryZone)
      .leftJoin(user, eq(user.id, deliveryZone.driverId))
      .orderBy(asc(sql`lower(${deliveryZone.name})`));
    return rows.map(({ zone, customers, driver }) => ({
      id: zone.id,
      ...zoneOf(zone),
      customerCount: Number(customers),
      driver: driver ? { id: driver.id, name: actorName(driver) } : null,
    }));
  }

  /** The zone a customer is in, or null. */
  async zoneOfCustomer(
    executor: Executor,
    customerId: string,
  ): Promise<(DeliveryZone & { id: string }) | null> {
    const [row] = await executor
      .select({ zone: deliveryZone })
      .from(customer)
      .innerJoin(deliveryZone, eq(deliveryZone.id, customer.deliveryZoneId))
      .where(eq(customer.id, customerId));
    return row ? { id: row.zone.id, ...zoneOf(row.zone) } : null;
  }

  /** Adds a zone, with a notice. BAD_INPUT with the field's message; DELIVERY_ZONE_EXISTS for a name in use. */
  async create(actor: Actor, input: unknown, driverId: DriverChoice): Promise<DeliveryZoneView> {
    const zone = parse(input);
    const id = await this.uniquely(() =>
      this.changes.run(actor, async (tx) => {
        const [row] = await tx
          .insert(deliveryZone)
          .values({ ...columnsOf(zone), driverId: await driverOf(tx, driverId) })
          .returning({ id: deliveryZone.id });
        if (!row) throw new Error('delivery zone insert returned nothing');
        return {
          result: row.id,
          notice: { message: `Delivery zone ${zone.name} added: ${described(zone)}` },
          afterCommit: () => this.changed(),
        };
      }),
    );
    return this.saved(id);
  }

  /** Saves a zone; its customers' next orders follow it. NOT_FOUND, BAD_INPUT, DELIVERY_ZONE_EXISTS. */
  async update(actor: Actor, id: string, input: unknown, driverId: DriverChoice): Promise<DeliveryZoneView> {
    const zone = parse(input);
    await this.uniquely(() =>
      this.changes.run(actor, async (tx) => {
        const driver = driverId === undefined ? {} : { driverId: await driverOf(tx, driverId) };
        const [row] = await tx
          .update(deliveryZone)
          .set({ ...columnsOf(zone), ...driver, updatedAt: new Date() })
          .where(eq(deliveryZone.id, id))
          .returning({ id: deliveryZone.id });
        if (!row) throw new DomainError('NOT_FOUND');
        return {
          result: row.id,
          notice: { message: `Delivery zone ${zone.name} saved: ${described(zone)}` },
          afterCommit: () => this.changed(),
        };
      }),
    );
    return this.saved(id);
  }

  /**
   * Deletes a zone; its customers are then in none (they order for delivery on every processing day, with
   * Settings' freight and no minimum). Answers how many customers it held. NOT_FOUND.
   */
  async remove(actor: Actor, id: string): Promise<number> {
    return this.changes.run(actor, async (tx) => {
      const [held] = await tx.select({ n: count() }).from(customer).where(eq(customer.deliveryZoneId, id));
      const [row] = await tx
        .delete(deliveryZone)
        .where(eq(deliveryZone.id, id))
        .returning({ name: deliveryZone.name });
      if (!row) throw new DomainError('NOT_FOUND');
      const customers = Number(held?.n ?? 0);
      const left =
        customers === 0
          ? ''
          : `; ${customers === 1 ? '1 customer is' : `${customers} customers are`} now in no zone`;
      return {
        result: customers,
        notice: { message: `Delivery zone ${row.name} deleted${left}` },
        afterCommit: () => this.changed(),
      };
    });
  }

  // Open carts re-read their delivery date and freight on a `settings` event.
  private changed(): void {
    this.events.publish('settings', { changed: true });
  }

  private async saved(id: string): Promise<DeliveryZoneView> {
    const zone = (await this.list()).find((z) => z.id === id);
    if (!zone) throw new DomainError('NOT_FOUND');
    return zone;
  }

  private async uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueConstraintOf(error) !== undefined) {
        throw new DomainError('DELIVERY_ZONE_EXISTS', undefined, { cause: error });
      }
      throw error;
    }
  }
}

type ParsedZone = ReturnType<typeof deliveryZoneSchema.parse>;

/** The driver chosen for a zone, checked to be a driver; BAD_INPUT for anyone else. */
async function driverOf(executor: Executor, driverId: DriverChoice): Promise<string | null> {
  if (!driverId) return null;
  const [found] = await executor
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, driverId), eq(user.role, 'driver')));
  if (!found) throw new DomainError('BAD_INPUT', 'Choose one of the drivers.');
  return found.id;
}

function parse(input: unknown): ParsedZone {
  const parsed = deliveryZoneSchema.safeParse(input);
  if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
  return parsed.data;
}

function columnsOf(zone: ParsedZone) {
  return {
    name: zone.name,
    weekdays: zone.weekdays,
    cutoffHour: zone.cutoffHour,
    freightCharge: toDecimalString(cents(zone.freightChargeCents)),
    freeFreightThreshold: toDecimalString(cents(zone.freeFreightThresholdCents)),
    minimumOrder: toDecimalString(cents(zone.minimumOrderCents)),
  };
}

/** 'Tuesday and Thursday, freight $15.00 (free from $300.00), minimum $150.00' for the notice. */
function described(zone: ParsedZone): string {
  const minimum = zone.minimumOrderCents > 0 ? `, minimum ${formatNZD(cents(zone.minimumOrderCents))}` : '';
  return `${deliveryDaysText(zone.weekdays)}, freight ${formatNZD(cents(zone.freightChargeCents))} (free from ${formatNZD(cents(zone.freeFreightThresholdCents))})${minimum}`;
}
