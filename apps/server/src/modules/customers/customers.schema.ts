import { DomainError } from '@cleaver/domain/errors';
import { builder, ChangeActionEnum } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import type { ChangeAction, EventBus } from '../../platform/events.ts';
import { toFetchHeaders } from '../../platform/http.ts';
import { untilRevoked } from '../auth/revoked-streams.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { CustomerMatch, MyAccount } from './customers.service.ts';

export const BusinessAddressType = builder.objectRef<MyAccount['address']>('BusinessAddress').implement({
  description: 'The business address on record; staff change it.',
  fields: (t) => ({
    addr1: t.exposeString('addr1', { description: 'Usually the company name.' }),
    addr2: t.exposeString('addr2', { description: 'Street.' }),
    addr3: t.exposeString('addr3', { description: 'Suburb.' }),
    city: t.exposeString('city'),
    postalCode: t.exposeString('postalCode'),
  }),
});

const MyAccountType = builder.objectRef<MyAccount>('MyAccount').implement({
  description: 'The signed-in customer’s own record, as My Account shows it.',
  fields: (t) => ({
    businessName: t.exposeString('businessName'),
    contactPerson: t.string({
      description: 'First and last name; read-only.',
      resolve: (a) => `${a.firstName} ${a.lastName}`.trim(),
    }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email', { description: 'Also the email the customer signs in with.' }),
    address: t.field({ type: BusinessAddressType, resolve: (a) => a.address }),
    orderConfirmationEmails: t.exposeBoolean('orderConfirmationEmails'),
  }),
});

const UpdateMyAccountInput = builder.inputType('UpdateMyAccountInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    phone: t.string({ required: false }),
    email: t.string({
      required: false,
      description: 'Changes the sign-in email too. A different email needs currentPassword.',
    }),
    orderConfirmationEmails: t.boolean({ required: false }),
    currentPassword: t.string({
      required: false,
      description: 'Your current password; needed only when email differs from the one on record.',
    }),
  }),
});

type MyAccountChange = { action: ChangeAction; isActive: boolean };

const MyAccountChangeType = builder.objectRef<MyAccountChange>('MyAccountChange').implement({
  description:
    'Your customer record changed. isActive false: the account was disabled and every session ended.',
  fields: (t) => ({
    action: t.field({ type: ChangeActionEnum, resolve: (c) => c.action }),
    isActive: t.exposeBoolean('isActive'),
  }),
});

/** The customer id of the signed-in customer; the `customer` scope has made sure there is one. */
function ownCustomerId(ctx: GraphQLContext): string {
  const customerId = ctx.viewer?.customerId;
  if (!customerId) throw new DomainError('FORBIDDEN');
  return customerId;
}

/** The signed-in customer, whose session their streams end with; the `customer` scope has made sure there is one. */
function ownSession(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('FORBIDDEN');
  return ctx.viewer;
}

/**
 * Changes to one customer's record only; ends after telling them their account was disabled. Listens from the
 * moment the field resolves (the bus's `subscribe` does), so a change made as the page opens is not lost.
 */
function changesOf(events: EventBus, customerId: string): AsyncGenerator<MyAccountChange> {
  const source = events.subscribe('customer');
  return (async function* () {
    try {
      for (let next = await source.next(); !next.done; next = await source.next()) {
        const event = next.value;
        if (event.customerId !== customerId) continue;
        yield { action: event.action, isActive: event.isActive };
        if (!event.isActive) return;
      }
    } finally {
      await source.return?.();
    }
  })();
}

