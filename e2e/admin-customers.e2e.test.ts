import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import {
  chooseInDialog,
  expectNoSeriousA11yViolations,
  expectVisible,
  streamOpen,
  useApp,
} from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 150_000;

const app = useApp();

/** The temporary password in the newest mail to `email`, from the server's mail folder. */
async function mailedPassword(email: string): Promise<string> {
  const dir = join(app.server.dataDir, 'mail');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((file) =>
      file.endsWith(`-${email}.eml`),
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

describe('customers in the back office', () => {
  test(
    'staff add a customer, who is mailed a password, then view, edit, disable and delete them',
    async () => {
      const page = await app.signedInPage(ADMIN, DESKTOP);
      await page.goto('/Admin/Customers');
      await expectVisible(page.getByRole('heading', { name: 'Customers', level: 1 }));
      await expectVisible(page.getByRole('button', { name: 'Disable Harbourside Bistro', exact: true }));
      await expectNoSeriousA11yViolations(page);

      // The search goes to the server and into the address.
      await page.getByLabel('Search').fill('sophie TANE');
      await page.waitForURL((url) => url.searchParams.get('search') === 'sophie TANE');
      await expect.poll(() => page.getByRole('button', { name: /^View / }).count()).toBe(1);
      await expectVisible(page.getByRole('button', { name: 'View Harbourside Bistro', exact: true }));

      await page.getByRole('button', { name: 'Add Customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Customer' });
      await expectVisible(dialog.getByLabel('Customer Code'));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Please fill in the required fields'));
      await expectVisible(dialog.getByText('Name is required'));
      await expectVisible(dialog.getByText('E-mail is required'));

      await dialog.getByLabel('Customer Code').fill('MANA001');
      await chooseInDialog(page, 'Customer Level', 'B');
      await dialog.getByLabel('First Name').fill('Hemi');
      await dialog.getByLabel('Last Name').fill('Walker');
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(dialog.getByText('E-mail must be valid'));
      await dialog.getByLabel('Email').fill('Hemi@Manaia.test');
      await dialog.getByLabel('Mobile').fill('021 555 0123');
      await dialog.getByLabel('Company', { exact: true }).fill('Manaia Smokehouse');
      await chooseInDialog(page, 'Price Level', 'Restaurant');
      await dialog.getByLabel('Company Name').fill('Manaia Smokehouse');
      await dialog.getByLabel('Street').fill('8 Wharf Road');
      await dialog.getByLabel('Suburb').fill('Herne Bay');
      await dialog.getByLabel('City').fill('Auckland');
      await dialog.getByLabel('Postal Code').fill('1011');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Customer created successfully.'));
      await dialog.waitFor({ state: 'hidden' });
      expect(await mailedPassword('hemi@manaia.test')).toMatch(/^\S{8}$/);

      await page.getByLabel('Search').fill('mana001');
      // The grid draws the search's answer before a row's button is clicked (see admin-products).
      await page.waitForURL((url) => url.searchParams.get('search') === 'mana001');
      await expect.poll(() => page.getByRole('button', { name: /^View / }).count()).toBe(1);
      const view = page.getByRole('button', { name: 'View Manaia Smokehouse', exact: true });
      await view.click();
      const details = page.getByRole('dialog', { name: 'Manaia Smokehouse' });
      await expectVisible(details.getByText('Restaurant'));
      await expectNoSeriousA11yViolations(page);

      // An email asks before opening the mail program.
      await details.getByRole('button', { name: 'hemi@manaia.test' }).click();
      const ask = page.getByRole('dialog', { name: 'Send an email?' });
      expect(await ask.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
        'mailto:hemi@manaia.test',
      );
      await expectNoSeriousA11yViolations(page);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'hidden' });

      await details.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Customer' });
      await expectVisible(edit.getByLabel('Customer Code'));
      expect(await edit.getByLabel('Email').inputValue()).toBe('hemi@manaia.test');
      await expectNoSeriousA11yViolations(page);
      await edit.getByLabel('Company', { exact: true }).fill('Manaia Smokehouse & Deli');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Customer updated successfully.'));
      // Back in view mode, with what was saved.
      const saved = page.getByRole('dialog', { name: 'Manaia Smokehouse & Deli' });
      await expectVisible(saved.getByRole('button', { name: 'Edit' }));
      await saved.getByRole('button', { name: 'Close' }).click();
      await saved.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Disable Manaia Smokehouse & Deli', exact: true }).click();
      const disable = page.getByRole('dialog', { name: 'Disable Manaia Smokehouse & Deli?' });
      await expectNoSeriousA11yViolations(page);
      await disable.getByRole('button', { name: 'Disable' }).click();
      await expectVisible(page.getByRole('button', { name: 'Enable Manaia Smokehouse & Deli', exact: true }));

      await page.getByRole('button', { name: 'Delete Manaia Smokehouse & Deli', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this customer?' });
      await expectVisible(confirm.getByText(/sign-in will be removed/));
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectVisible(page.getByText('Customer deleted.'));
      await page
        .getByRole('button', { name: 'View Manaia Smokehouse & Deli', exact: true })
        .waitFor({ state: 'detached' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'on a phone the list is cards, the dialog fills the screen, another admin’s change shows live, and a customer with orders is archived',
    async () => {
      const page = await app.signedInPage(ADMIN, { ...PHONE, colorScheme: 'dark' });
      const stream = streamOpen(page, 'CustomerChanged');
      await page.goto('/Admin/Customers?search=lucky');
      const edit = page.getByRole('button', { name: 'Edit Lucky Dragon Restaurant', exact: true });
      await expectVisible(edit);
      await expectNoSeriousA11yViolations(page);
      // The page itself does not scroll sideways; the table does, inside its frame.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
      await expectVisible(dialog.getByLabel('Customer Code'));
      const box = await dialog.boundingBox();
      expect(box?.width).toBeGreaterThan(PHONE.width - 20);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const view = page.getByRole('dialog', { name: 'Lucky Dragon Restaurant' });
      await view.getByRole('button', { name: 'Close' }).click();
      await view.waitFor({ state: 'hidden' });

      // Another staff member disables the customer: the row follows without a reload.
      await stream;
      const cookie = await app.sessionCookie(ADMIN);
      const found = await graphql<{ adminCustomers: { rows: Array<{ id: string }> } }>(
        app.baseUrl,
        '{ adminCustomers(search: "LUCK001") { rows { id } } }',
        { cookie },
      );
      const id = found.data?.adminCustomers.rows[0]?.id;
      const disabled = await graphql(
        app.baseUrl,
        'mutation ($id: ID!) { setCustomerActive(customerId: $id, isActive: false) }',
        { cookie, variables: { id } },
      );
      expect(disabled.errors).toBeUndefined();
      await expectVisible(page.getByRole('button', { name: 'Enable Lucky Dragon Restaurant', exact: true }));

      // The seeded orders name this customer: deleting archives them and the row leaves the list.
      await page.getByRole('button', { name: 'Delete Lucky Dragon Restaurant', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this customer?' });
      await expectVisible(confirm.getByText(/archived instead/));
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: 'Archive' }).click();
      await expectVisible(page.getByText('Customer archived: their orders are kept.'));
      await edit.waitFor({ state: 'detached' });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
