import { DomainError, userMessage } from '@cleaver/domain/errors';
import { GraphQLError } from 'graphql';

/**
 * The one place expected failures become GraphQL errors: a DomainError keeps its code and its
 * user-facing message; anything else is logged and masked as INTERNAL.
 */
export function toGraphQLError(error: unknown, log: (error: unknown) => void): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      extensions: { code: original.code },
      path: error instanceof GraphQLError ? error.path : undefined,
    });
  }
  // Errors GraphQL raises itself (syntax, validation, unknown fields) carry no original error.
  if (error instanceof GraphQLError && !error.originalError) {
    return new GraphQLError(error.message, {
      extensions: { code: 'BAD_INPUT' },
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
    });
  }
  log(error);
  return new GraphQLError(userMessage('INTERNAL'), {
    extensions: { code: 'INTERNAL' },
    path: error instanceof GraphQLError ? error.path : undefined,
  });
}
