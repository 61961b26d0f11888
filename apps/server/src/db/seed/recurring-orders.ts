import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { toDecimalString } from '@cleaver/domain/money';
import { orderTotals } from '@cleaver/domain/totals';
import type { recurringOrder, recurringOrderLine } from '../schema.ts';
import type { Catalogue } from './catalogue.ts';
import type { OrderSettings } from './orders.ts';
import type { SeededCustomer } from './people.ts';
import type { Random } from './prng.ts';

type Plan = {
  customerCode: string;
  frequency: 'DAILY' | 'WEEKLY';
  /** 0 = Sunday … 6 = Saturday, in week order; only Weekly and Fortnightly use them. */
  selectedDays: number[];
  notes: string;
  lines: Array<[code: string, quantity: number]>;
};

const PLANS: Plan[] = [
  {
    customerCode: 'HARB001',
    frequency: 'WEEKLY',
    selectedDays: [2, 5],
    notes: 'Standing order for the weekend menu',
    lines: [
      ['BF-EYF-01', 5],
      ['LB-RCK-01', 4],
      ['DK-BRS-01', 3],
      ['PK-BEL-01', 6],
    ],
  },
  {
    customerCode: 'GOLD001',
    frequency: 'DAILY',
    selectedDays: [],
    notes: '',
    lines: [
      ['CH-NIB-02', 2],
      ['CH-THB-01', 10],
      ['CH-DRM-01', 15],
    ],
  },
  {
    customerCode: 'KEBA001',
    frequency: 'WEEKLY',
    selectedDays: [1, 4],
    notes: 'Cones frozen please',
    lines: [
      ['LB-KEB-01', 2],
      ['CH-THB-01', 20],
      ['LB-MIN-01', 5],
    ],
  },
];

export type RecurringOrders = {
  recurringOrders: Array<typeof recurringOrder.$inferInsert>;
  recurringLines: Array<typeof recurringOrderLine.$inferInsert>;
};

export function buildRecurringOrders(
  random: Random,
  catalogue: Catalogue,
  customers: readonly SeededCustomer[],
  settings: OrderSettings,
  now: Date,
): RecurringOrders {
  const today = aucklandDateString(now);
  const createdAt = new Date(now.getTime() - 42 * 24 * 3_600_000);
  const result: RecurringOrders = { recurringOrders: [], recurringLines: [] };
  for (const plan of PLANS) {
    const customer = customers.find((c) => c.code === plan.customerCode);
    if (!customer) throw new Error(`Recurring order plan names an unknown customer: ${plan.customerCode}`);
    const id = random.uuid();
    const lines = plan.lines.map(([code, quantity]) => {
      const item = catalogue.productByCode(code);
      return { item, quantity, unitPrice: catalogue.priceFor(customer.priceLevelId, item) };
    });
    const { freight } = orderTotals({
      lines,
      basis: 'ordered',
      isDelivery: true,
      freightCharge: settings.freightCharge,
      freeFreightThreshold: settings.freeFreightThreshold,
    });
    result.recurringOrders.push({
      id,
      customerId: customer.id,
      isActive: true,
      frequency: plan.frequency,
      startingDate: addDays(today, -42),
      selectedDays: plan.selectedDays,
      isDelivery: true,
      freight: toDecimalString(freight),
      cutting: '0.00',
      notes: plan.notes,
      // Marked as run up to today, so the scheduler does not back-fill six weeks of orders on first start.
      lastGeneratedDate: today,
      createdAt,
      updatedAt: createdAt,
    });
    result.recurringLines.push(
      ...lines.map(({ item, quantity }, position) => ({
        id: random.uuid(),
        recurringOrderId: id,
        productId: item.id,
        quantity: String(quantity),
        position,
        createdAt,
        updatedAt: createdAt,
      })),
    );
  }
  return result;
}
