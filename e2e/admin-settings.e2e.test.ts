import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processingDate } from '@cleaver/domain/cutoff';
import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { closedDays } from '@cleaver/domain/holidays';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  signIn,
  streamOpen,
  useApp,
  waitForPath,
  watchForMessage,
} from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 180_000;

const app = useApp();

const api = app.api;

const settingsDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close settings' }) });
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openSettings(page: Page): Promise<void> {
  await page.goto('/Admin');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expectVisible(settingsDialog(page).getByRole('heading', { name: 'Settings' }));
}

async function openTile(page: Page, title: string): Promise<void> {
  await settingsDialog(page)
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  await expectVisible(settingsDialog(page).getByRole('heading', { name: title }));
}

/** The next mail's temporary password to `email`, from the server's mail folder. */
async function mailedPassword(email: string, seen: string[]): Promise<string> {
  const dir = join(app.server.dataDir, 'mail');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter(
      (file) => file.endsWith(`-${email}.eml`) && !seen.includes(file),
    );
    if (files.length > 0) {
      const eml = (await readFile(join(dir, files[files.length - 1]!), 'utf8')).replace(/=\r?\n/g, '');
      const password = /Temporary password: (\S+)/.exec(eml)?.[1];
      if (password) return password;
    }
    if (Date.now() > deadline) throw new Error(`no temporary password mailed to ${email}`);
    await sleep(200);
  }
}

const mailsTo = async (email: string) =>
  (await readdir(join(app.server.dataDir, 'mail')).catch(() => [] as string[])).filter((file) =>
    file.endsWith(`-${email}.eml`),
  );

const shownDate = (date: string) => `${weekdayName(date)} ${formatDateOnly(date)}`;

