import { graphql, signInCookie } from '../e2e/server.ts';

/**
 * A signed-in visitor: the session cookie and what their browser holds before the page opens (the trolley
 * lives in localStorage). The browser benches give both to a fresh browser before the measured load.
 */
export type Visitor = { cookie: string; localStorage: Record<string, string> };

/** A catalogue product as the benches list it (what a trolley line keeps). */
export type Listed = {
  id: string;
  productName: string;
  productCode: string;
  productUnit: string;
  image: { url: string } | null;
};

const CUSTOMER = { email: 'bistro@demo.test', password: 'demo-pass-1' };

/** The first three chicken products of the demo catalogue. */
export async function someProducts(baseUrl: string): Promise<Listed[]> {
  const found = await graphql<{ listProducts: { products: Listed[] } }>(
    baseUrl,
    '{ listProducts(first: 3, category: "Chicken") { products { id productName productCode productUnit image { url } } } }',
  );
  const listed = found.data?.listProducts.products ?? [];
  if (listed.length === 0) throw new Error(`no products listed: ${JSON.stringify(found)}`);
  return listed;
}

/** Bistro signed in, with three products in the trolley (so /cart draws lines, not its empty state). */
export async function signedInCustomer(baseUrl: string, products: Listed[]): Promise<Visitor> {
  const cookie = await signInCookie(baseUrl, CUSTOMER.email, CUSTOMER.password);
  const me = await graphql<{ me: { id: string } | null }>(baseUrl, '{ me { id } }', { cookie });
  const userId = me.data?.me?.id;
  if (!userId) throw new Error(`no signed-in customer: ${JSON.stringify(me)}`);
  const lines = products.slice(0, 3).map((product, index) => ({
    productId: product.id,
    productName: product.productName,
    productCode: product.productCode,
    productUnit: product.productUnit,
    imageUrl: product.image?.url ?? null,
    quantity: index + 1,
  }));
  return {
    cookie,
    localStorage: {
      [`cleaver.trolley.${userId}`]: JSON.stringify({ lines, purchaseOrder: '', isDelivery: true }),
    },
  };
}
