import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { UpdateSettingsVariablesInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { settingsVariablesQueryKey } from './settings-variables';

const UpdateSettingsVariablesMutation = graphql(`
  mutation UpdateSettingsVariables($input: UpdateSettingsVariablesInput!) {
    updateSettingsVariables(input: $input) {
      ...SettingsVariablesFields
    }
  }
`);

/** Saves Setting Variables; every cached copy of the settings (the cart's too) is read again. */
export function useUpdateSettingsVariables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateSettingsVariablesInput) =>
      (await execute(UpdateSettingsVariablesMutation, { input })).updateSettingsVariables,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsVariablesQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'variables'] });
    },
  });
}
