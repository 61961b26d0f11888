import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  useApp,
  waitForBotCheck,
  waitForPath,
} from './harness.ts';
import { graphql } from './server.ts';

// Issue 16: quantities that make sense on product cards and the product page, and a contact form that
// takes a phone number as people write it and knows a signed-in customer.

const app = useApp();

const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const REFUSED: Array<[typed: string, message: string]> = [
  ['0', 'Enter at least 0.1'],
  ['0.05', 'Enter at least 0.1'],
  ['1.2.3', 'Enter a number like 1.5'],
  ['10000', 'At most 9,999'],
];

type ApiProduct = { id: string; productName: string; productUnit: string; isInStock: boolean };

/** An in-stock product sold by the kilogram. */
async function kgProduct(): Promise<ApiProduct> {
  const result = await graphql<{ listProducts: { products: ApiProduct[] } }>(
    app.baseUrl,
    '{ listProducts(first: 100) { products { id productName productUnit isInStock } } }',
  );
  const product = result.data?.listProducts.products.find((p) => p.productUnit === 'KG' && p.isInStock);
  if (!product) throw new Error(`seed: no in-stock KG product (${JSON.stringify(result.errors)})`);
  return product;
}

async function openCard(page: Page, product: ApiProduct) {
  await page.goto(`/order?${new URLSearchParams({ search: product.productName })}`);
  await expectVisible(page.getByText(/^Viewing \d+ products?$/));
  const card = page.getByRole('article', { name: product.productName, exact: true });
  return {
    card,
    quantity: card.getByRole('textbox', { name: `Quantity of ${product.productName}` }),
    add: card.getByRole('button', { name: `Add ${product.productName} to trolley` }),
  };
}

const storedGuestLines = async (page: Page) =>
  (
    JSON.parse(
      (await page.evaluate(() => localStorage.getItem('cleaver.trolley.guest'))) ?? '{"lines":[]}',
    ) as {
      lines: Array<{ productName: string; quantity: number }>;
    }
  ).lines;

const cartLink = (page: Page, label: string) =>
  page.getByRole('link', { name: label, exact: true }).filter({ visible: true });

