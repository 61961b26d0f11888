import { ADMIN_CUSTOMERS_ALL_LIMIT, CUSTOMER_LEVELS } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { builder, ChangeActionEnum } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import { AccountingSyncStateType } from '../../integrations/accounting/accounting-sync.schema.ts';
import type { ChangeAction } from '../../platform/events.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { AdminCustomer, AdminCustomerPage, CustomerDeletion } from './customer-admin.service.ts';
import { BusinessAddressType } from './customers.schema.ts';

export const CustomerLevelEnum = builder.enumType('CustomerLevel', {
  description: 'The customer’s level (line), S, A, B, C, D, E or N.',
  values: CUSTOMER_LEVELS,
});

const CustomerPriceLevelType = builder
  .objectRef<{ id: string; name: string }>('CustomerPriceLevel')
  .implement({
    description: 'The price level a customer buys on.',
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

const CustomerDeliveryZoneType = builder
  .objectRef<{ id: string; name: string }>('CustomerDeliveryZone')
  .implement({
    description: 'The delivery zone the van delivers a customer in.',
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

export const AdminCustomerType = builder.objectRef<AdminCustomer>('AdminCustomer').implement({
  description: 'A customer as staff see them (archived customers are never listed).',
  fields: (t) => ({
    id: t.exposeID('id'),
    customerCode: t.exposeString('code'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { description: 'Also the email the customer signs in with.' }),
    mobile: t.exposeString('mobile'),
    companyName: t.exposeString('companyName'),
    priceLevel: t.field({
      type: CustomerPriceLevelType,
      nullable: true,
      description: 'null: default prices.',
      resolve: (c) => c.priceLevel,
    }),
    deliveryZone: t.field({
      type: CustomerDeliveryZoneType,
      nullable: true,
      description: 'null: in no zone (delivery on every processing day, Settings’ freight, no minimum).',
      resolve: (c) => c.deliveryZone,
    }),
    customerLevel: t.field({ type: CustomerLevelEnum, resolve: (c) => c.customerLevel }),
    isActive: t.exposeBoolean('isActive', { description: 'false: disabled, cannot sign in.' }),
    onStop: t.exposeBoolean('onStop', {
      description: 'On stop: their orders are refused; staff may take one with a reason (stopOverride).',
    }),
    onStopReason: t.exposeString('onStopReason', { description: 'Why they are on stop; empty when not.' }),
    onStopSince: t.string({
      nullable: true,
      description: 'ISO 8601 instant they went on stop; null when not on stop.',
      resolve: (c) => c.onStopSince?.toISOString() ?? null,
    }),
    address: t.field({ type: BusinessAddressType, resolve: (c) => c.address }),
    paymentTerms: t.exposeString('paymentTerms', {
      nullable: true,
      description: 'Their own payment terms: DAYS:n, TWENTIETH_FOLLOWING or COD; null: the shop’s default.',
    }),
    paymentTermsLabel: t.exposeString('paymentTermsLabel', {
      description: 'The terms their invoices are issued on, as read: their own, or the shop’s default.',
    }),
    creditLimit: t.exposeInt('creditLimit', {
      nullable: true,
      description: 'Cents: the most their account may owe, orders placed included; null: no limit.',
    }),
    orderCount: t.exposeInt('orderCount', { description: 'Orders naming the customer.' }),
    recurringOrderCount: t.exposeInt('recurringOrderCount', {
      description:
        'Recurring orders naming the customer. With any order or recurring order, delete archives.',
    }),
    accountingSync: t.field({ type: AccountingSyncStateType, resolve: (c) => c.accountingSync }),
  }),
});

const AdminCustomerPageType = builder.objectRef<AdminCustomerPage>('AdminCustomerPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [AdminCustomerType], resolve: (page) => page.rows }),
    totalCount: t.exposeInt('totalCount', { description: 'Customers matching, across every page.' }),
  }),
});

const CustomerDeleteOutcomeEnum = builder.enumType('CustomerDeleteOutcome', {
  values: {
    DELETED: { description: 'Gone, with their sign-in.' },
    ARCHIVED: {
      description: 'Named by orders or recurring orders: hidden, unable to sign in, their orders kept.',
    },
  } as const,
});

const CustomerDeletionType = builder.objectRef<CustomerDeletion>('CustomerDeletion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    outcome: t.field({ type: CustomerDeleteOutcomeEnum, resolve: (d) => d.outcome }),
  }),
});

