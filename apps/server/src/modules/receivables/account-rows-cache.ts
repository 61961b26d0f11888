import type { EventBus } from '../../platform/events.ts';
import { KeptUntilChange } from '../../platform/kept-until-change.ts';
import type { AccountRows } from './receivables-sql.ts';

/**
 * The receivables list's figures, kept in memory per filter, search and day until the ledger or a customer
 * changes. Summing every document ever issued takes a third of a second at 100,000 documents; staff page, sort
 * and search the same figures many times between two changes. Stale after a payment recorded, read or reversed
 * (`ledger`); an order changed, which is how invoices and credit and debit notes are issued (`order`, all but a
 * new order); a customer's name, stop or terms (`customer`).
 */
export class AccountRowsCache {
  private readonly kept: KeptUntilChange<AccountRows>;

  constructor(events: EventBus | undefined) {
    this.kept = new KeptUntilChange(events, {
      ledger: true,
      customer: true,
      order: (event) => event.action !== 'ADDED',
    });
  }

  rows(key: string, sum: () => Promise<AccountRows>): Promise<AccountRows> {
    return this.kept.get(key, sum);
  }
}
