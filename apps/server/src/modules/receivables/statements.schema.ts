import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import { recordId } from '../../graphql/ids.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { StatementRecipients, StatementRunView, StatementSummary } from './statements.ts';

const StatementType = builder.objectRef<StatementSummary>('Statement').implement({
  description: 'A customer’s monthly statement as issued; it never changes.',
  fields: (t) => ({
    id: t.exposeID('id'),
    period: t.exposeString('period', { description: 'YYYY-MM (Pacific/Auckland).' }),
    periodLabel: t.exposeString('periodLabel', { description: 'November 2026.' }),
    statementDate: t.exposeString('statementDate', { description: 'The month’s last day, YYYY-MM-DD.' }),
    issuedAt: t.string({ description: 'ISO 8601 instant.', resolve: (s) => s.issuedAt.toISOString() }),
    openingBalance: t.exposeInt('openingBalance', {
      description: 'Cents owed at the end of the month before.',
    }),
    closingBalance: t.exposeInt('closingBalance', { description: 'Cents owed at the month’s end.' }),
    pdfUrl: t.exposeString('pdfUrl', { description: 'The statement as a PDF (session cookie).' }),
  }),
});

const StatementRunType = builder.objectRef<StatementRunView>('StatementRun').implement({
  description: 'Send statements for a month: how many mails were queued, sent and given up.',
  fields: (t) => ({
    period: t.exposeString('period'),
    periodLabel: t.exposeString('periodLabel'),
    startedAt: t.string({ resolve: (r) => r.startedAt.toISOString() }),
    startedByName: t.exposeString('startedByName'),
    queued: t.exposeInt('queued', { description: 'Statement mails queued for the month.' }),
    sent: t.exposeInt('sent'),
    failed: t.exposeInt('failed', { description: 'Given up: failed, or dismissed by staff.' }),
    finishedAt: t.string({ nullable: true, resolve: (r) => r.finishedAt?.toISOString() ?? null }),
  }),
});

const StatementRecipientsType = builder.objectRef<StatementRecipients>('StatementRecipients').implement({
  fields: (t) => ({
    period: t.exposeString('period', { description: 'The month asked for, or the one before today’s.' }),
    periodLabel: t.exposeString('periodLabel'),
    customerCount: t.exposeInt('customerCount', {
      description:
        'Customers (not archived) owing or in credit at the month’s end, or with a line in the month.',
    }),
  }),
});

const PERIOD_ARG =
  'YYYY-MM (Pacific/Auckland), a month that has ended; the month before today’s when left out.';

function signedIn(ctx: { viewer: Viewer | null }): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  statementRecipients: t.field({
    type: StatementRecipientsType,
    authScopes: { admin: true },
    description:
      'Staff: how many customers Send statements would send the month to. BAD_INPUT for a bad month.',
    args: { period: t.arg.string({ description: PERIOD_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.statements.recipients(args.period),
  }),
  statementRun: t.field({
    type: StatementRunType,
    nullable: true,
    authScopes: { admin: true },
    description: 'Staff: how sending the month’s statements stands (poll it); null before they were sent.',
    args: { period: t.arg.string({ description: PERIOD_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.statements.run(args.period),
  }),
  customerStatements: t.field({
    type: [StatementType],
    authScopes: { admin: true },
    description: 'Staff: a customer’s statements, newest month first.',
    args: { customerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.statements.ofCustomer(recordId(args.customerId)),
  }),
  myStatements: t.field({
    type: [StatementType],
    authScopes: { customer: true },
    description: 'The signed-in customer’s own statements, newest month first.',
    resolve: (_root, _args, ctx) => {
      const customerId = ctx.viewer?.customerId;
      if (!customerId) throw new DomainError('FORBIDDEN');
      return ctx.services.statements.ofCustomer(customerId);
    },
  }),
}));

builder.mutationFields((t) => ({
  sendStatements: t.field({
    type: StatementRunType,
    authScopes: { admin: true },
    description:
      'Staff: issues the month’s statement of every customer owing or in credit at its end, or with a line in it, ' +
      'and mails each once (outbox). Safe to press again: nothing is issued or mailed twice. BAD_INPUT for a ' +
      'malformed month or one not yet over.',
    args: { period: t.arg.string({ description: PERIOD_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.statements.send(signedIn(ctx), args.period),
  }),
  issueStatement: t.field({
    type: StatementType,
    authScopes: { admin: true },
    description:
      'Staff: issues one customer’s statement for a month without mailing it, or answers the one already issued. ' +
      'BAD_INPUT for a bad month; NOT_FOUND.',
    args: { customerId: t.arg.id({ required: true }), period: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.statements.issue(signedIn(ctx), recordId(args.customerId), args.period),
  }),
}));
