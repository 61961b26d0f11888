import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StaffOrderProductsQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const StaffOrderProductsQueryDocument = graphql(`
  query StaffOrderProducts($customerId: ID, $search: String, $categoryId: ID, $limit: Int) {
    staffOrderProducts(customerId: $customerId, search: $search, categoryId: $categoryId, limit: $limit) {
      id
      name
      code
      unit
      categoryId
      categoryName
      price
      isEnabled
      inStock
      image {
        url
        srcSet
        width
        height
      }
    }
  }
`);

export type StaffOrderProduct = StaffOrderProductsQuery['staffOrderProducts'][number];

export type StaffOrderProductsFilter = { customerId: string | null; search: string; categoryId: string };

/** Most rows the Add Product table shows at once; a search narrows it. */
export const ADD_PRODUCT_LIMIT = 50;

const queryKey = (filter: StaffOrderProductsFilter, limit: number) =>
  ['staffOrderProducts', filter.customerId, filter.search.toLowerCase(), filter.categoryId, limit] as const;

function fetchProducts(filter: StaffOrderProductsFilter, limit: number) {
  return execute(StaffOrderProductsQueryDocument, {
    customerId: filter.customerId,
    search: filter.search || null,
    categoryId: filter.categoryId || null,
    limit,
  }).then((data) => data.staffOrderProducts);
}

/** Products staff may add to an order, priced at the chosen customer's level (default prices without one). */
export function useStaffOrderProducts(filter: StaffOrderProductsFilter, enabled: boolean) {
  return useQuery({
    queryKey: queryKey(filter, ADD_PRODUCT_LIMIT),
    queryFn: () => fetchProducts(filter, ADD_PRODUCT_LIMIT),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One product's price for a customer, found by its code (for re-pricing unsaved lines when the customer changes). */
export async function productPriceFor(
  customerId: string,
  product: { id: string; code: string },
): Promise<number | null> {
  const rows = await fetchProducts({ customerId, search: product.code, categoryId: '' }, 20);
  return rows.find((row) => row.id === product.id)?.price ?? null;
}
