import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { UpdateMyAdminAccountInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { adminsQueryKey } from './list-admins';
import { myAdminAccountQueryKey } from './my-admin-account';

const UpdateMyAdminAccountMutation = graphql(`
  mutation UpdateMyAdminAccount($input: UpdateMyAdminAccountInput!) {
    updateMyAdminAccount(input: $input) {
      ...AdminAccountFields
    }
  }
`);

/** Saves My Account; the header's greeting (`me`) and the admins list are read again. */
export function useUpdateMyAdminAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateMyAdminAccountInput) =>
      (await execute(UpdateMyAdminAccountMutation, { input })).updateMyAdminAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(myAdminAccountQueryKey, account);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: adminsQueryKey });
    },
  });
}
