import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { driverRunsKey } from './driver-runs';

const DriverFinishRunMutation = graphql(`
  mutation DriverFinishRun($zoneId: ID!, $date: String!) {
    finishDeliveryRun(zoneId: $zoneId, date: $date)
  }
`);

/** Ends a zone's run of a date: its stops not delivered go on the office's list. Answers when (ISO 8601). */
export function useFinishDeliveryRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (run: { zoneId: string; date: string }) =>
      (await execute(DriverFinishRunMutation, run)).finishDeliveryRun,
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverRunsKey }),
  });
}