const CustomerInputType = builder.inputType('CustomerInput', {
  description:
    'Errors: BAD_INPUT with the field’s message (Name is required, E-mail is required, E-mail must be valid, ' +
    'Customer Address Too Long).',
  fields: (t) => ({
    customerCode: t.string({ required: true, description: 'Unique, whatever the case.' }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true, description: 'Unique among customers and staff, whatever the case.' }),
    mobile: t.string({ required: true }),
    companyName: t.string({ required: true }),
    customerLevel: t.field({ type: CustomerLevelEnum, required: true }),
    priceLevelId: t.id({ description: 'null: default prices.' }),
    deliveryZoneId: t.id({
      description: 'The van’s zone; null: none; left out: kept as it is. Errors: DELIVERY_ZONE_NOT_FOUND.',
    }),
    addr1: t.string({ required: true, description: 'The company name on invoices; at most 41 characters.' }),
    addr2: t.string({ required: true, description: 'Street; at most 41 characters.' }),
    addr3: t.string({ required: true, description: 'Suburb; at most 41 characters.' }),
    city: t.string({ required: true, description: 'At most 31 characters.' }),
    postalCode: t.string({ required: true, description: 'At most 13 characters.' }),
    paymentTerms: t.string({
      description:
        'DAYS:n (n 0 to 365), TWENTIETH_FOLLOWING or COD; null: the shop’s default; left out: kept as it is.',
    }),
    creditLimit: t.int({
      description: 'Cents, 0 to 100000000 ($1,000,000.00); null: no limit; left out: kept as it is.',
    }),
  }),
});

function customerInput(input: typeof CustomerInputType.$inferInput) {
  const { deliveryZoneId, ...rest } = input;
  return {
    ...rest,
    priceLevelId: input.priceLevelId == null ? null : String(input.priceLevelId),
    ...(deliveryZoneId === undefined
      ? {}
      : { deliveryZoneId: deliveryZoneId === null ? null : String(deliveryZoneId) }),
  };
}

type CustomerChange = { action: ChangeAction; customerId: string };

const CustomerChangeType = builder.objectRef<CustomerChange>('CustomerChange').implement({
  description: 'A customer was added, changed (disabled too) or deleted.',
  fields: (t) => ({
    action: t.field({ type: ChangeActionEnum, resolve: (c) => c.action }),
    customerId: t.exposeID('customerId'),
  }),
});

/** The staff member a change is written under; the admin scope has already let only staff through. */
function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  adminCustomers: t.field({
    type: AdminCustomerPageType,
    authScopes: { admin: true },
    description:
      'Staff: customers (not archived) by company; the search (any case) looks in company, contact name, ' +
      `email and code. Paged by offset; limit 1 to ${ADMIN_CUSTOMERS_ALL_LIMIT}.`,
    args: {
      search: t.arg.string(),
      offset: t.arg.int({ description: 'Customers to skip; 0 when left out.' }),
      limit: t.arg.int({ description: `Page size, 1 to ${ADMIN_CUSTOMERS_ALL_LIMIT}; 25 when left out.` }),
    },
    resolve: (_root, args, ctx) => ctx.services.customerAdmin.list(args),
  }),
}));

builder.mutationFields((t) => ({
  createCustomer: t.field({
    type: AdminCustomerType,
    authScopes: { admin: true },
    description:
      'Staff: adds a customer with a sign-in; their temporary password, valid 24 hours, is mailed to them. ' +
      'Writes a notice. Errors: BAD_INPUT, CUSTOMER_CODE_TAKEN, EMAIL_TAKEN.',
    args: { input: t.arg({ type: CustomerInputType, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.customerAdmin.create(staff(ctx), customerInput(input)),
  }),
  updateCustomer: t.field({
    type: AdminCustomerType,
    authScopes: { admin: true },
    description:
      'Staff: saves a customer; a changed email is their sign-in email too, a changed price level reaches ' +
      'their prices at once. Writes a notice. Errors: NOT_FOUND, BAD_INPUT, CUSTOMER_CODE_TAKEN, EMAIL_TAKEN.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomerInputType, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      ctx.services.customerAdmin.update(staff(ctx), recordId(id), customerInput(input)),
  }),
  deleteCustomer: t.field({
    type: CustomerDeletionType,
    authScopes: { admin: true },
    description:
      'Staff: deletes a customer and their sign-in, or archives them when orders or recurring orders name ' +
      'them; either way their sessions end. Writes a notice. Errors: NOT_FOUND.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.services.customerAdmin.delete(staff(ctx), recordId(id)),
  }),
}));

builder.subscriptionFields((t) => ({
  customerChanged: t.field({
    type: CustomerChangeType,
    authScopes: { admin: true },
    description: 'Staff: a customer was added, changed or deleted, by anyone; refresh the customers table.',
    subscribe: (_root, _args, ctx) => ctx.services.events.subscribe('customer'),
    resolve: (event) => ({ action: event.action, customerId: event.customerId }),
  }),
}));
