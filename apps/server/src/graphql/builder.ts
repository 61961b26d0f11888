import { DomainError } from '@cleaver/domain/errors';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { GraphQLContext } from './context.ts';

export type AuthScopes = {
  /** Anyone, guests included. Declared explicitly so every field says who may call it. */
  public: boolean;
  signedIn: boolean;
  customer: boolean;
  admin: boolean;
  /** Signed in with a temporary password that must be replaced first; such a user has no other scope. */
  passwordChangePending: boolean;
};

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      public: true,
      signedIn: context.viewer !== null,
      customer: context.viewer?.role === 'customer' && context.viewer.customerId !== null,
      admin: context.viewer?.role === 'admin',
      passwordChangePending: context.identity?.mustChangePassword === true,
    }),
    unauthorizedError: (_parent, context) =>
      new DomainError(
        context.identity?.mustChangePassword
          ? 'PASSWORD_CHANGE_REQUIRED'
          : context.viewer
            ? 'FORBIDDEN'
            : 'UNAUTHENTICATED',
      ),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const ChangeActionEnum = builder.enumType('ChangeAction', {
  values: ['ADDED', 'UPDATED', 'DELETED'] as const,
});
