import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { customerOrder } from '../run-stops';
import { type DeliveryRun, deliveryRunsQueryKey, type RunStop } from './delivery-runs';

const ArrangeDeliveryRunDocument = graphql(`
  mutation ArrangeDeliveryRun($date: String!, $zoneId: ID, $customerIds: [ID!]!) {
    arrangeDeliveryRun(date: $date, zoneId: $zoneId, customerIds: $customerIds) {
      ...DeliveryRunFields
    }
  }
`);

const mutationKey = ['arrangeDeliveryRun'] as const;

/**
 * Saves a run's drop order as staff move its stops. The new order shows at once; the server's answer replaces it,
 * or the order before comes back on an error. Moves are sent one after another, each with the order the moves
 * before it left, so a quick run of moves lands as the last one shows.
 */
export function useArrangeDeliveryRun(date: string) {
  const queryClient = useQueryClient();
  const key = deliveryRunsQueryKey(date);
  /** The moves not answered yet, this one included. */
  const unanswered = () => queryClient.isMutating({ mutationKey });
  const putRun = (zoneId: string | null, change: (run: DeliveryRun) => DeliveryRun) =>
    queryClient.setQueryData<DeliveryRun[]>(key, (runs) =>
      runs?.map((run) => (run.zoneId === zoneId ? change(run) : run)),
    );
  return useMutation({
    mutationKey,
    scope: { id: 'arrangeDeliveryRun' },
    mutationFn: async ({ zoneId, stops }: { zoneId: string | null; stops: RunStop[] }) =>
      (await execute(ArrangeDeliveryRunDocument, { date, zoneId, customerIds: customerOrder(stops) }))
        .arrangeDeliveryRun,
    onMutate: async ({ zoneId, stops }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DeliveryRun[]>(key);
      putRun(zoneId, (run) => ({ ...run, stops }));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      // A later move already shows: its own answer will say how the run stands.
      if (unanswered() <= 1) putRun(saved.zoneId ?? null, () => saved);
    },
    onSettled: (_saved, error) => {
      if (error && unanswered() <= 1) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
