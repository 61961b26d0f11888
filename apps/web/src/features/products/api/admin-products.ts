import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminProductsQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const AdminProductsDocument = graphql(`
  query AdminProducts($search: String, $categoryId: ID, $offset: Int, $limit: Int) {
    adminProducts(search: $search, categoryId: $categoryId, offset: $offset, limit: $limit) {
      totalCount
      rows {
        ...AdminProductRow
      }
    }
  }

  fragment AdminProductRow on AdminProduct {
    id
    productName
    productCode
    productType
    description
    productUnit
    productGroup
    categoryId
    categoryName
    defaultPrice
    isEnabled
    isInStock
    leadDays
    deliveryWeekdays
    imageKey
    image {
      url
      srcSet
      width
      height
    }
  }
`);

export type AdminProductRow = AdminProductsQuery['adminProducts']['rows'][number];

export type AdminProductsFilter = {
  search: string;
  categoryId: string | null;
  offset: number;
  limit: number;
};

/** Every products-table page in the cache: what a product change makes stale. */
export const adminProductsQueryKey = ['adminProducts'] as const;

/** One page of the back-office products table; the previous page stays on screen while the next loads. */
export function useAdminProducts(filter: AdminProductsFilter) {
  return useQuery({
    queryKey: [...adminProductsQueryKey, filter],
    queryFn: async () =>
      (
        await execute(AdminProductsDocument, {
          search: filter.search || null,
          categoryId: filter.categoryId,
          offset: filter.offset,
          limit: filter.limit,
        })
      ).adminProducts,
    placeholderData: keepPreviousData,
  });
}
