import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { UpdateMyAccountInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { myAccountQueryKey } from './my-account';

const UpdateMyAccountMutation = graphql(`
  mutation UpdateMyAccount($input: UpdateMyAccountInput!) {
    updateMyAccount(input: $input) {
      ...MyAccountFields
    }
  }
`);

/** Changes phone, email (the sign-in email too; needs the current password) or order-confirmation emails. */
export function useUpdateMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateMyAccountInput) =>
      (await execute(UpdateMyAccountMutation, { input })).updateMyAccount,
    onSuccess: async (account) => {
      queryClient.setQueryData(myAccountQueryKey, account);
      // The header and the trolley read the viewer, whose email may have changed.
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