describe('the settings dialog', () => {
  test(
    'staff change the cutoff and freight; a customer’s open cart follows without a reload',
    async () => {
      const UPDATE = `mutation ($input: UpdateSettingsVariablesInput!) {
        updateSettingsVariables(input: $input) { cutoffHour } }`;
      // Cutoff 00:00: every order now goes to a later day; freight always charged.
      await api(
        UPDATE,
        { input: { cutoffHour: 0, freightChargeCents: 500, freeFreightThresholdCents: 9_999_900 } },
        ADMIN,
      );

      const customer = await app.signedInPage(BISTRO, DESKTOP);
      const products = await graphql<{
        listProducts: { products: Array<{ id: string; productName: string; isInStock: boolean }> };
      }>(app.baseUrl, '{ listProducts(first: 20) { products { id productName isInStock } } }');
      const product = products.data!.listProducts.products.find((p) => p.isInStock)!;
      await customer.goto(
        `/order/product?${new URLSearchParams({ id: product.id, name: product.productName })}`,
      );
      await customer.getByRole('button', { name: `Add ${product.productName} to trolley` }).click();
      await expectVisible(customer.getByRole('main').getByText('Added', { exact: true }));
      const stream = streamOpen(customer, 'SettingsChanged');
      await customer.goto('/cart');
      const summary = customer.getByRole('region', { name: 'Order Summary' });
      await summary.getByRole('radio', { name: 'Delivery' }).check();
      const freight = summary.locator('dt:text-is("Freight") + dd');
      // The shop's public holidays count as the server's do (no staff closed days yet).
      const before = processingDate(new Date(), 0, closedDays()).date;
      await expectVisible(summary.getByText(shownDate(before), { exact: true }));
      await expectVisible(freight.getByText('$5.00', { exact: true }));
      await stream;

      const page = await app.signedInPage(ADMIN, DESKTOP);
      await openSettings(page);
      await expectNoSeriousA11yViolations(page);
      await openTile(page, 'Setting Variables');
      const dialog = settingsDialog(page);
      await expectVisible(dialog.getByText('GST included'));
      await expectNoSeriousA11yViolations(page);

      await dialog.getByLabel(/Freight Charge/).fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(dialog.getByText('Required Field', { exact: true }));

      await dialog.getByLabel(/Freight Charge/).fill('12.34');
      await dialog.getByRole('combobox', { name: /Cutoff Time/ }).click();
      // The list opens a frame after the click: counted at once on a busy machine, it held no options yet.
      await expect.poll(() => page.getByRole('option').count()).toBe(24);
      await page.getByRole('option', { name: '23:00' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(snackbar(page, 'Setting variables updated.'));

      // The customer's cart moves without a reload: the date (unless it is Sunday or after 23:00 in
      // Auckland, when 00:00 and 23:00 fall alike) and the freight.
      const after = processingDate(new Date(), 23, closedDays()).date;
      await expectVisible(summary.getByText(shownDate(after), { exact: true }));
      await expectVisible(freight.getByText('$12.34', { exact: true }));
      if (after !== before) {
        expect(await summary.getByText(shownDate(before), { exact: true }).count()).toBe(0);
      }

      // Staff close the shop on that day: it is listed, and the cart moves past it and says why.
      const closedList = dialog.getByRole('list', { name: 'Closed days added' });
      const addForm = dialog.getByRole('form', { name: 'Add a closed day' });
      await addForm.getByLabel(/^Date/).fill(formatDateOnly(after));
      await addForm.getByLabel(/^Reason/).fill('E2E stocktake');
      await addForm.getByRole('button', { name: 'Add closed day' }).click();
      await expectVisible(closedList.getByText(shownDate(after), { exact: true }));
      await expectVisible(
        summary.getByText(`${shownDate(after)} is closed: E2E stocktake`, { exact: false }),
      );
      await expectNoSeriousA11yViolations(page);
      await closedList.getByRole('button', { name: `Remove ${shownDate(after)} (E2E stocktake)` }).click();
      await closedList.waitFor({ state: 'detached' });
      await expectVisible(summary.getByText(shownDate(after), { exact: true }));
      await page.getByRole('button', { name: 'Close settings' }).click();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expectVisible(
        page.getByText('Setting variables updated: cutoff 23:00, freight $12.34, free over $99,999.00'),
      );
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'on a phone, staff add an admin who signs in to the back office, then remove them; every view passes axe',
    async () => {
      const page = await app.signedInPage(ADMIN, PHONE);
      await openSettings(page);
      const dialog = settingsDialog(page);
      // Full screen on a phone.
      expect((await dialog.boundingBox())?.width).toBe(PHONE.width);
      await expectNoSeriousA11yViolations(page);

      await openTile(page, 'My Account');
      await expectVisible(dialog.getByLabel('Email'));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(dialog.getByRole('heading', { name: 'Change Password' }));
      await dialog.getByLabel('Current Password', { exact: true }).fill('wrong-pass-1');
      await dialog.getByLabel('New Password', { exact: true }).fill('short');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(dialog.getByText('Min 8 characters', { exact: true }));
      await dialog.getByLabel('New Password', { exact: true }).fill('another-pass-1');
      await dialog.getByLabel('Confirm Password', { exact: true }).fill('another-pass-2');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(dialog.getByText('Passwords does not match', { exact: true }));
      await dialog.getByLabel('Confirm Password', { exact: true }).fill('another-pass-1');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(dialog.getByText('Old password is incorrect', { exact: true }));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Back to My Account' }).click();
      await dialog.getByRole('button', { name: 'Back to Settings' }).click();

      await openTile(page, 'Setting Variables');
      await expectVisible(dialog.getByRole('form', { name: 'Add a closed day' }));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Back to Settings' }).click();

      await openTile(page, 'Reset Customer Password');
      await dialog.getByRole('button', { name: 'Reset Password' }).click();
      await expectVisible(dialog.getByText('Required', { exact: true }));
      await expectVisible(dialog.getByText('Required.', { exact: true }));
      await dialog.getByRole('button', { name: 'Generate' }).click();
      expect(await dialog.getByLabel(/^Password/).inputValue()).toMatch(/^[A-Za-z2-9]{8}$/);
      await dialog.getByRole('combobox', { name: /Customer/ }).fill('bistro');
      await expectVisible(page.getByRole('option', { name: /bistro@demo\.test/ }));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Back to Settings' }).click();

      await openTile(page, 'Other Admins');
      await expectVisible(dialog.getByRole('listitem').filter({ hasText: 'admin@demo.test' }));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Add new admin' }).click();
      await expectVisible(dialog.getByRole('heading', { name: 'Add new admin' }));
      await dialog.getByRole('button', { name: 'Add Account' }).click();
      await expectVisible(dialog.getByText('E-mail is required', { exact: true }));
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Add Account' }).click();
      await expectVisible(dialog.getByText('E-mail must be valid', { exact: true }));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByLabel('First Name').fill('Wiremu');
      await dialog.getByLabel('Last Name').fill('Staff');
      await dialog.getByLabel('Email').fill('admin@demo.test');
      await dialog.getByRole('button', { name: 'Add Account' }).click();
      await expectVisible(dialog.getByText('This email already exist.', { exact: true }));
      const seen = await mailsTo('wiremu@example.test');
      await dialog.getByLabel('Email').fill('wiremu@example.test');
      await dialog.getByRole('button', { name: 'Add Account' }).click();
      await expectVisible(snackbar(page, 'Admin Created Successfully.'));
      const row = dialog.getByRole('listitem').filter({ hasText: 'wiremu@example.test' });
      await expectVisible(row);

      // The new admin signs in with the mailed password, chooses their own and lands in the back office.
      const newcomer = await app.newPage(PHONE);
      await signIn(newcomer, 'wiremu@example.test', await mailedPassword('wiremu@example.test', seen));
      await waitForPath(newcomer, '/firsttimesignin');
      await newcomer.getByLabel('New Password', { exact: true }).fill('wiremu-own-1');
      await newcomer.getByLabel('Confirm Password', { exact: true }).fill('wiremu-own-1');
      await newcomer.getByRole('button', { name: 'Save Password' }).click();
      await waitForPath(newcomer, '/Admin');

      await row.getByRole('button', { name: 'Remove Wiremu Staff' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove admin' });
      await expectVisible(confirm.getByText('Are you sure you want this admin removed from the system?'));
      await expectNoSeriousA11yViolations(page);
      // Watched from before the click, inside the page: on a busy machine the 2.5 s message can come and go
      // between two looks.
      const removedMessage = await watchForMessage(page, 'Admin Removed.', 30_000);
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await removedMessage();
      await row.waitFor({ state: 'detached' });
      // Their session has ended: the back office sends them away on the next load.
      await newcomer.reload();
      await waitForPath(newcomer, '/');
    },
    JOURNEY_TIMEOUT_MS,
  );
  test(
    'staff set the nightly backup’s time and how many are kept; Integrations shows it and how the last went',
    async () => {
      const page = await app.signedInPage(ADMIN, PHONE);
      await openSettings(page);
      await openTile(page, 'Backups');
      const form = page.getByRole('form', { name: 'Backups' });
      await expectVisible(form.getByText('No nightly backup yet: the first is taken at 2:00 am.'));
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await form.getByRole('combobox', { name: 'Backup Time' }).click();
      await page.getByRole('option', { name: '3:00 am' }).click();
      await form.getByRole('textbox', { name: 'Backups Kept' }).fill('0');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectVisible(form.getByText('Keep from 1 to 365 backups.'));
      await form.getByRole('textbox', { name: 'Backups Kept' }).fill('7');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectVisible(snackbar(page, 'Backup settings updated.'));
      await expectVisible(form.getByText(/^Every night at 3:00 am, the newest 7 kept in /));
      await page.getByRole('button', { name: 'Close settings' }).click();

      await page.goto('/Admin/Integrations');
      const card = page.getByRole('region', { name: 'Backups' });
      await expectVisible(card.getByText(/^Every night at 3:00 am, the newest 7 kept in .*backups\.$/));
      await expectVisible(card.getByText('No nightly backup yet: the first is taken at 3:00 am.'));
      const { backupStatus } = await api<{ backupStatus: { hour: number; keep: number } }>(
        '{ backupStatus { hour keep } }',
        {},
        ADMIN,
      );
      expect(backupStatus).toEqual({ hour: 3, keep: 7 });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
