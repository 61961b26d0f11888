import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute, sendOnLeave } from '../../../lib/graphql';

const SetPackedWeightDocument = graphql(`
  mutation SetPackedWeight($lineId: ID!, $packedWeight: Float) {
    setPackedWeight(lineId: $lineId, packedWeight: $packedWeight) {
      orderId
      version
      line {
        id
        packedWeight
        farOff
      }
    }
  }
`);

/** Saves one line's packed weight (null clears it); the board refetches on the order event it publishes. */
export function useSetPackedWeight() {
  return useMutation({
    mutationFn: async (variables: { lineId: string; packedWeight: number | null }) =>
      (await execute(SetPackedWeightDocument, variables)).setPackedWeight,
  });
}

/** Saves a weight typed just before the page goes away (a reload, the tab closed): delivered after it is gone. */
export function savePackedWeightOnLeave(variables: { lineId: string; packedWeight: number | null }): void {
  sendOnLeave(SetPackedWeightDocument, variables);
}
