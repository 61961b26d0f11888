import { type Cents, cents, toCents } from '@cleaver/domain/money';
import type { Ageing } from '@cleaver/domain/receivables';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerMatches } from '../customers/customers.service.ts';

export const RECEIVABLES_FILTERS = ['ALL', 'OVERDUE', 'ON_STOP'] as const;
export type ReceivablesFilter = (typeof RECEIVABLES_FILTERS)[number];

export type ReceivablesQuery = { search?: string | null; filter: ReceivablesFilter };

/** A customer's figures as the receivables list sums them (ledger-book.ts works out the same for one customer). */
export type AccountRow = {
  customerId: string;
  companyName: string;
  code: string;
  /** The customer's own terms code; null: Settings'. */
  paymentTerms: string | null;
  creditLimit: Cents | null;
  onStop: boolean;
  onStopReason: string;
  balance: Cents;
  overdue: Cents;
  credit: Cents;
  ageing: Ageing;
  oldestOverdueDays: number | null;
};

export type AccountRows = { rows: AccountRow[]; totalCount: number; totals: Ageing; balance: Cents };

type JsonRow = {
  id: string;
  company_name: string;
  code: string;
  payment_terms: string | null;
  credit_limit: number | null;
  on_stop: boolean;
  on_stop_reason: string;
  balance: number;
  overdue: number;
  credit: number;
  not_due: number;
  days1to30: number;
  days31to60: number;
  days61to90: number;
  days90plus: number;
  oldest: number | null;
};

type Answer = {
  total_count: number | string;
  balance: string;
  not_due: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  days90plus: string;
  rows: JsonRow[] | string | null;
};

const LISTED: Readonly<Record<ReceivablesFilter, SQL>> = {
  // Anything owed or in credit, or on stop.
  ALL: sql`(positive <> 0 or credit <> 0 or on_stop)`,
  OVERDUE: sql`overdue > 0`,
  ON_STOP: sql`on_stop`,
};

/**
 * The customers a list shows, with their balance, ageing on `today` (YYYY-MM-DD, Auckland) and credit, by amount
 * overdue, then balance, then company; and the totals of every customer listed, not only the page's. One statement:
 * the documents' open amounts are summed per customer (allocations of reversed payments left out), so it reads each
 * table once however many customers there are. `limit` null: every row (the CSV).
 */
