import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { closedDaysChanged } from './closed-days';

const RemoveClosedDayMutation = graphql(`
  mutation RemoveClosedDay($date: String!) {
    removeClosedDay(date: $date) {
      ...SettingsClosedDayFields
    }
  }
`);

/** Opens the shop again on a day staff closed; the answer is the new list. */
export function useRemoveClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (date: string) => (await execute(RemoveClosedDayMutation, { date })).removeClosedDay,
    onSuccess: (days) => closedDaysChanged(queryClient, days),
  });
}
