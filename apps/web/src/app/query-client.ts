import type { ErrorCode } from '@cleaver/domain/errors';
import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '../lib/graphql';

// Asking again will not change these answers; anything else (a dropped connection) is retried.
const finalCodes: ReadonlySet<ErrorCode> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_INPUT',
]);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof GraphQLRequestError && finalCodes.has(error.code)) && failureCount < 2,
      },
    },
  });
}
