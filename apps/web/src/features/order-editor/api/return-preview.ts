import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ReturnInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ReturnPreviewQuery = graphql(`
  query ReturnPreview($input: ReturnInput!) {
    returnPreview(input: $input) {
      kind
      title
      subTotal
      gst
      total
      lines {
        productName
        unit
        amount
        before {
          quantity
          unitPrice
          amount
        }
        after {
          quantity
          unitPrice
          amount
        }
      }
    }
  }
`);

/** The credit note a Credit / Return would issue, nothing written; a refusal (BAD_INPUT) carries the reason. */
export function useReturnPreview(input: ReturnInput | null) {
  return useQuery({
    queryKey: ['returnPreview', input],
    queryFn: async () => (await execute(ReturnPreviewQuery, { input: input as ReturnInput })).returnPreview,
    enabled: input !== null,
    // A refusal is an answer, not a hiccup: asking again says the same.
    retry: false,
    // The figures stay while the next ones load, instead of flickering out at each keystroke.
    placeholderData: keepPreviousData,
  });
}