for (const screen of SCREENS) {
  describe(`quantities on a ${screen.name} (${screen.width} px)`, () => {
    test('0, 0.05, 1.2.3 and 10000 on a card each get a message, and nothing is added', async () => {
      const product = await kgProduct();
      const page = await app.newPage(screen);
      const { card, quantity, add } = await openCard(page, product);

      for (const [typed, message] of REFUSED) {
        await quantity.fill(typed);
        await add.click();
        const alert = card.getByRole('alert');
        await expectVisible(alert);
        expect(await alert.innerText(), typed).toBe(message);
        expect(await quantity.inputValue(), 'what was typed is kept').toBe(typed);
        expect(await quantity.getAttribute('aria-invalid')).toBe('true');
        expect(await quantity.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
        await add.click();
        expect(await alert.innerText(), 'Add again keeps the message').toBe(message);
      }
      expect(await storedGuestLines(page)).toEqual([]);
      await expectVisible(cartLink(page, 'Cart, empty'));
      expect(await card.getByText('Added', { exact: true }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);

      // A quantity that can be added clears the message.
      await quantity.fill('1.5');
      expect(await card.getByRole('alert').count()).toBe(0);
      await add.click();
      await expectVisible(cartLink(page, 'Cart, 1 item'));
      expect(await storedGuestLines(page)).toMatchObject([
        { productName: product.productName, quantity: 1.5 },
      ]);
    });

    test('adding a product already in the trolley says what the trolley now holds', async () => {
      const product = await kgProduct();
      const page = await app.newPage(screen);
      const { quantity, add } = await openCard(page, product);

      await quantity.fill('3');
      await add.click();
      await expectVisible(
        page.getByRole('alert').filter({ hasText: `${product.productName} added to your trolley` }),
      );
      await quantity.fill('2');
      await add.click();
      await expectVisible(
        page
          .getByRole('alert')
          .filter({ hasText: `Added 2 KG. Trolley now holds 5 KG of ${product.productName}` }),
      );
      await expectVisible(cartLink(page, 'Cart, 1 item'));
      expect(await storedGuestLines(page)).toMatchObject([{ productName: product.productName, quantity: 5 }]);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('the product page refuses what a card refuses and tells the sum too', async () => {
  const product = await kgProduct();
  const page = await app.newPage({ width: 1280 });
  await page.goto(`/order/product?${new URLSearchParams({ id: product.id, name: product.productName })}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: product.productName }));
  const main = page.getByRole('main');
  const quantity = main.getByRole('textbox', { name: 'Quantity' });
  const add = main.getByRole('button', { name: `Add ${product.productName} to trolley` });

  await quantity.fill('1.2.3');
  await add.click();
  await expectVisible(main.getByRole('alert').filter({ hasText: 'Enter a number like 1.5' }));
  expect(await storedGuestLines(page)).toEqual([]);

  await quantity.fill('1');
  await add.click();
  await add.click();
  await expectVisible(
    page
      .getByRole('alert')
      .filter({ hasText: `Added 1 KG. Trolley now holds 2 KG of ${product.productName}` }),
  );
  expect(await storedGuestLines(page)).toMatchObject([{ quantity: 2 }]);
});

describe('contact us', () => {
  const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

  async function newMail(known: string[]): Promise<string> {
    const dir = join(app.server.dataDir, 'mail');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
      const fresh = files.find((f) => !known.includes(f));
      if (fresh) return readFile(join(dir, fresh), 'utf8');
      if (Date.now() > deadline) throw new Error('no contact mail was written');
      await sleep(200);
    }
  }

  test('a guest on a phone sends a pasted NZ phone number as typed', async () => {
    const known = (await readdir(join(app.server.dataDir, 'mail')).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.eml'),
    );
    const page = await app.newPage({ width: 390, height: 844 });
    await page.goto('/contact');
    await expectVisible(page.getByRole('heading', { name: 'Contact Us', level: 1 }));
    await field(page, 'Full Name').fill('Sam Chen');
    await field(page, 'Email').fill('sam.chen@bistro.test');
    await field(page, 'Mobile').fill('+64 21 555 1234');
    await field(page, 'Message').fill('Can you call me back?');
    expect(await field(page, 'Mobile').inputValue()).toBe('+64 21 555 1234');
    await waitForBotCheck(page, 'Message');
    await sendButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Message Sent!' });
    await expectVisible(dialog);
    expect(await page.getByText('Please enter a valid phone number').count()).toBe(0);
    const eml = await newMail(known);
    expect(eml).toContain('+64 21 555 1234');
    await dialog.getByRole('button').click();
    await waitForPath(page, '/');
  });

  test('a signed-in customer finds their name, email and phone filled in, and can change them', async () => {
    const cookie = await app.sessionCookie(BISTRO);
    const account = await graphql<{
      myAccount: { firstName: string; lastName: string; email: string; phone: string };
    }>(app.baseUrl, '{ myAccount { firstName lastName email phone } }', { cookie });
    const mine = account.data?.myAccount;
    if (!mine) throw new Error(`myAccount failed: ${JSON.stringify(account.errors)}`);

    const page = await app.signedInPage(BISTRO, { width: 1280 });
    await page.goto('/contact');
    await expectVisible(field(page, 'Full Name'));
    await expect.poll(() => field(page, 'Full Name').inputValue()).toBe(`${mine.firstName} ${mine.lastName}`);
    expect(await field(page, 'Email').inputValue()).toBe(mine.email);
    expect(await field(page, 'Mobile').inputValue()).toBe(mine.phone);
    expect(await field(page, 'Message').inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page);

    await field(page, 'Mobile').fill('call me');
    await field(page, 'Message').fill('Hello');
    await waitForBotCheck(page, 'Message');
    await sendButton(page).click();
    await expectVisible(page.getByText('Please enter a valid phone number'));
    await expectNoSeriousA11yViolations(page);
    await field(page, 'Full Name').fill('Sam from the kitchen');
    expect(await field(page, 'Full Name').inputValue()).toBe('Sam from the kitchen');
  });
});
