import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { type AuthScopes, scopesOf } from './builder.ts';
import { schema } from './schema.ts';

const KNOWN_SCOPES: ReadonlyArray<keyof AuthScopes> = [
  'public',
  'signedIn',
  'customer',
  'admin',
  'driver',
  'passwordChangePending',
];

function rootFields(type: GraphQLObjectType | null | undefined) {
  return Object.values(type?.getFields() ?? {}).map((field) => ({
    name: `${type?.name}.${field.name}`,
    scopes: (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes,
  }));
}

const fields = [
  ...rootFields(schema.getQueryType()),
  ...rootFields(schema.getMutationType()),
  ...rootFields(schema.getSubscriptionType()),
];

describe('every root field declares who may call it', () => {
  it('finds the root fields', () => {
    expect(fields.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'Query.me',
        'Query.listCategories',
        'Mutation.createCategory',
        'Subscription.categoryChanged',
      ]),
    );
  });

  it.each(fields)('$name has an auth scope', ({ scopes }) => {
    expect(scopes, 'add authScopes: { public | signedIn | customer | admin | …: true }').toBeTypeOf('object');
    const named = Object.keys(scopes as object);
    expect(named.length).toBeGreaterThan(0);
    for (const scope of named) expect(KNOWN_SCOPES).toContain(scope);
  });

  // Guests may only send the contact form, which carries its own bot check and rate limit, and sign in
  // or reset a forgotten password, which back off per address and per account.
  const GUEST_MUTATIONS = [
    'Mutation.sendContactMessage',
    'Mutation.signIn',
    'Mutation.requestPasswordReset',
    'Mutation.resetPassword',
  ];

  it('keeps every other mutation away from guests', () => {
    const mutations = rootFields(schema.getMutationType());
    expect(mutations.map((f) => f.name)).toEqual(expect.arrayContaining(GUEST_MUTATIONS));
    for (const field of mutations.filter((f) => !GUEST_MUTATIONS.includes(f.name))) {
      expect(field.scopes, field.name).not.toHaveProperty('public');
    }
  });
});

// A driver (issue 50) sees their runs and nothing of any other screen: no prices, no catalogue, no orders.
describe('a driver reaches only their own runs and account', () => {
  const DRIVER_FIELDS = [
    'Query.me',
    'Query.businessProfile',
    'Query.myDeliveryRuns',
    'Mutation.signIn',
    'Mutation.changePassword',
    'Mutation.requestPasswordReset',
    'Mutation.resetPassword',
    'Mutation.markDelivered',
    'Mutation.finishDeliveryRun',
  ];
  const viewer = { role: 'driver', customerId: null } as const;
  const driver = scopesOf({ viewer, identity: viewer } as unknown as Parameters<typeof scopesOf>[0]);
  const reaches = (scopes: unknown) =>
    Object.keys(scopes as object).some((scope) => driver[scope as keyof AuthScopes]);

  it('holds the driver scope alone', () => {
    expect(driver).toEqual({
      public: false,
      signedIn: false,
      customer: false,
      admin: false,
      driver: true,
      passwordChangePending: false,
    });
  });

  it.each(fields)('$name', ({ name, scopes }) => {
    expect(reaches(scopes)).toBe(DRIVER_FIELDS.includes(name));
  });
});
