import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ReturnInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const RecordReturnMutation = graphql(`
  mutation RecordReturn($input: ReturnInput!) {
    recordReturn(input: $input) {
      ...AdminOrderFields
    }
  }
`);

/** Records a Credit / Return on one line and issues its credit note; answers the order with the note on it. */
export function useRecordReturn() {
  return useMutation({
    mutationFn: async (input: ReturnInput) => (await execute(RecordReturnMutation, { input })).recordReturn,
  });
}
