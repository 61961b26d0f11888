import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectVisible, useApp } from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const TAKEAWAY = { email: 'takeaway@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The bistro's price level in the demo data. */
const BISTRO_LEVEL = 'Restaurant';

const app = useApp();

type Price = { defaultPrice: number; customPrice: number | null; price: number };
type ApiProduct = {
  id: string;
  productName: string;
  productCode: string;
  isInStock: boolean;
  price: Price | null;
};

const nzd = (cents: number) =>
  new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' }).format(cents / 100);

async function api<T>(cookie: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await graphql<T>(app.baseUrl, query, { cookie, variables });
  if (!result.data || result.errors) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The product page's price line: '$12.34 / kg' and so on. */
const shownPrice = (page: Page, cents: number) =>
  page.getByRole('main').getByText(new RegExp(`^(Your price: )?${nzd(cents).replace('$', '\\$')} / `));

test("staff changing the bistro's custom price and a default price reach open pages at once, the bistro's only the bistro's", async () => {
  const admin = await app.sessionCookie(ADMIN);
  const bistro = await app.sessionCookie(BISTRO);
  const { listProducts } = await api<{ listProducts: { products: ApiProduct[] } }>(
    bistro,
    '{ listProducts(first: 100) { products { id productName productCode isInStock price { defaultPrice customPrice price } } } }',
  );
  const item = listProducts.products.find((p) => p.price?.customPrice != null && p.isInStock);
  if (!item?.price?.customPrice)
    throw new Error('seed: the bistro has no custom price on the first 100 products');
  const { productPriceLevels } = await api<{
    productPriceLevels: Array<{ priceLevelId: string; priceLevelName: string }>;
  }>(admin, 'query ($id: ID) { productPriceLevels(productId: $id) { priceLevelId priceLevelName } }', {
    id: item.id,
  });
  const level = productPriceLevels.find((l) => l.priceLevelName === BISTRO_LEVEL);
  if (!level) throw new Error(`seed: no price level named ${BISTRO_LEVEL}`);
  const { defaultPrice, customPrice } = item.price;
  const path = `/order/product?${new URLSearchParams({ id: item.id, name: item.productName })}`;

  const bistroPage = await app.signedInPage(BISTRO, DESKTOP);
  const takeawayPage = await app.signedInPage(TAKEAWAY, PHONE);
  // The bistro also has the catalogue open, found by the product's code.
  const bistroList = await app.signedInPage(BISTRO, PHONE);
  await bistroPage.goto(path);
  await takeawayPage.goto(path);
  await bistroList.goto(`/order?${new URLSearchParams({ search: item.productCode })}`);
  await expectVisible(shownPrice(bistroPage, customPrice));
  await expectVisible(shownPrice(takeawayPage, defaultPrice));
  const card = bistroList.getByRole('article', { name: item.productName, exact: true });
  await expectVisible(card.getByText(`${nzd(customPrice)} / `));
  // And its trolley, with the product in it.
  const bistroCart = await app.signedInPage(BISTRO, DESKTOP);
  await bistroCart.goto(path);
  await bistroCart.getByRole('button', { name: `Add ${item.productName} to trolley` }).click();
  await bistroCart.getByRole('link', { name: 'Cart, 1 item', exact: true }).filter({ visible: true }).click();
  await expectVisible(bistroCart.getByRole('main').getByText(`${nzd(customPrice)} / `));
  for (const page of [bistroPage, takeawayPage, bistroList, bistroCart]) {
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  }
  // Every time the takeaway's product page asks for the product again.
  let takeawayAsked = 0;
  takeawayPage.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('query GetProduct(')) takeawayAsked++;
  });

  // Staff change the custom price on the bistro's level (the price level editor's save).
  const newCustom = customPrice + 150;
  await api(
    admin,
    'mutation ($level: ID!, $changes: [CustomPriceChangeInput!]!) { updateCustomPrices(priceLevelId: $level, changes: $changes) { priceLevelId } }',
    {
      level: level.priceLevelId,
      changes: [{ productId: item.id, price: newCustom }],
    },
  );
  await expectVisible(shownPrice(bistroPage, newCustom));
  await expectVisible(card.getByText(`${nzd(newCustom)} / `));
  await expectVisible(bistroCart.getByRole('main').getByText(`${nzd(newCustom)} / `));

  // Staff change the default price: everyone hears; the takeaway pays it, the bistro keeps its custom price.
  const { adminProduct } = await api<{ adminProduct: Record<string, unknown> & { defaultPrice: number } }>(
    admin,
    `query ($id: ID!) { adminProduct(id: $id) {
      categoryId productCode productName productGroup productType productUnit description imageKey isEnabled isInStock defaultPrice } }`,
    { id: item.id },
  );
  const { defaultPrice: _, ...rest } = adminProduct;
  const newDefault = defaultPrice + 250;
  await api(
    admin,
    'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
    {
      id: item.id,
      input: { ...rest, defaultPriceCents: newDefault },
    },
  );
  await expectVisible(shownPrice(takeawayPage, newDefault));
  await expectVisible(bistroPage.getByRole('main').locator('s').getByText(nzd(newDefault), { exact: true }));
  await expectVisible(shownPrice(bistroPage, newCustom));

  // The takeaway asked again once, for the default price: the bistro's custom price never reached it.
  expect(takeawayAsked).toBe(1);
  await expectVisible(shownPrice(takeawayPage, newDefault));
  for (const page of [bistroPage, takeawayPage, bistroList, bistroCart]) {
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  }
});
