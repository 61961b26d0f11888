import { readFile } from 'node:fs/promises';
import { monthRange, periodRange, previousMonthRange } from '@cleaver/domain/dashboard';
import { addDays, formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, useApp } from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 120_000;

const app = useApp();

type Amount = { exGst: number; incGst: number; invoiceCount: number };
type Figures = {
  today: string;
  totalCustomers: number;
  yesterday: Amount;
  monthToDate: Amount;
  work: { processingDate: string; pending: number; packed: number };
};

const api = app.api;

/** The figures the cards must show, as the server reckons them. */
async function figures(): Promise<Figures> {
  const { dashboardFigures } = await api<{ dashboardFigures: Figures }>(
    `{ dashboardFigures {
        today totalCustomers
        yesterday { exGst incGst invoiceCount }
        monthToDate { exGst incGst invoiceCount }
        work { processingDate pending packed }
      } }`,
    {},
    ADMIN,
  );
  return dashboardFigures;
}

async function topCustomersTotal(from: string, to: string): Promise<Amount> {
  const { topCustomers } = await api<{ topCustomers: { total: Amount } }>(
    'query ($from: String!, $to: String!) { topCustomers(from: $from, to: $to) { total { exGst incGst invoiceCount } } }',
    { from, to },
    ADMIN,
  );
  return topCustomers.total;
}

async function ordersCount(filter: string, from: string, to: string): Promise<number> {
  const { adminOrders } = await api<{ adminOrders: { totalCount: number } }>(
    `query ($filter: AdminOrderFilter!, $from: String, $to: String) {
      adminOrders(filter: $filter, from: $from, to: $to, offset: 0, limit: 1) { totalCount }
    }`,
    { filter, from, to },
    ADMIN,
  );
  return adminOrders.totalCount;
}