// No field here takes a customer id: a customer's own record is the one in their session.
builder.queryFields((t) => ({
  myAccount: t.field({
    type: MyAccountType,
    authScopes: { customer: true },
    description: 'Your own account details.',
    resolve: (_root, _args, ctx) => ctx.services.customers.account(ownCustomerId(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  updateMyAccount: t.field({
    type: MyAccountType,
    authScopes: { customer: true },
    description:
      'Changes your phone, email (also your sign-in) or order-confirmation emails. A changed email needs ' +
      'currentPassword, and the old address is mailed a notice. Errors: BAD_INPUT with the field’s message ' +
      '(This field is required, E-mail must be valid, Enter your current password to change your email), ' +
      'OLD_PASSWORD_INCORRECT (wrong current password), RATE_LIMITED (too many wrong ones), EMAIL_TAKEN ' +
      '(only checked after the password).',
    args: { input: t.arg({ type: UpdateMyAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      const account = await ctx.services.customers.updateAccount(ownCustomerId(ctx), ctx.viewer.userId, {
        phone: input.phone ?? undefined,
        email: input.email ?? undefined,
        orderConfirmationEmails: input.orderConfirmationEmails ?? undefined,
        currentPassword: input.currentPassword ?? undefined,
      });
      // The signed cookie cache holds the old email; send this browser a fresh one.
      if (input.email != null) {
        const cookies = await ctx.services.auth.refreshSessionCookies(toFetchHeaders(ctx.req));
        if (cookies.length > 0) ctx.reply.header('set-cookie', cookies);
      }
      return account;
    },
  }),
}));

// Staff operations on a customer's access; the back office's customer screens call them.
builder.mutationFields((t) => ({
  setCustomerActive: t.field({
    type: 'Boolean',
    authScopes: { admin: true },
    description:
      'Staff: disables or re-enables a customer. Disabling refuses their sign-in, ends every session at once ' +
      'and signs their open pages out (myAccountChanged). Writes a notice. Errors: NOT_FOUND (archived too).',
    args: { customerId: t.arg.id({ required: true }), isActive: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      await ctx.services.customerAdmin.setActive(ctx.viewer, recordId(args.customerId), args.isActive);
      return true;
    },
  }),
  issueCustomerTemporaryPassword: t.field({
    type: 'String',
    authScopes: { admin: true },
    description:
      'Staff (Reset Customer Password): mails the customer a temporary password, valid 24 hours, which must ' +
      'be replaced at the next sign-in; their sessions end. The password staff typed (8+ characters), else a ' +
      'random one. Writes a notice. Answers when it expires (ISO 8601). Errors: NOT_FOUND, BAD_INPUT.',
    args: {
      customerId: t.arg.id({ required: true }),
      password: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      const { expiresAt } = await ctx.services.customers.issueTemporaryPassword(
        ctx.viewer,
        recordId(args.customerId),
        args.password ?? undefined,
      );
      return expiresAt.toISOString();
    },
  }),
}));

export const CustomerMatchType = builder.objectRef<CustomerMatch>('CustomerMatch').implement({
  description: 'A customer found by a staff search.',
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName'),
    contactName: t.exposeString('contactName'),
    email: t.exposeString('email'),
    deliveryZoneName: t.string({
      nullable: true,
      description: 'Their delivery zone; null: none.',
      resolve: (c) => c.deliveryZone?.name ?? null,
    }),
    deliveryWeekdays: t.intList({
      nullable: true,
      description: 'The weekdays (1 Monday … 6 Saturday) their zone’s van goes; null: no zone.',
      resolve: (c) => c.deliveryZone?.weekdays ?? null,
    }),
  }),
});

builder.queryFields((t) => ({
  searchCustomers: t.field({
    type: [CustomerMatchType],
    authScopes: { admin: true },
    description:
      'Staff: customers (not archived) whose company, contact name, email or code holds the text; nothing ' +
      'below 3 characters, at most 7.',
    args: { search: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.customers.search(args.search),
  }),
}));

builder.subscriptionFields((t) => ({
  myAccountChanged: t.field({
    type: MyAccountChangeType,
    authScopes: { customer: true },
    description:
      'Changes to your own customer record, as they happen. isActive false: the account was disabled, ' +
      'every session has ended; show the alert and sign out. The stream ends after that event.',
    subscribe: (_root, _args, ctx) =>
      untilRevoked(changesOf(ctx.services.events, ownCustomerId(ctx)), {
        revoked: ctx.services.sessionGuards.revoked,
        session: ownSession(ctx),
        // Disabling or archiving the account ends its sessions before the change is announced; the page is still
        // told why.
        lastWord: ({ accountDisabled }): MyAccountChange | undefined =>
          accountDisabled ? { action: 'UPDATED', isActive: false } : undefined,
      }),
    resolve: (change) => change,
  }),
}));
