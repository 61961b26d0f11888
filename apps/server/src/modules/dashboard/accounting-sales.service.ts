import { type DateRange, MAX_TOP_CUSTOMER_DAYS, salesRangeProblem } from '@cleaver/domain/dashboard';
import { DomainError } from '@cleaver/domain/errors';
import type { Cents } from '@cleaver/domain/money';
import type {
  AccountingHttp,
  DailySales,
  DonutSales,
  NamedSales,
} from '../../integrations/accounting/accounting-http.ts';
import type { Viewer } from '../auth/viewer.ts';

/** The dashboard's sales figures as the accounting system reports them, in cents. */
export type AccountingSales = DailySales & {
  monthlySales: Cents;
  yearToDate: NamedSales[];
  donut: DonutSales;
};

export type AccountingSalesDeps = {
  /** The accounting middleware; undefined with the built-in ledger (the dashboard reads the ledger instead). */
  http: AccountingHttp | undefined;
  logError: (error: unknown, message: string) => void;
};

/**
 * The dashboard's figures from the accounting middleware (spec §7's sales calls), asked while staff wait
 * behind the 'Waiting for data..' dialog. When staff cancel, the calls stop too.
 */
export class AccountingSalesService {
  constructor(private readonly deps: AccountingSalesDeps) {}

  /** The day's, month's and year's sales and the donut for `range`; the four calls run side by side. */
  async figures(_actor: Viewer, range: DateRange, signal: AbortSignal): Promise<AccountingSales> {
    const http = this.deps.http;
    if (!http) throw new DomainError('ACCOUNTING_NOT_CONFIGURED');
    const problem = salesRangeProblem(range.from, range.to, MAX_TOP_CUSTOMER_DAYS);
    if (problem) throw new DomainError('BAD_INPUT', problem);
    // One failed call makes the others' answers useless: stop them rather than leave them running.
    const stop = new AbortController();
    const calls = AbortSignal.any([signal, stop.signal]);
    try {
      const [daily, monthlySales, yearToDate, donut] = await Promise.all([
        http.salesDaily(calls),
        http.salesMonthToDate(calls),
        http.salesYearToDate(calls),
        http.donutChart(range, calls),
      ]);
      return { ...daily, monthlySales, yearToDate, donut };
    } catch (error) {
      stop.abort();
      // Staff who cancelled see no answer; there is nothing to report.
      if (!signal.aborted) this.deps.logError(error, 'accounting: sales figures failed');
      throw new DomainError('ACCOUNTING_FIGURES_FAILED', undefined, { cause: error });
    }
  }
}