const nzd = (cents: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(cents / 100);
const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const search = (page: Page) => new URL(page.url()).searchParams;

describe('dashboard', () => {
  test(
    'on a laptop the owner sees yesterday’s and this month’s sales, the work waiting and the top customers, and turns to last month in one click',
    async () => {
      const shown = await figures();
      const page = await app.signedInPage(ADMIN, DESKTOP);
      await page.goto('/Admin');
      await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));

      await expectVisible(
        region(page, 'Total Customers').getByText(String(shown.totalCustomers), { exact: true }),
      );
      const daily = region(page, 'Daily Sales');
      await expectVisible(daily.getByRole('heading', { name: 'Yesterday' }));
      await expectVisible(daily.getByText(nzd(shown.yesterday.exGst), { exact: true }));
      const monthly = region(page, 'Monthly Sales');
      await expectVisible(monthly.getByText(nzd(shown.monthToDate.exGst), { exact: true }));
      await expectVisible(monthly.getByText(`${nzd(shown.monthToDate.incGst)} incl. GST`, { exact: true }));
      const work = region(page, "Today's work");
      const { processingDate } = shown.work;
      await expectVisible(
        work.getByText(`For ${weekdayName(processingDate)} ${formatDateOnly(processingDate)}`, {
          exact: true,
        }),
      );
      expect(await work.getByRole('link', { name: 'Open the packing board' }).getAttribute('href')).toBe(
        `/Admin/Packing?date=${processingDate}`,
      );

      // This month's top customers: invoices are never dated ahead, so their total is the month's sales so far.
      const top = region(page, 'Top 10 Customers');
      const totalRow = top.getByRole('row', { name: /^Total/ });
      await expectVisible(totalRow.getByText(nzd(shown.monthToDate.exGst), { exact: true }));
      await expectVisible(top.getByRole('img', { name: /^Top customers donut chart, / }));
      // The chart's own code loads after the cards; its drawing shows up once it has (on the 1st before the day's
      // invoices, the month has none to draw).
      if (shown.monthToDate.invoiceCount > 0)
        await expectVisible(top.getByRole('img').locator('svg path').first());
      await expectNoSeriousA11yViolations(page);

      // Last month, in one click; the address keeps it.
      const lastMonth = previousMonthRange(shown.today);
      const lastMonthTotal = await topCustomersTotal(lastMonth.from, lastMonth.to);
      await top.getByRole('button', { name: 'Last month' }).click();
      await expect.poll(() => search(page).get('topFrom')).toBe(lastMonth.from);
      expect(search(page).get('topTo')).toBe(lastMonth.to);
      await expect
        .poll(() => top.getByRole('textbox', { name: 'From' }).inputValue())
        .toBe(formatDateOnly(lastMonth.from));
      await expectVisible(totalRow.getByText(nzd(lastMonthTotal.exGst), { exact: true }));
      expect(await top.getByRole('button', { name: 'Last month' }).getAttribute('aria-pressed')).toBe('true');

      // The table downloads as CSV, money in dollars a spreadsheet sums.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        top.getByRole('button', { name: 'Download CSV of the top customers' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`top-customers-${lastMonth.from}-to-${lastMonth.to}.csv`);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv.startsWith('\uFEFFCustomer,Sales excl. GST (NZD),Sales incl. GST (NZD)\r\n')).toBe(true);
      expect(csv).toContain(`Total,${(lastMonthTotal.exGst / 100).toFixed(2)},`);

      // A typed range: From after To is refused where it is typed.
      const thisMonth = monthRange(shown.today);
      await top.getByRole('textbox', { name: 'From' }).fill(formatDateOnly(thisMonth.to));
      await top.getByRole('textbox', { name: 'To' }).fill(formatDateOnly(thisMonth.from));
      await top.getByRole('button', { name: 'Submit' }).click();
      await expectVisible(top.getByText('The From date must be on or before the To date.'));
      expect(search(page).get('topFrom')).toBe(lastMonth.from);
      await top.getByRole('button', { name: 'This month' }).click();
      await expect.poll(() => search(page).get('topFrom')).toBeNull();

      // The history's CSV holds every order of its period and status, not the page of 20 shown. Last month, so the
      // period holds more than a page on any day of the year (on the 1st, this month holds a day's orders).
      const period = region(page, 'Sales and orders by period');
      await period.getByRole('button', { name: 'Range' }).click();
      const custom = period.getByRole('form', { name: 'Custom period' });
      await custom.getByRole('textbox', { name: 'From' }).fill(formatDateOnly(lastMonth.from));
      await custom.getByRole('textbox', { name: 'To' }).fill(formatDateOnly(lastMonth.to));
      await custom.getByRole('button', { name: 'Show' }).click();
      await expect.poll(() => search(page).toString()).toBe(`from=${lastMonth.from}&to=${lastMonth.to}`);
      const allLastMonth = await ordersCount('ALL', lastMonth.from, lastMonth.to);
      expect(allLastMonth).toBeGreaterThan(20);
      // The address changes before the page has drawn the new period: the history says which period it holds.
      const history = region(page, 'Orders History');
      await expectVisible(
        history.getByText(
          `Every status, ${formatDateOnly(lastMonth.from)} – ${formatDateOnly(lastMonth.to)}, newest first · ${allLastMonth.toLocaleString('en-NZ')} orders`,
          { exact: true },
        ),
      );
      const [historyFile] = await Promise.all([
        page.waitForEvent('download'),
        history.getByRole('button', { name: 'Download CSV of the orders history, every page' }).click(),
      ]);
      expect(historyFile.suggestedFilename()).toBe(
        `orders-history-all-${lastMonth.from}-to-${lastMonth.to}.csv`,
      );
      const historyLines = (await readFile(await historyFile.path(), 'utf8')).trimEnd().split('\r\n');
      expect(historyLines[0]).toBe('\uFEFFCustomer,Order,Status,Date');
      expect(historyLines).toHaveLength(1 + allLastMonth);

      // This week's PACKED orders: the charts and the history follow the period and the status.
      const week = periodRange('THIS_WEEK', shown.today);
      const packedThisWeek = await ordersCount('PACKED', week.from, week.to);
      await period.getByRole('button', { name: 'This week' }).click();
      await period.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'PACKED', exact: true }).click();
      await expect.poll(() => search(page).toString()).toBe('period=THIS_WEEK&status=PACKED');
      await expectVisible(period.getByRole('img', { name: /^Orders by day bar chart, / }));
      await expectVisible(
        history.getByText(
          `PACKED, ${formatDateOnly(week.from)} – ${formatDateOnly(week.to)}, newest first · ${packedThisWeek} ${
            packedThisWeek === 1 ? 'order' : 'orders'
          }`,
        ),
      );
      const orders = period.getByRole('region', { name: 'Orders by day', exact: true });
      await orders.getByRole('button', { name: 'Show as a table of orders by day' }).click();
      const table = orders.getByRole('region', { name: 'Orders by day table' }).getByRole('table');
      await expectVisible(table.getByRole('columnheader', { name: 'PACKED' }));
      expect(await table.getByRole('row').count()).toBe(8); // the heading row and Monday to Sunday
      await expectNoSeriousA11yViolations(page);

      // The history's View opens the order.
      if (packedThisWeek > 0) {
        await history
          .getByRole('link', { name: /^View order / })
          .first()
          .click();
        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/admin\/order\//);
      }
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'on a phone, dark, the cards stack, the charts fit and the history is a card an order',
    async () => {
      const shown = await figures();
      const page = await app.signedInPage(ADMIN, { ...PHONE, colorScheme: 'dark' });
      await page.goto('/Admin');
      const customers = region(page, 'Total Customers');
      const daily = region(page, 'Daily Sales');
      await expectVisible(daily.getByText(nzd(shown.yesterday.exGst), { exact: true }));
      const [first, second] = await Promise.all([customers.boundingBox(), daily.boundingBox()]);
      expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);

      const period = region(page, 'Sales and orders by period');
      await expectVisible(
        period.getByRole('img', { name: /^Sales by day bar chart, .*excl\. GST|no invoices/ }),
      );
      const history = region(page, 'Orders History');
      await expectVisible(history.getByRole('article').first());
      await expectVisible(history.getByRole('link', { name: /^View order / }).first());
      // Nothing wider than the phone: no sideways scrolling.
      await page
        .getByRole('region', { name: 'Top 10 Customers' })
        .getByRole('row', { name: /^Total/ })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectNoSeriousA11yViolations(page);

      // A custom range from the Range choice: the last fortnight (from the 1st, on the 1st, would be one day).
      await period.getByRole('button', { name: 'Range' }).click();
      const custom = period.getByRole('form', { name: 'Custom period' });
      const from = addDays(shown.today, -13);
      await custom.getByRole('textbox', { name: 'From' }).fill(formatDateOnly(from));
      await custom.getByRole('textbox', { name: 'To' }).fill(formatDateOnly(shown.today));
      await custom.getByRole('button', { name: 'Show' }).click();
      await expect.poll(() => search(page).toString()).toBe(`from=${from}&to=${shown.today}`);
      await expectVisible(
        history.getByText(`Every status, ${formatDateOnly(from)} – ${formatDateOnly(shown.today)}`, {
          exact: false,
        }),
      );
    },
    JOURNEY_TIMEOUT_MS,
  );
});
