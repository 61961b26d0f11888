import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
import { adminProductsQueryKey } from './admin-products';

const AdminProductChangedDocument = graphql(`
  subscription AdminProductChanged {
    productChanged {
      action
      productId
    }
  }
`);

/** Refetches the products table whenever any staff member adds, changes or deletes a product. */
export function useLiveAdminProducts(): void {
  useLiveInvalidation(AdminProductChangedDocument, [adminProductsQueryKey]);
}
