import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { isRecordId } from '../../graphql/ids.ts';
import { CorrectionNoteType, InvoiceSummaryType } from '../invoicing/invoicing.schema.ts';
import type { XeroContactPreview, XeroMapping, XeroPushProblem, XeroSync } from './xero-sync.ts';

const XeroLinkKindEnum = builder.enumType('XeroLinkKind', {
  values: ['CONTACT', 'INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE'] as const,
});
const XeroContactMatchEnum = builder.enumType('XeroContactMatch', {
  description:
    'How customers match Xero contacts: NUMBER_THEN_NAME (account number = customer code, else the name, else a new contact), NUMBER_ONLY, ALWAYS_CREATE.',
  values: ['NUMBER_THEN_NAME', 'NUMBER_ONLY', 'ALWAYS_CREATE'] as const,
});
const XeroContactMatchKindEnum = builder.enumType('XeroContactMatchKind', {
  values: ['LINKED', 'ACCOUNT_NUMBER', 'NAME', 'CREATE'] as const,
});

const XeroMappingType = builder.objectRef<XeroMapping>('XeroMapping').implement({
  description: 'How Cleaver’s documents are booked in Xero.',
  fields: (t) => ({
    salesAccountCode: t.exposeString('salesAccountCode'),
    freightAccountCode: t.exposeString('freightAccountCode'),
    cuttingAccountCode: t.exposeString('cuttingAccountCode'),
    taxType: t.exposeString('taxType', { description: 'Xero’s code: OUTPUT2 is 15% GST on Income.' }),
    contactMatch: t.field({ type: XeroContactMatchEnum, resolve: (m) => m.contactMatch }),
    syncFrom: t.string({
      nullable: true,
      description: 'ISO 8601: documents issued from then on are pushed (set by the first push).',
      resolve: (m) => m.syncFrom ?? null,
    }),
  }),
});

const XeroPushProblemType = builder.objectRef<XeroPushProblem>('XeroPushProblem').implement({
  description: 'A document (or customer) Xero refused, with Xero’s words, until a retry goes through.',
  fields: (t) => ({
    kind: t.field({ type: XeroLinkKindEnum, resolve: (p) => p.kind }),
    localId: t.exposeID('localId'),
    document: t.exposeString('document', { description: '“Invoice 1001”, “Credit note CN-0001”.' }),
    error: t.exposeString('error'),
    attempts: t.exposeInt('attempts'),
    attemptedAt: t.string({ nullable: true, resolve: (p) => p.attemptedAt?.toISOString() ?? null }),
  }),
});

const XeroContactPreviewType = builder.objectRef<XeroContactPreview>('XeroContactPreview').implement({
  fields: (t) => ({
    customerId: t.exposeID('customerId'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    match: t.field({ type: XeroContactMatchKindEnum, resolve: (p) => p.match }),
    contactName: t.exposeString('contactName', { nullable: true, description: 'The Xero contact matched.' }),
  }),
});

function sync(ctx: GraphQLContext): XeroSync {
  const found = ctx.services.xeroSync;
  if (!found)
    throw new DomainError(
      'BAD_INPUT',
      'Xero is not set up on this server (XERO_CLIENT_ID and XERO_CLIENT_SECRET).',
    );
  return found;
}

builder.queryFields((t) => ({
  xeroMapping: t.field({
    type: XeroMappingType,
    nullable: true,
    authScopes: { admin: true },
    description:
      'Staff: the account codes, tax type and contact matching for Xero; null while not connected.',
    resolve: (_root, _args, ctx) => ctx.services.xeroSync?.mapping() ?? null,
  }),
  xeroPushProblems: t.field({
    type: [XeroPushProblemType],
    authScopes: { admin: true },
    description: 'Staff: what Xero refused, in its words, newest first.',
    resolve: (_root, _args, ctx) => ctx.services.xeroSync?.problems() ?? [],
  }),
  xeroContactPreview: t.field({
    type: [XeroContactPreviewType],
    authScopes: { admin: true },
    description: 'Staff: how each customer would match Xero’s contacts (nothing is created).',
    resolve: (_root, _args, ctx) => sync(ctx).contactPreview(),
  }),
}));

builder.mutationFields((t) => ({
  setXeroMapping: t.field({
    type: XeroMappingType,
    authScopes: { admin: true },
    description:
      'Staff: sets how documents are booked in Xero (checked against Xero’s accounts and tax rates).',
    args: {
      salesAccountCode: t.arg.string({ required: true }),
      freightAccountCode: t.arg.string({ required: true }),
      cuttingAccountCode: t.arg.string({ required: true }),
      taxType: t.arg.string({ required: true }),
      contactMatch: t.arg({ type: XeroContactMatchEnum, required: true }),
    },
    resolve: (_root, args, ctx) => sync(ctx).setMapping(args),
  }),
  retryXeroPush: t.field({
    type: [XeroPushProblemType],
    authScopes: { admin: true },
    description: 'Staff: tries a refused document again (after a fix); answers the problems left.',
    args: {
      kind: t.arg({ type: XeroLinkKindEnum, required: true }),
      localId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const localId = String(args.localId).toLowerCase();
      const found = isRecordId(localId) && (await sync(ctx).retry(args.kind, localId));
      if (!found) throw new DomainError('BAD_INPUT', 'Xero has not refused that document: nothing to retry.');
      return sync(ctx).problems();
    },
  }),
}));

// Staff see Xero's refusal on the document itself too (the order's Documents), not only on the Integrations screen.
builder.objectField(InvoiceSummaryType, 'xeroProblem', (t) =>
  t.string({
    nullable: true,
    authScopes: { admin: true },
    description:
      'Staff: why Xero refused this invoice, in Xero’s words, until a retry goes through; null otherwise.',
    resolve: async (invoice, _args, ctx) =>
      (await ctx.services.xeroSync?.problemOf('INVOICE', invoice.id)) ?? null,
  }),
);
builder.objectField(CorrectionNoteType, 'xeroProblem', (t) =>
  t.string({
    nullable: true,
    authScopes: { admin: true },
    description:
      'Staff: why Xero refused this note, in Xero’s words, until a retry goes through; null otherwise.',
    resolve: async (note, _args, ctx) =>
      (await ctx.services.xeroSync?.problemOf(
        note.kind === 'CREDIT' ? 'CREDIT_NOTE' : 'DEBIT_NOTE',
        note.id,
      )) ?? null,
  }),
);
