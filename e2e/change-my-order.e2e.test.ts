// Issue 49 part 2: a chef changes a placed order on a phone before the cutoff, and finds it locked after it.
import { aucklandDateString, aucklandParts, formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, moveClock, useApp } from './harness.ts';

const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const JOURNEY_TIMEOUT_MS = 90_000;

// The business clock is moved past the cutoff (POST /api/testing/clock), which only a scheduler server offers.
const app = useApp({ scheduler: true });

type ApiOrder = {
  id: string;
  shortId: string;
  version: number;
  processingDate: string;
  lines: { productName: string; quantity: number }[];
};
const ORDER_FIELDS = 'id shortId version processingDate lines { productName quantity }';

/** The instant the Auckland wall clock reads `hour`:00 on `date`. */
function aucklandInstant(date: string, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  for (const offset of [13, 12]) {
    const instant = new Date(Date.UTC(year, month - 1, day, hour - offset));
    if (aucklandDateString(instant) === date && aucklandParts(instant).hour === hour) return instant;
  }
  throw new Error(`no ${hour}:00 on ${date} in Auckland`);
}

describe('Changing a placed order on a phone', () => {
  test(
    'a chef changes a quantity before the cutoff; after it the order says it is locked and whom to call',
    async () => {
      const { listProducts } = await app.api<{
        listProducts: { products: { id: string; isInStock: boolean; productUnit: string }[] };
      }>('{ listProducts(first: 100) { products { id isInStock productUnit } } }', {}, BISTRO);
      const product = listProducts.products.find((p) => p.isInStock && p.productUnit !== 'KG');
      if (!product) throw new Error('seed: no orderable product sold in whole units');
      const { createOrder: placed } = await app.api<{ createOrder: ApiOrder }>(
        `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`,
        {
          input: {
            idempotencyKey: `e2e-change-${Date.now()}`,
            isDelivery: true,
            lines: [{ productId: product.id, quantity: 2 }],
          },
        },
        BISTRO,
      );
      const productName = placed.lines[0]!.productName;
      const { getSettingsVariables } = await app.api<{ getSettingsVariables: { cutoffHour: number } }>(
        '{ getSettingsVariables { cutoffHour } }',
        {},
        BISTRO,
      );

      const page = await app.signedInPage(BISTRO, PHONE);
      await page.goto('/myorders');
      const card = page.getByRole('article', { name: `Order ${placed.shortId}`, exact: true });
      await card.getByRole('button', { name: `View order ${placed.shortId}` }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Order ${placed.shortId}`) });
      await expectVisible(dialog.getByText(/^You can change or cancel this order until \d\d:00 on /));

      await dialog.getByRole('button', { name: 'Change order' }).click();
      const form = dialog.getByRole('form', { name: `Change order ${placed.shortId}` });
      await form.getByRole('button', { name: `Increase quantity of ${productName}` }).click();
      await expect
        .poll(() => form.getByRole('textbox', { name: `Quantity of ${productName}` }).inputValue())
        .toBe('3');
      await form.getByRole('textbox', { name: `Note for ${productName}` }).fill('Bone in');
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expectVisible(dialog.getByText(`Order ${placed.shortId} is changed.`, { exact: false }));
      await expectVisible(dialog.getByText(/^Ordered 3 /));
      await expectVisible(dialog.getByText('Note: Bone in', { exact: true }));
      const { getMyOrder: changed } = await app.api<{ getMyOrder: ApiOrder }>(
        `query ($id: ID!) { getMyOrder(id: $id) { ${ORDER_FIELDS} } }`,
        { id: placed.id },
        BISTRO,
      );
      expect(changed).toMatchObject({ version: 2, lines: [{ quantity: 3 }] });

      // The cutoff of its processing date passes on the server's clock (New Zealand time).
      await moveClock(app.baseUrl, aucklandInstant(placed.processingDate, getSettingsVariables.cutoffHour));
      await page.reload();
      const again = page.getByRole('article', { name: `Order ${placed.shortId}`, exact: true });
      await again.getByRole('button', { name: `View order ${placed.shortId}` }).click();
      const day = `${weekdayName(placed.processingDate)} ${formatDateOnly(placed.processingDate)}`;
      const hour = String(getSettingsVariables.cutoffHour).padStart(2, '0');
      await expectVisible(
        dialog.getByText(
          `This order is locked: the cutoff for ${day} passed at ${hour}:00. Call us on 09 276 4185 to change it.`,
        ),
      );
      await expectVisible(dialog.getByRole('link', { name: 'Call 09 276 4185' }));
      expect(await dialog.getByRole('button', { name: 'Change order' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
