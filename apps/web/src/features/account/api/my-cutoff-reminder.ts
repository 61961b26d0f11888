import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CutoffReminderFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const MyCutoffReminderDocument = graphql(`
  query MyCutoffReminder {
    myCutoffReminder {
      ...CutoffReminderFields
    }
  }
`);

// What Preferences shows; the change mutation answers with the same fields.
graphql(`
  fragment CutoffReminderFields on CutoffReminder {
    enabled
    hoursBefore
    weekdays
  }
`);

export type CutoffReminderChoice = CutoffReminderFieldsFragment;

export const myCutoffReminderQueryKey = ['myCutoffReminder'] as const;

export const myCutoffReminderQueryOptions = queryOptions({
  queryKey: myCutoffReminderQueryKey,
  queryFn: async () => (await execute(MyCutoffReminderDocument)).myCutoffReminder,
});

/** The signed-in customer's reminder before the cutoff. */
export function useMyCutoffReminder() {
  return useQuery(myCutoffReminderQueryOptions);
}
