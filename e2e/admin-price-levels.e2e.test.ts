import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, useApp } from './harness.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY_TIMEOUT_MS = 150_000;

const app = useApp();

const levelRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
const prices = (page: Page) => page.getByRole('textbox', { name: /^Custom price of / });

describe('price levels in the back office', () => {
  test(
    'staff add a level, set a dozen custom prices across two pages, clear one with 0, and cannot delete it',
    async () => {
      const page = await app.signedInPage(ADMIN, DESKTOP);
      await page.goto('/Admin/PriceLevels');
      await expectVisible(page.getByRole('heading', { name: 'Price Levels', level: 1 }));
      await expectVisible(page.getByText('3/100', { exact: true }));
      await expectVisible(levelRow(page, 'Restaurant'));
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Add Price Level' }).click();
      const add = page.getByRole('dialog', { name: 'Add Price Level' });
      await add.getByRole('button', { name: 'Save' }).click();
      await expectVisible(add.getByText('Price Level required'));
      await expectNoSeriousA11yViolations(page);
      await add.getByLabel('Price Level Name').fill('restaurant');
      await add.getByRole('button', { name: 'Save' }).click();
      await expectVisible(add.getByText(/already exists/));
      await add.getByLabel('Price Level Name').fill('Caterers');
      await add.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Price Level Created!'));
      await add.waitFor({ state: 'hidden' });
      await expectVisible(page.getByText('4/100', { exact: true }));

      await page.getByRole('button', { name: 'Edit custom prices of Caterers' }).click();
      const editor = page.getByRole('dialog', { name: 'Custom Prices: Caterers' });
      await expectVisible(editor.getByRole('table', { name: 'Products and custom prices of Caterers' }));
      await expect.poll(() => prices(page).count()).toBe(50);
      await expectNoSeriousA11yViolations(page);

      // The last six prices of the first page, typed with the keyboard alone: Enter moves to the next one.
      await prices(page).nth(44).click();
      for (const dollars of ['10', '11', '12', '13', '14', 'abc']) {
        await page.keyboard.type(dollars);
        await page.keyboard.press('Enter');
      }
      await expectVisible(editor.getByText('Please enter a custom price.'));
      await prices(page).nth(49).fill('15');
      await expectVisible(editor.getByText('6 unsaved changes'));
      const firstPageProduct = await prices(page).first().getAttribute('aria-label');

      // The next page: six more, and what was typed on the first page is still there.
      await editor.getByRole('button', { name: 'Go to next page' }).click();
      await expect.poll(() => prices(page).first().getAttribute('aria-label')).not.toBe(firstPageProduct);
      await prices(page).first().click();
      for (const dollars of ['20', '21', '22', '23', '24', '25']) {
        await page.keyboard.type(dollars);
        await page.keyboard.press('Enter');
      }
      await prices(page).nth(6).fill('100000');
      await expectVisible(editor.getByText('Number has to be between 0 and 99999'));
      await prices(page).nth(6).fill('');
      await expectVisible(editor.getByText('12 unsaved changes'));
      await editor.getByRole('button', { name: 'Go to previous page' }).click();
      await expect.poll(() => prices(page).nth(44).inputValue()).toBe('10');

      await editor.getByRole('button', { name: 'Update Custom Prices' }).click();
      await expectVisible(page.getByText('Updated Custom Prices!'));
      await expectVisible(editor.getByText('No unsaved changes'));
      await editor.getByRole('button', { name: 'Update Custom Prices' }).click();
      await expectVisible(page.getByText('Theres nothing to update.'));

      await editor.getByLabel('Only products with a custom price').check();
      await expect.poll(() => prices(page).count()).toBe(12);
      expect(await prices(page).first().inputValue()).toMatch(/^\d+\.00$/);
      await prices(page).first().fill('0');
      await editor.getByRole('button', { name: 'Update Custom Prices' }).click();
      await expectVisible(page.getByText('Updated Custom Prices!'));
      await expect.poll(() => prices(page).count()).toBe(11);

      // Unsaved prices are not lost by closing: the editor asks first.
      await prices(page).first().fill('99');
      await editor.getByRole('button', { name: 'Close custom prices' }).click();
      const leave = page.getByRole('dialog', { name: /not saved yet/ });
      await expectNoSeriousA11yViolations(page);
      await leave.getByRole('button', { name: 'Keep Editing' }).click();
      expect(await prices(page).first().inputValue()).toBe('99');
      await editor.getByRole('button', { name: 'Close custom prices' }).click();
      await leave.getByRole('button', { name: 'Leave Without Saving' }).click();
      await editor.waitFor({ state: 'hidden' });

      await expect.poll(() => levelRow(page, 'Caterers').getByRole('gridcell').nth(1).innerText()).toBe('11');
      await page.getByRole('button', { name: 'Delete Caterers' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete price level Caterers?' });
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectVisible(
        page.getByText('Unable To Delete Price Level. Please Delete Custom Prices inside first!'),
      );
      await expectVisible(levelRow(page, 'Caterers'));
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    'on a phone the list, the add dialog and the editor fit the screen',
    async () => {
      const page = await app.signedInPage(ADMIN, { ...PHONE, colorScheme: 'dark' });
      await page.goto('/Admin/PriceLevels');
      await expectVisible(page.getByRole('button', { name: 'Delete Restaurant' }));
      await expectVisible(page.getByText(/^40 custom prices · \d+ customers$/));
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await page.getByRole('button', { name: 'Add Price Level' }).click();
      const add = page.getByRole('dialog', { name: 'Add Price Level' });
      await expectVisible(add.getByLabel('Price Level Name'));
      expect((await add.boundingBox())?.width).toBeGreaterThan(PHONE.width - 20);
      await expectNoSeriousA11yViolations(page);
      await add.getByRole('button', { name: 'Cancel' }).click();
      await add.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Edit custom prices of Restaurant' }).click();
      const editor = page.getByRole('dialog', { name: 'Custom Prices: Restaurant' });
      await expectVisible(prices(page).first());
      await editor.getByLabel('Search products').fill('eye fillet');
      await expect.poll(() => prices(page).count()).toBeLessThan(5);
      await expectVisible(editor.getByText('BF-EYF-01').filter({ visible: true }));
      await expectNoSeriousA11yViolations(page);
      const box = await prices(page).first().boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      // An emptied search shows every product again.
      await editor.getByLabel('Search products').fill('');
      await expect.poll(() => prices(page).count()).toBe(50);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
