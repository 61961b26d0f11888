import { DEFAULT_CUTOFF_HOUR } from '@cleaver/domain/cutoff';
import {
  addDays,
  aucklandDateString,
  aucklandParts,
  formatDateOnly,
  weekdayName,
  weekdayOf,
} from '@cleaver/domain/dates';
import { closedDays } from '@cleaver/domain/holidays';
import { firstDueDay, nextRuns } from '@cleaver/domain/recurring';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  moveClock,
  streamOpen,
  useApp,
  waitForPath,
  watchForMessage,
} from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
// bistro@demo.test's company in the demo seed (HARB001).
const BISTRO_COMPANY = 'Harbourside Bistro';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 240_000;

const app = useApp({ scheduler: true });

const api = app.api;

/** The instant a Pacific/Auckland wall-clock time happens (NZ is UTC+13 in summer, +12 in winter). */
function aucklandInstant(date: string, hour: number, minute: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  for (const offset of [13, 12]) {
    const instant = new Date(Date.UTC(year, month - 1, day, hour - offset, minute));
    if (aucklandDateString(instant) === date && aucklandParts(instant).hour === hour) return instant;
  }
  throw new Error(`no ${hour}:${minute} on ${date} in Auckland`);
}

describe('recurring orders', () => {
  test(
    'staff set bistro a weekly Monday and Thursday standing order; on Monday it becomes an order bistro sees',
    async () => {
      const today = aucklandDateString(new Date());
      const monday = addDays(today, (8 - weekdayOf(today)) % 7 || 7);
      const plan = { frequency: 'WEEKLY', startingDate: today, selectedDays: [1, 4] } as const;
      // A new one begins where an order placed now is processed: after the seed's 05:00 cutoff, not today.
      const [firstRun] = nextRuns(
        plan,
        firstDueDay(new Date(), DEFAULT_CUTOFF_HOUR, closedDays()),
        closedDays(),
        1,
      );
      const [mondayRun] = nextRuns(plan, monday, closedDays(), 1);
      const [afterMonday] = nextRuns(plan, addDays(monday, 1), closedDays(), 1);
      if (!firstRun || mondayRun?.dueDate !== monday || !afterMonday) throw new Error('no Monday run');

      // The list, then a new standing order from its plus button.
      const page = await app.signedInPage(ADMIN, DESKTOP);
      await page.goto('/Admin/Scheduled-Orders');
      await expectVisible(page.getByRole('heading', { name: 'Recurring Orders', level: 1 }));
      const grid = page.getByRole('grid', { name: 'Recurring orders' });
      await expectVisible(grid.getByRole('link', { name: `Edit recurring order for ${BISTRO_COMPANY}` }));
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Add Recurring Order' }).click();
      await waitForPath(page, '/admin/scheduled-order/new');
      await expectVisible(page.getByRole('heading', { name: 'New Recurring Order', level: 1 }));

      // Nothing chosen: the spec's messages.
      const save = page.getByRole('button', { name: 'Create Scheduled Order' });
      await save.click();
      await expectVisible(page.getByText('Add one or more products to create recurring order.').first());
      await expectVisible(page.getByText('This field is required').first());
      await expectVisible(page.getByText('Please Select Delivery Method').first());

      await page.getByRole('combobox', { name: 'Customer' }).fill('harbour');
      await page.getByRole('option', { name: new RegExp(BISTRO_COMPANY) }).click();
      await page.getByRole('combobox', { name: 'Frequency' }).click();
      await page.getByRole('option', { name: 'Weekly', exact: true }).click();
      await expectVisible(page.getByText('Select one or more days.').first());
      // Chosen Thursday first, kept in week order.
      await page.getByRole('combobox', { name: 'Select Days' }).click();
      await page.getByRole('option', { name: 'Thursday' }).click();
      await page.getByRole('option', { name: 'Monday' }).click();
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Select Days' }).innerText())
        .toBe('Mon, Thu');
      await page.getByRole('radio', { name: 'Delivery' }).check();

      // The next orders, worked out in the browser as the form changes.
      const nextOrders = page.getByRole('region', { name: 'Next orders' });
      await expectVisible(
        nextOrders.getByText(`${weekdayName(firstRun.dueDate)} ${formatDateOnly(firstRun.dueDate)}`).first(),
      );

      // One product through Add Product and its quantity dialog; the same again is refused.
      await page.getByRole('button', { name: 'Add Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Product' });
      const addButtons = dialog.getByRole('button', { name: /^Add .+/ });
      await expectVisible(addButtons.first());
      await expectNoSeriousA11yViolations(page);
      const product = ((await addButtons.first().getAttribute('aria-label')) ?? '').replace(/^Add /, '');
      await addButtons.first().click();
      const quantity = page.getByRole('dialog', { name: product, exact: true });
      await quantity.getByLabel(/^Quantity/).fill('3');
      await quantity.getByRole('button', { name: 'Set' }).click();
      await quantity.waitFor({ state: 'hidden' });
      await addButtons.first().click();
      await expectVisible(page.getByText('Product Already Added', { exact: true }));
      await dialog.getByRole('button', { name: 'Done', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expectVisible(page.getByRole('article', { name: product }));
      await expectNoSeriousA11yViolations(page);

      const setMessage = await watchForMessage(page, 'Recurring Order Set.');
      await save.click();
      await setMessage();
      await expectVisible(page.getByRole('button', { name: 'Update Scheduled Order' }));
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);

      // Stopping asks first; Cancel leaves it running.
      await page.getByRole('switch', { name: 'Active' }).click();
      const stop = page.getByRole('dialog', { name: 'Are You Sure You Want to stop this?' });
      await stop.getByRole('button', { name: 'Cancel' }).click();
      await stop.waitFor({ state: 'hidden' });
      await expect(page.getByRole('switch', { name: 'Active' }).isChecked()).resolves.toBe(true);

      // Back on the list, searched by company.
      await page.getByRole('button', { name: 'Close recurring order' }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill('harbour');
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('harbour');
      const row = grid.getByRole('row').filter({ hasText: 'Weekly: Monday, Thursday' });
      await expectVisible(row.getByText(BISTRO_COMPANY));
      await expectVisible(row.getByText('Active', { exact: true }));
      // The header row, the seeded Tuesday and Friday one, and this one.
      await expect.poll(() => grid.getByRole('row').count()).toBe(3);

      // On a phone, the same standing order as a card.
      const phone = await app.signedInPage(ADMIN, PHONE);
      const recurringStream = streamOpen(phone, 'RecurringOrdersChanged');
      await phone.goto('/Admin/Scheduled-Orders?search=harbour&frequency=WEEKLY');
      const card = phone
        .getByRole('article', { name: BISTRO_COMPANY })
        .filter({ hasText: 'Weekly: Monday, Thursday' });
      await expectVisible(card.getByRole('link', { name: `Edit recurring order for ${BISTRO_COMPANY}` }));

      // Monday 00:05 in Auckland: the scheduler creates Monday's order, which the orders list shows at once.
      const ordersStream = streamOpen(page, 'AdminOrderChanged');
      const processing = mondayRun.processingDate;
      await page.goto(`/Admin/Orders?status=PENDING&search=harbour&from=${processing}&to=${processing}`);
      await expectVisible(page.getByRole('heading', { name: 'Orders', level: 1 }));
      await ordersStream;
      await recurringStream;
      // The business clock jumps; sessions keep the real one, so staff and bistro stay signed in.
      const run = await moveClock(app.baseUrl, aucklandInstant(monday, 0, 5));
      const created = run.orders.find((order) => order.recurringOrderId === id);
      expect(created).toMatchObject({ dueDate: monday, processingDate: processing, company: BISTRO_COMPANY });
      const { listMyOrders } = await api<{ listMyOrders: { orders: { id: string; shortId: string }[] } }>(
        '{ listMyOrders(status: PENDING, limit: 1000) { orders { id shortId } } }',
        {},
        BISTRO,
      );
      const shortId = listMyOrders.orders.find((order) => order.id === created?.orderId)?.shortId;
      if (!shortId) throw new Error('bistro cannot see the created order');
      await expectVisible(page.getByRole('link', { name: `Open order ${shortId}` }));
      // The phone's list heard the run: the card's next run moved past Monday (it showed Monday or before).
      await expectVisible(
        card.getByText(`${weekdayName(afterMonday.dueDate)} ${formatDateOnly(afterMonday.dueDate)}`),
      );

      // Bistro sees the order in My Orders and the standing order in My Account.
      const bistro = await app.signedInPage(BISTRO, PHONE);
      await bistro.goto('/myorders');
      const entry = bistro.getByRole('article', { name: `Order ${shortId}`, exact: true });
      await expectVisible(entry.getByText('PENDING', { exact: true }));
      await bistro.goto('/profile');
      await bistro.getByRole('tab', { name: /standing orders/i }).click();
      await expectVisible(bistro.getByText('Weekly: Monday, Thursday'));
    },
    JOURNEY_TIMEOUT_MS,
  );
});
