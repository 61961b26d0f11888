import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

graphql(`
  fragment XeroConnectionFields on XeroConnection {
    available
    status
    tenantName
    connectedByName
    connectedAt
    problem
    connectUrl
    organisations {
      tenantId
      tenantName
    }
  }
`);

const XeroConnectionDocument = graphql(`
  query XeroConnection {
    xeroConnection {
      ...XeroConnectionFields
    }
  }
`);

const ChooseXeroOrganisationDocument = graphql(`
  mutation ChooseXeroOrganisation($tenantId: String!) {
    chooseXeroOrganisation(tenantId: $tenantId) {
      ...XeroConnectionFields
    }
  }
`);

const DisconnectXeroDocument = graphql(`
  mutation DisconnectXero {
    disconnectXero {
      ...XeroConnectionFields
    }
  }
`);

export const xeroConnectionQueryKey = ['xeroConnection'] as const;

/** The shop's Xero connection: whether it can connect, to which organisation, and what needs attention. */
export function useXeroConnection() {
  return useQuery({
    queryKey: xeroConnectionQueryKey,
    queryFn: async () => (await execute(XeroConnectionDocument)).xeroConnection,
  });
}

export function useChooseXeroOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tenantId: string) =>
      (await execute(ChooseXeroOrganisationDocument, { tenantId })).chooseXeroOrganisation,
    onSuccess: (connection) => queryClient.setQueryData(xeroConnectionQueryKey, connection),
  });
}

export function useDisconnectXero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await execute(DisconnectXeroDocument)).disconnectXero,
    onSuccess: (connection) => queryClient.setQueryData(xeroConnectionQueryKey, connection),
  });
}
