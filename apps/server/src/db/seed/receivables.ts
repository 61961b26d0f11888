import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { type Cents, toCents, toDecimalString } from '@cleaver/domain/money';
import { dueDateFor, type PaymentMethod } from '@cleaver/domain/receivables';
import type { invoice, payment, paymentAllocation } from '../schema.ts';
import type { SeededCustomer } from './people.ts';
import type { Random } from './prng.ts';

// The demo's receivables: every invoice due the 20th of the month following (the shop's default), and customers
// who pay each month's invoices in one bank transfer a few days either side of the due date, so that a fresh demo
// shows what is current, a little overdue and, for two slow payers, well overdue.

/** The demo shop's bank account, printed under "How to pay" on invoices and statements. */
export const DEMO_BANK_ACCOUNT = '12-3011-0456789-00';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** Customers who stopped paying a while ago (by code): their last two months stay open. */
const SLOW_PAYERS = new Set(['SPIC001', 'LUCK001']);

export type ReceivablesRows = {
  payments: Array<typeof payment.$inferInsert>;
  allocations: Array<typeof paymentAllocation.$inferInsert>;
};

/** Sets each invoice's due date and builds the payments that settled the months already due. */
export function buildReceivables(
  random: Random,
  customers: readonly SeededCustomer[],
  invoices: Array<typeof invoice.$inferInsert>,
  now: Date,
): ReceivablesRows {
  const today = aucklandDateString(now);
  const byDue = new Map<string, Array<typeof invoice.$inferInsert>>();
  for (const row of invoices) {
    row.dueDate = dueDateFor(aucklandDateString(row.issuedAt as Date), { kind: 'TWENTIETH_FOLLOWING' });
    const key = `${row.customerId} ${row.dueDate}`;
    byDue.set(key, [...(byDue.get(key) ?? []), row]);
  }
  const codeOf = new Map(customers.map((c) => [c.id, c.code]));
  const rows: ReceivablesRows = { payments: [], allocations: [] };
  const groups = [...byDue.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [key, group] of groups) {
    const [customerId, dueDate] = key.split(' ') as [string, string];
    const code = codeOf.get(customerId) ?? '';
    const slow = SLOW_PAYERS.has(code);
    const receivedOn = addDays(dueDate, slow ? random.int(20, 35) : random.int(-6, 4));
    // What is not yet paid stays open; a slow payer's last two months stay open whatever the date.
    if (receivedOn >= today) continue;
    if (slow && addDays(dueDate, 62) >= today) continue;
    const method: PaymentMethod = random.chance(0.9) ? 'BANK_TRANSFER' : 'CHEQUE';
    const paymentId = random.uuid();
    const total = group.reduce((sum, row) => sum + toCents(String(row.total)), 0) as Cents;
    const at = new Date(`${receivedOn}T09:00:00+13:00`);
    rows.payments.push({
      id: paymentId,
      customerId,
      receivedOn,
      amount: toDecimalString(total),
      method,
      // As a customer's bank would carry it: their code and the month paid for ("HARB001 OCT").
      reference: `${code} ${MONTHS[(Number(dueDate.slice(5, 7)) + 10) % 12]}`,
      actorName: 'Aroha Admin',
      createdAt: at,
      updatedAt: at,
    });
    for (const row of group) {
      rows.allocations.push({
        paymentId,
        invoiceId: row.id as string,
        amount: String(row.total),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return rows;
}
