import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { closedDaysChanged } from './closed-days';

const AddClosedDayMutation = graphql(`
  mutation AddClosedDay($date: String!, $name: String!) {
    addClosedDay(date: $date, name: $name) {
      ...SettingsClosedDayFields
    }
  }
`);

/** Closes the shop on a date (or renames a day already closed); the answer is the new list. */
export function useAddClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (day: { date: string; name: string }) =>
      (await execute(AddClosedDayMutation, day)).addClosedDay,
    onSuccess: (days) => closedDaysChanged(queryClient, days),
  });
}
