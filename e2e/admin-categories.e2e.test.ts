import { categoryInUse } from '@cleaver/domain/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, streamOpen, useApp, waitForPath } from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const ADMIN_NAME = 'Aroha Admin';
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 150_000;

const app = useApp();

const api = app.api;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const notificationCenter = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const categoryRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });

async function saveCategory(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Category Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('categories in the back office', () => {
  test(
    'staff add and rename a category; an open storefront menu follows live; the notices carry their name',
    async () => {
      const customer = await app.signedInPage(BISTRO, DESKTOP);
      const customerStream = streamOpen(customer, 'CategoryChanged');
      await customer.goto('/');
      const orderNow = customer.getByRole('button', { name: /order now/i }).filter({ visible: true });
      await expectVisible(orderNow);
      await customerStream;
      const menuShows = async (name: string) => {
        await orderNow.click();
        await expectVisible(customer.getByRole('menuitem', { name, exact: true }));
        const names = await customer.getByRole('menuitem').allInnerTexts();
        await customer.keyboard.press('Escape');
        await customer.getByRole('menu').waitFor({ state: 'hidden' });
        return names.map((text) => text.trim());
      };
      expect(await menuShows('Chicken')).not.toContain('Venison');

      const page = await app.signedInPage(ADMIN, DESKTOP);
      const noticeStream = streamOpen(page, 'NotificationCreated');
      await page.goto('/Admin/Categories');
      await expectVisible(page.getByRole('heading', { name: 'Categories', level: 1 }));
      await expectVisible(categoryRow(page, 'Chicken'));
      await expectVisible(page.getByRole('link', { name: 'Dashboard', exact: true }));
      await expectVisible(page.getByText('v 1.2.0'));
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('combobox', { name: /Rows per page/ }).click();
      expect(await page.getByRole('option').allInnerTexts()).toEqual(['50', '100', '150', 'All']);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Add Category' }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Add Category' }));
      await expectNoSeriousA11yViolations(page);
      await saveCategory(page, 'Venison');
      await expectVisible(page.getByText('Category created.'));
      await expectVisible(categoryRow(page, 'Venison'));
      expect(await menuShows('Venison')).toContain('Venison');

      await page.getByRole('button', { name: 'Edit Venison' }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Edit Category' }));
      await expectVisible(page.getByRole('button', { name: 'Delete category' }));
      await expectNoSeriousA11yViolations(page);
      await saveCategory(page, 'Game');
      await expectVisible(page.getByText('Category updated.'));
      await expectVisible(categoryRow(page, 'Game'));
      const renamed = await menuShows('Game');
      expect(renamed).not.toContain('Venison');

      // The Notification Center lists both changes, newest first, under the staff member's own name.
      await bell(page).click();
      const center = notificationCenter(page);
      await expectVisible(center.getByText('Category Venison renamed to Game'));
      const items = center.getByRole('listitem');
      await expect.poll(() => items.nth(0).innerText()).toContain('Category Venison renamed to Game');
      const [renameText, createText] = [await items.nth(0).innerText(), await items.nth(1).innerText()];
      expect(renameText).toContain(ADMIN_NAME);
      expect(renameText).toMatch(/\w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m/);
      expect(createText).toContain('Category Venison created');
      expect(createText).toContain(ADMIN_NAME);
      await expectNoSeriousA11yViolations(page);

      // A customer's order arrives while the centre is open: the list refreshes and a message shows it.
      await noticeStream;
      const { listProducts } = await api<{
        listProducts: { products: { id: string; isInStock: boolean }[] };
      }>('{ listProducts(first: 20) { products { id isInStock } } }', {}, BISTRO);
      const product = listProducts.products.find((p) => p.isInStock);
      if (!product) throw new Error('seed: no orderable product');
      const { createOrder } = await api<{ createOrder: { id: string; shortId: string } }>(
        'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id shortId } }',
        {
          input: {
            idempotencyKey: `e2e-notice-${Date.now()}`,
            isDelivery: false,
            lines: [{ productId: product.id, quantity: 1 }],
          },
        },
        BISTRO,
      );
      const orderNotice = new RegExp(`placed order ${createOrder.shortId}`);
      await expectVisible(page.getByRole('alert').filter({ hasText: orderNotice }));
      await center.getByRole('button', { name: orderNotice }).click();
      await waitForPath(page, `/admin/order/${createOrder.id}`);
      await center.waitFor({ state: 'hidden' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'on a phone: the drawer is temporary, the dialog fills the screen, a category with products stays',
    async () => {
      const page = await app.signedInPage(ADMIN, { ...PHONE, colorScheme: 'dark' });
      await page.goto('/Admin/Categories');
      await expectVisible(categoryRow(page, 'Chicken'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Back office' });
      await drawer.getByRole('link', { name: 'Categories' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Add Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Category' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(dialog.getByText('Category is required'));
      const box = await dialog.boundingBox();
      expect(box?.width).toBeGreaterThan(PHONE.width - 20);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const { listCategories } = await api<{ listCategories: { id: string; categoryName: string }[] }>(
        '{ listCategories { id categoryName } }',
        {},
        ADMIN,
      );
      expect(listCategories.some((c) => c.categoryName === 'Chicken')).toBe(true);
      await page.getByRole('button', { name: 'Edit Chicken' }).click();
      await page.getByRole('button', { name: 'Delete category' }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this category?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'This category still holds' });
      await expectVisible(refusal);
      const held = Number(/holds (\d+) products/.exec(await refusal.innerText())?.[1]);
      expect(held).toBeGreaterThan(0);
      expect(await refusal.innerText()).toContain(categoryInUse(held));
      const editDialog = page.getByRole('dialog', { name: 'Edit Category' });
      await editDialog.getByRole('button', { name: 'Cancel' }).click();
      await editDialog.waitFor({ state: 'hidden' });

      await bell(page).click();
      await expectVisible(notificationCenter(page).getByRole('listitem').first());
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Close notifications' }).click();
      await notificationCenter(page).waitFor({ state: 'hidden' });
    },
    JOURNEY_TIMEOUT_MS,
  );

  test('guests and customers opening an /Admin path land on /', async () => {
    const guest = await app.newPage();
    await guest.goto('/Admin/Categories');
    await waitForPath(guest, '/');

    const customer = await app.signedInPage(BISTRO, PHONE);
    await customer.goto('/Admin');
    await waitForPath(customer, '/');
    expect(await customer.getByText('Admin Dashboard').count()).toBe(0);
  });
});
