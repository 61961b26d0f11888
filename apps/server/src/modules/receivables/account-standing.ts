import { isDomainError } from '@cleaver/domain/errors';
import { toCents } from '@cleaver/domain/money';
import { automaticStopReason, type Standing, stopsAutomatically } from '@cleaver/domain/stop-supply';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import type { Actor } from '../../db/staff-change.ts';
import type { CustomerStopService } from '../customers/customer-stop.service.ts';
import type { AccountStanding } from '../orders/order-writer.ts';
import { accountRows } from './receivables-sql.ts';

type StandingRow = {
  on_stop: boolean;
  on_stop_reason: string;
  credit_limit: string | null;
  balance: string;
};

/** What a customer without a row here is: nothing owed, no limit, not on stop (ordering refuses them elsewhere). */
const NOTHING: Standing = { onStop: false, reason: '', creditLimit: null, balance: toCents(0) };

/**
 * Orders' AccountStanding from the built-in ledger: the customer's on-stop flag and credit limit, and the balance
 * (invoices + debit notes − credit notes − payments not reversed), in one statement. Notes count for the customer
 * of the invoice they correct, as the receivables list and ledger count them (receivables-sql.ts, ledger-book.ts).
 */
export class LedgerStanding implements AccountStanding {
  async standing(tx: Executor, customerId: string): Promise<Standing> {
    const result = (await tx.execute(sql`
      select c.on_stop, c.on_stop_reason, c.credit_limit::text as credit_limit,
        (coalesce((select sum(i.total) from invoice i where i.customer_id = c.id), 0)
          + coalesce((select sum(case when n.kind = 'DEBIT' then n.total else -n.total end)
              from correction_note n join invoice i on i.id = n.invoice_id where i.customer_id = c.id), 0)
          - coalesce((select sum(p.amount) from payment p
              where p.customer_id = c.id and p.reversed_at is null), 0))::text as balance
      from customer c where c.id = ${customerId}`)) as unknown as { rows: StandingRow[] };
    const [row] = result.rows;
    if (!row) return NOTHING;
    return {
      onStop: row.on_stop,
      reason: row.on_stop_reason,
      creditLimit: row.credit_limit === null ? null : toCents(row.credit_limit),
      balance: toCents(row.balance),
    };
  }
}

/** The notices of the automatic rule's stops are written under this name. */
export const AUTOMATIC_STOP_ACTOR: Actor = { firstName: 'Automatic', lastName: 'stop', email: '' };

/**
 * Puts on stop every customer whose oldest overdue amount is more than Settings' `stopAfterOverdueDays` past due on
 * `today` (YYYY-MM-DD, Auckland), with the rule's reason and a notice each, through the customers' own service.
 * Nothing when the setting is empty. Answers the customers stopped. The daily receivables run calls it
 * (receivables-scheduler.ts).
 */
export async function stopOverdueAccounts(deps: {
  db: Database;
  customerStop: Pick<CustomerStopService, 'setOnStop'>;
  today: string;
}): Promise<string[]> {
  const [row] = await deps.db.select({ afterDays: settings.stopAfterOverdueDays }).from(settings).limit(1);
  const afterDays = row?.afterDays ?? null;
  if (afterDays === null) return [];
  const { rows } = await accountRows(deps.db, { filter: 'OVERDUE' }, deps.today, { offset: 0, limit: null });
  const stopped: string[] = [];
  for (const account of rows) {
    if (account.onStop || !stopsAutomatically(account.oldestOverdueDays, afterDays)) continue;
    try {
      await deps.customerStop.setOnStop(
        AUTOMATIC_STOP_ACTOR,
        account.customerId,
        true,
        automaticStopReason(account.oldestOverdueDays ?? 0),
      );
      stopped.push(account.customerId);
    } catch (error) {
      // An archived customer owing still: nothing to stop.
      if (!(isDomainError(error) && error.code === 'NOT_FOUND')) throw error;
    }
  }
  return stopped;
}