export async function accountRows(
  executor: Executor,
  query: ReceivablesQuery,
  today: string,
  page: { offset: number; limit: number | null },
): Promise<AccountRows> {
  const term = normalizeSearchTerm(query.search ?? '');
  const day = sql`${today}::date`;
  const result = (await executor.execute(sql`
    with matched as (
      select customer.id, customer.company_name, customer.code, customer.payment_terms, customer.credit_limit,
        customer.on_stop, customer.on_stop_reason
      from customer ${term ? sql`where ${customerMatches(term)}` : sql``}),
    credited as (
      select invoice_id, sum(total) as amount from correction_note where kind = 'CREDIT' group by invoice_id),
    allocated as (
      select a.invoice_id, a.note_id, sum(a.amount) as amount
      from payment_allocation a join payment p on p.id = a.payment_id
      where p.reversed_at is null group by a.invoice_id, a.note_id),
    documents as (
      select i.customer_id, i.total - coalesce(c.amount, 0) - coalesce(a.amount, 0) as owing,
        coalesce(i.due_date, (i.issued_at at time zone 'Pacific/Auckland')::date) as due_date
      from invoice i join matched m on m.id = i.customer_id
        left join credited c on c.invoice_id = i.id
        left join allocated a on a.invoice_id = i.id
      union all
      select i.customer_id, n.total - coalesce(a.amount, 0),
        coalesce(n.due_date, (n.issued_at at time zone 'Pacific/Auckland')::date)
      from correction_note n join invoice i on i.id = n.invoice_id join matched m on m.id = i.customer_id
        left join allocated a on a.note_id = n.id
      where n.kind = 'DEBIT'),
    ageing as (
      select customer_id, sum(owing) as owing,
        coalesce(sum(owing) filter (where owing > 0), 0) as positive,
        coalesce(sum(-owing) filter (where owing < 0), 0) as negative,
        coalesce(sum(owing) filter (where owing > 0 and due_date >= ${day}), 0) as not_due,
        coalesce(sum(owing) filter (where owing > 0 and ${day} - due_date between 1 and 30), 0) as days1to30,
        coalesce(sum(owing) filter (where owing > 0 and ${day} - due_date between 31 and 60), 0) as days31to60,
        coalesce(sum(owing) filter (where owing > 0 and ${day} - due_date between 61 and 90), 0) as days61to90,
        coalesce(sum(owing) filter (where owing > 0 and ${day} - due_date > 90), 0) as days90plus,
        max(${day} - due_date) filter (where owing > 0 and due_date < ${day}) as oldest
      from documents group by customer_id),
    unallocated as (
      select p.customer_id, sum(p.amount - coalesce(x.amount, 0)) as amount
      from payment p join matched m on m.id = p.customer_id
        left join (select payment_id, sum(amount) as amount from payment_allocation group by payment_id) x
          on x.payment_id = p.id
      where p.reversed_at is null group by p.customer_id),
    accounts as (
      select m.*,
        coalesce(g.owing, 0) - coalesce(u.amount, 0) as balance,
        coalesce(g.positive, 0) as positive,
        coalesce(g.negative, 0) + coalesce(u.amount, 0) as credit,
        coalesce(g.not_due, 0) as not_due, coalesce(g.days1to30, 0) as days1to30,
        coalesce(g.days31to60, 0) as days31to60, coalesce(g.days61to90, 0) as days61to90,
        coalesce(g.days90plus, 0) as days90plus,
        coalesce(g.days1to30 + g.days31to60 + g.days61to90 + g.days90plus, 0) as overdue,
        g.oldest
      from matched m left join ageing g on g.customer_id = m.id left join unallocated u on u.customer_id = m.id),
    listed as (select * from accounts where ${LISTED[query.filter]})
    select
      (select count(*) from listed) as total_count,
      (select coalesce(sum(balance), 0)::text from listed) as balance,
      (select coalesce(sum(not_due), 0)::text from listed) as not_due,
      (select coalesce(sum(days1to30), 0)::text from listed) as days1to30,
      (select coalesce(sum(days31to60), 0)::text from listed) as days31to60,
      (select coalesce(sum(days61to90), 0)::text from listed) as days61to90,
      (select coalesce(sum(days90plus), 0)::text from listed) as days90plus,
      (select json_agg(r order by r.overdue desc, r.balance desc, lower(r.company_name), r.id) from (
        select id, company_name, code, payment_terms, on_stop, on_stop_reason, oldest,
          (credit_limit * 100)::bigint as credit_limit, (balance * 100)::bigint as balance,
          (overdue * 100)::bigint as overdue, (credit * 100)::bigint as credit,
          (not_due * 100)::bigint as not_due, (days1to30 * 100)::bigint as days1to30,
          (days31to60 * 100)::bigint as days31to60, (days61to90 * 100)::bigint as days61to90,
          (days90plus * 100)::bigint as days90plus
        from listed
        order by overdue desc, balance desc, lower(company_name), id
        offset ${page.offset} limit ${page.limit === null ? sql.raw('all') : sql`${page.limit}`}) r) as rows`)) as unknown as {
    rows: Answer[];
  };
  const answer = result.rows[0];
  if (!answer) throw new Error('The receivables query answered nothing');
  const rows: JsonRow[] =
    typeof answer.rows === 'string' ? (JSON.parse(answer.rows) as JsonRow[]) : (answer.rows ?? []);
  return {
    rows: rows.map((row) => ({
      customerId: row.id,
      companyName: row.company_name,
      code: row.code,
      paymentTerms: row.payment_terms,
      creditLimit: row.credit_limit === null ? null : cents(Number(row.credit_limit)),
      onStop: row.on_stop,
      onStopReason: row.on_stop_reason,
      balance: cents(Number(row.balance)),
      overdue: cents(Number(row.overdue)),
      credit: cents(Number(row.credit)),
      ageing: {
        current: cents(Number(row.not_due)),
        days1to30: cents(Number(row.days1to30)),
        days31to60: cents(Number(row.days31to60)),
        days61to90: cents(Number(row.days61to90)),
        days90plus: cents(Number(row.days90plus)),
      },
      oldestOverdueDays: row.oldest === null ? null : Number(row.oldest),
    })),
    totalCount: Number(answer.total_count),
    totals: {
      current: toCents(answer.not_due),
      days1to30: toCents(answer.days1to30),
      days31to60: toCents(answer.days31to60),
      days61to90: toCents(answer.days61to90),
      days90plus: toCents(answer.days90plus),
    },
    balance: toCents(answer.balance),
  };
}
