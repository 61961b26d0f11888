import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { XeroContactMatch, XeroLinkKind } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const XeroMappingDocument = graphql(`
  query XeroMapping {
    xeroMapping {
      salesAccountCode
      freightAccountCode
      cuttingAccountCode
      taxType
      contactMatch
      syncFrom
    }
  }
`);

const SetXeroMappingDocument = graphql(`
  mutation SetXeroMapping(
    $salesAccountCode: String!
    $freightAccountCode: String!
    $cuttingAccountCode: String!
    $taxType: String!
    $contactMatch: XeroContactMatch!
  ) {
    setXeroMapping(
      salesAccountCode: $salesAccountCode
      freightAccountCode: $freightAccountCode
      cuttingAccountCode: $cuttingAccountCode
      taxType: $taxType
      contactMatch: $contactMatch
    ) {
      salesAccountCode
      freightAccountCode
      cuttingAccountCode
      taxType
      contactMatch
      syncFrom
    }
  }
`);

const XeroPushProblemsDocument = graphql(`
  query XeroPushProblems {
    xeroPushProblems {
      kind
      localId
      document
      error
      attempts
      attemptedAt
    }
  }
`);

const RetryXeroPushDocument = graphql(`
  mutation RetryXeroPush($kind: XeroLinkKind!, $localId: ID!) {
    retryXeroPush(kind: $kind, localId: $localId) {
      kind
      localId
      document
      error
      attempts
      attemptedAt
    }
  }
`);

const XeroContactPreviewDocument = graphql(`
  query XeroContactPreview {
    xeroContactPreview {
      customerId
      code
      name
      match
      contactName
    }
  }
`);

const mappingKey = ['xeroMapping'] as const;
const problemsKey = ['xeroPushProblems'] as const;

export type XeroMappingInput = {
  salesAccountCode: string;
  freightAccountCode: string;
  cuttingAccountCode: string;
  taxType: string;
  contactMatch: XeroContactMatch;
};

/** How documents are booked in Xero (null while not connected). */
export function useXeroMapping() {
  return useQuery({
    queryKey: mappingKey,
    queryFn: async () => (await execute(XeroMappingDocument)).xeroMapping,
  });
}

export function useSetXeroMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: XeroMappingInput) =>
      (await execute(SetXeroMappingDocument, input)).setXeroMapping,
    onSuccess: (mapping) => queryClient.setQueryData(mappingKey, mapping),
  });
}

/** What Xero refused, in its words. */
export function useXeroPushProblems() {
  return useQuery({
    queryKey: problemsKey,
    queryFn: async () => (await execute(XeroPushProblemsDocument)).xeroPushProblems,
    refetchInterval: 60_000,
  });
}

export function useRetryXeroPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { kind: XeroLinkKind; localId: string }) =>
      (await execute(RetryXeroPushDocument, vars)).retryXeroPush,
    onSuccess: (problems) => queryClient.setQueryData(problemsKey, problems),
  });
}

/** How each customer would match Xero's contacts; fetched when staff ask. */
export function useXeroContactPreview(enabled: boolean) {
  return useQuery({
    queryKey: ['xeroContactPreview'],
    queryFn: async () => (await execute(XeroContactPreviewDocument)).xeroContactPreview,
    enabled,
  });
}
