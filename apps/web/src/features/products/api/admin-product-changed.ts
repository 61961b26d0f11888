import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
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
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminProductsQueryKey });
    return subscribe(AdminProductChangedDocument, {}, refresh, refresh);
  }, [queryClient]);
}
