import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { OrderGuideFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

export const OrderGuideFields = graphql(`
  fragment OrderGuideFields on OrderGuide {
    customerId
    lines {
      product {
        id
        productName
        productCode
        productUnit
        categoryName
        isInStock
        image {
          url
          srcSet
        }
        price {
          price
        }
      }
      parLevel
      lastQuantity
      lastOrderedOn
      timesOrdered
    }
  }
`);

const MyOrderGuideQuery = graphql(`
  query MyOrderGuide {
    myOrderGuide {
      ...OrderGuideFields
    }
  }
`);

const CustomerOrderGuideQuery = graphql(`
  query CustomerOrderGuide($customerId: ID!) {
    customerOrderGuide(customerId: $customerId) {
      ...OrderGuideFields
    }
  }
`);

const SetParLevelMutation = graphql(`
  mutation SetOrderGuideParLevel($customerId: ID, $productId: ID!, $parLevel: Float) {
    setOrderGuideParLevel(customerId: $customerId, productId: $productId, parLevel: $parLevel) {
      ...OrderGuideFields
    }
  }
`);

const AddProductMutation = graphql(`
  mutation AddOrderGuideProduct($customerId: ID, $productId: ID!) {
    addOrderGuideProduct(customerId: $customerId, productId: $productId) {
      ...OrderGuideFields
    }
  }
`);

const RemoveProductMutation = graphql(`
  mutation RemoveOrderGuideProduct($customerId: ID, $productId: ID!) {
    removeOrderGuideProduct(customerId: $customerId, productId: $productId) {
      ...OrderGuideFields
    }
  }
`);

const ArrangeMutation = graphql(`
  mutation ArrangeOrderGuide($customerId: ID, $productIds: [ID!]!) {
    arrangeOrderGuide(customerId: $customerId, productIds: $productIds) {
      ...OrderGuideFields
    }
  }
`);

export type OrderGuide = OrderGuideFieldsFragment;
export type OrderGuideLine = OrderGuide['lines'][number];

/** Whose guide: the signed-in customer's own (`mine`), or a customer's that staff edit. */
export type GuideOwner = { mine: true } | { mine: false; customerId: string };

export const orderGuideQueryKey = (owner: GuideOwner) =>
  owner.mine ? (['orderGuide', 'mine'] as const) : (['orderGuide', owner.customerId] as const);

/** The guide, in one request: every line with the viewer's price. */
export function useOrderGuide(owner: GuideOwner) {
  return useQuery({
    queryKey: orderGuideQueryKey(owner),
    queryFn: async (): Promise<OrderGuide> =>
      owner.mine
        ? (await execute(MyOrderGuideQuery)).myOrderGuide
        : (await execute(CustomerOrderGuideQuery, { customerId: owner.customerId })).customerOrderGuide,
  });
}

/**
 * The changes to a guide. Each answers the whole guide, which replaces the one held: what the page shows is what
 * the server saved, in the server's order.
 */
export function useOrderGuideChanges(owner: GuideOwner) {
  const queryClient = useQueryClient();
  const customerId = owner.mine ? null : owner.customerId;
  const key = orderGuideQueryKey(owner);
  const saved = (guide: OrderGuide) => queryClient.setQueryData(key, guide);
  const setParLevel = useMutation({
    mutationFn: async (variables: { productId: string; parLevel: number | null }) =>
      (await execute(SetParLevelMutation, { customerId, ...variables })).setOrderGuideParLevel,
    onSuccess: saved,
  });
  const add = useMutation({
    mutationFn: async (productId: string) =>
      (await execute(AddProductMutation, { customerId, productId })).addOrderGuideProduct,
    onSuccess: saved,
  });
  const remove = useMutation({
    mutationFn: async (productId: string) =>
      (await execute(RemoveProductMutation, { customerId, productId })).removeOrderGuideProduct,
    onSuccess: saved,
  });
  const arrange = useMutation({
    mutationFn: async (productIds: string[]) =>
      (await execute(ArrangeMutation, { customerId, productIds })).arrangeOrderGuide,
    // The new order shows at once; the server's answer replaces it, or the old order comes back on an error.
    onMutate: async (productIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OrderGuide>(key);
      if (before) queryClient.setQueryData(key, { ...before, lines: inOrder(before.lines, productIds) });
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: saved,
  });
  return { setParLevel, add, remove, arrange };
}

/** The lines in the order of `productIds`; lines not named keep their place after them. */
function inOrder(lines: readonly OrderGuideLine[], productIds: readonly string[]): OrderGuideLine[] {
  const place = new Map(productIds.map((id, i) => [id, i]));
  return [...lines].sort(
    (a, b) =>
      (place.get(a.product.id) ?? Number.MAX_SAFE_INTEGER) -
      (place.get(b.product.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** The guide's lines by category, in the guide's order: what the page groups under headings. */
export function linesByCategory(
  lines: readonly OrderGuideLine[],
): { category: string; lines: OrderGuideLine[] }[] {
  const groups: { category: string; lines: OrderGuideLine[] }[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last?.category === line.product.categoryName) last.lines.push(line);
    else groups.push({ category: line.product.categoryName, lines: [line] });
  }
  return groups;
}

/**
 * The whole guide's order after moving a line one place up or down within its category (the server keeps lines in
 * their categories); null when it is already first or last there.
 */
export function movedWithinCategory(
  lines: readonly OrderGuideLine[],
  productId: string,
  by: -1 | 1,
): string[] | null {
  const index = lines.findIndex((l) => l.product.id === productId);
  const other = lines[index + by];
  const line = lines[index];
  if (!line || !other || other.product.categoryName !== line.product.categoryName) return null;
  const ids = lines.map((l) => l.product.id);
  [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
  return ids;
}
