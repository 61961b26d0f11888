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

/** Whether a query that has failed `failureCount` times with `error` is asked again: twice, unless final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof GraphQLRequestError && finalCodes.has(error.code)) && failureCount < 2;
}

/** How long before asking again after the `failureCount`th failure, as TanStack Query waits by default. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}
