// Addresses of storefront pages, built in one place so menus, tiles, search and cards agree.

/** The catalogue, optionally filtered: /order?category=Chicken&search=thigh. */
export function catalogueHref({
  category,
  search,
}: {
  category?: string | null;
  search?: string | null;
} = {}) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  const query = params.toString();
  return query ? `/order?${query}` : '/order';
}

/** A product's page: /order/product?id={id}&name={name} (the spec's address; the name is for people). */
export function productHref(product: { id: string; productName: string }): string {
  return `/order/product?${new URLSearchParams({ id: product.id, name: product.productName }).toString()}`;
}

/** The order guide: first in a customer's menu, where a phone lands after sign-in, the cutoff reminder's link. */
export const ORDER_GUIDE_PATH = '/order-guide';
