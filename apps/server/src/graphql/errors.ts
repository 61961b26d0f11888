import { isDomainError, userMessage } from '@cleaver/domain/errors';
import { GraphQLError } from 'graphql';

// Yoga and Pothos may hand us GraphQLErrors built from graphql's other module format (CJS vs ESM),
// so errors are recognised by shape, not by class identity.
type GraphQLErrorLike = Error & { originalError?: unknown; path?: ReadonlyArray<string | number> };

const isGraphQLErrorLike = (error: unknown): error is GraphQLErrorLike =>
  error instanceof Error && error.name === 'GraphQLError';

/**
 * The one place expected failures become GraphQL errors: a DomainError keeps its code and its
 * user-facing message; anything else is logged and masked as INTERNAL.
 */
export function toGraphQLError(error: unknown, log: (error: unknown) => void): GraphQLError {
  const wrapper = isGraphQLErrorLike(error) ? error : undefined;
  const original = wrapper?.originalError ?? error;
  if (isDomainError(original)) {
    return new GraphQLError(original.message, {
      extensions: { ...original.details, code: original.code },
      path: wrapper?.path,
    });
  }
  // Errors GraphQL raises itself carry no original error (syntax, validation, unknown fields) or
  // another GraphQLError (variables of the wrong shape).
  if (wrapper && (!wrapper.originalError || isGraphQLErrorLike(wrapper.originalError))) {
    return new GraphQLError(wrapper.message, { extensions: { code: 'BAD_INPUT' }, path: wrapper.path });
  }
  log(error);
  return new GraphQLError(userMessage('INTERNAL'), { extensions: { code: 'INTERNAL' }, path: wrapper?.path });
}
