import { graphql } from '../../../gql';
import type { CreateOrderInput, PlacedOrderFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      ...PlacedOrder
    }
  }

  fragment PlacedOrder on Order {
    id
    shortId
    processingDate
    itemCount
    totals {
      total
    }
  }
`);

export type PlacedOrder = PlacedOrderFragment;

/**
 * Places the order. The server prices it; the same idempotency key always answers with the same order,
 * so sending again after a lost answer cannot order twice.
 */
export async function createOrder(input: CreateOrderInput): Promise<PlacedOrder> {
  return (await execute(CreateOrderMutation, { input })).createOrder;
}
