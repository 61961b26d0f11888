import type { EventBus } from '../../platform/events.ts';
import type { AccountRows } from './receivables-sql.ts';

// Kept lists: a filter and search on one day each. A few staff paging and searching need no more.
const MAX_KEPT = 32;
// Changes clear the lists at once (the events below); the age limit only bounds staleness should an event ever be
// lost.
const MAX_AGE_MS = 10 * 60_000;

type Kept = { rows: Promise<AccountRows>; until: number };

/**
 * The receivables list's figures, kept in memory per filter, search and day until the ledger or a customer
 * changes. Summing every document ever issued takes a third of a second at 100,000 documents; staff page, sort
 * and search the same figures many times between two changes. A change heard from any instance forgets every
 * list, those being summed at that moment included, so no list summed before a change is answered after it:
 * a payment recorded, read or reversed (`ledger`); an order changed, which is how invoices and credit and debit
 * notes are issued (`order`, all but a new order); a customer's name, stop or terms (`customer`). Requests asking
 * for a list being summed wait for that one sum.
 */
export class AccountRowsCache {
  private readonly kept = new Map<string, Kept>();

  constructor(events: EventBus | undefined) {
    if (!events) return;
    const forget = () => this.kept.clear();
    events.listen('ledger', forget);
    events.listen('customer', forget);
    events.listen('order', (event) => {
      if (event.action !== 'ADDED') forget();
    });
    // A change made here is forgotten at once; with PostgreSQL its event comes back only after a round trip.
    events.onPublish((topic, event) => {
      if (topic === 'ledger' || topic === 'customer') forget();
      if (topic === 'order' && 'action' in event && event.action !== 'ADDED') forget();
    });
  }

  rows(key: string, sum: () => Promise<AccountRows>): Promise<AccountRows> {
    const now = Date.now();
    const found = this.kept.get(key);
    if (found && found.until > now) return found.rows;
    if (this.kept.size >= MAX_KEPT) {
      // Maps iterate in insertion order: the oldest list goes first.
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    const entry: Kept = { rows: sum(), until: now + MAX_AGE_MS };
    this.kept.set(key, entry);
    // A failed sum is not kept; the next request sums again.
    entry.rows.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return entry.rows;
  }
}
