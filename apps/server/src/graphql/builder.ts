import { DomainError } from '@cleaver/domain/errors';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { GraphQLContext } from './context.ts';

export type AuthScopes = {
  /**
   * Anyone but a driver, guests included. Declared explicitly so every field says who may call it. A driver sees
   * only their own runs: a field open to them names `driver` as well.
   */
  public: boolean;
  /** A customer's user or staff; not a driver. */
  signedIn: boolean;
  customer: boolean;
  admin: boolean;
  /** A driver (issue 50): their runs, their deliveries, their own account, and nothing else. */
  driver: boolean;
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
    authScopes: (context) => scopesOf(context),
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

/** Which scopes a request's viewer holds. */
export function scopesOf(context: Pick<GraphQLContext, 'viewer' | 'identity'>): AuthScopes {
  const role = context.viewer?.role;
  return {
    public: role !== 'driver',
    signedIn: role === 'admin' || role === 'customer',
    customer: role === 'customer' && context.viewer?.customerId != null,
    admin: role === 'admin',
    driver: role === 'driver',
    passwordChangePending: context.identity?.mustChangePassword === true,
  };
}

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const ChangeActionEnum = builder.enumType('ChangeAction', {
  values: ['ADDED', 'UPDATED', 'DELETED'] as const,
});
