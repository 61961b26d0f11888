import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CutoffReminderInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { myCutoffReminderQueryKey } from './my-cutoff-reminder';

const SetMyCutoffReminderMutation = graphql(`
  mutation SetMyCutoffReminder($input: CutoffReminderInput!) {
    setMyCutoffReminder(input: $input) {
      ...CutoffReminderFields
    }
  }
`);

/** Turns the reminder before the cutoff on or off, or changes its hours and days. */
export function useSetMyCutoffReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CutoffReminderInput) =>
      (await execute(SetMyCutoffReminderMutation, { input })).setMyCutoffReminder,
    onSuccess: (choice) => queryClient.setQueryData(myCutoffReminderQueryKey, choice),
  });
}
