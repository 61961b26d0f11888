import type { CutoffReminderPreference } from '@cleaver/domain/cutoff-reminder';
import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import type { CutoffReminderSentView } from './cutoff-reminders.service.ts';

const CutoffReminderType = builder.objectRef<CutoffReminderPreference>('CutoffReminder').implement({
  description: 'A customer’s reminder mail before the cutoff (My Account → Preferences).',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    hoursBefore: t.exposeInt('hoursBefore', { description: 'Hours before the cutoff: 1 to 12.' }),
    weekdays: t.exposeIntList('weekdays', {
      description: 'Weekdays of the processing date reminded of: 1 = Monday … 6 = Saturday.',
    }),
  }),
});

const CutoffReminderInput = builder.inputType('CutoffReminderInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    hoursBefore: t.int({ required: true, description: '1 to 12.' }),
    weekdays: t.intList({
      required: true,
      description: '1 = Monday … 6 = Saturday; at least one when enabled.',
    }),
  }),
});

const CutoffReminderSentType = builder.objectRef<CutoffReminderSentView>('CutoffReminderSent').implement({
  description: 'A cutoff reminder mailed to a customer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    processingDate: t.exposeString('processingDate', { description: 'YYYY-MM-DD: the day it reminded of.' }),
    sentAt: t.string({ description: 'ISO 8601 instant.', resolve: (r) => r.sentAt.toISOString() }),
    toEmail: t.exposeString('toEmail'),
    hoursBefore: t.exposeInt('hoursBefore'),
  }),
});

/** The customer id of the signed-in customer; the `customer` scope has made sure there is one. */
function ownCustomerId(ctx: GraphQLContext): string {
  const customerId = ctx.viewer?.customerId;
  if (!customerId) throw new DomainError('FORBIDDEN');
  return customerId;
}

// The customer's fields take no customer id: their own choice is the one in their session.
builder.queryFields((t) => ({
  myCutoffReminder: t.field({
    type: CutoffReminderType,
    authScopes: { customer: true },
    description: 'Your reminder before the cutoff.',
    resolve: (_root, _args, ctx) => ctx.services.cutoffReminders.preferenceOf(ownCustomerId(ctx)),
  }),
  customerCutoffReminders: t.field({
    type: [CutoffReminderSentType],
    authScopes: { admin: true },
    description: 'Staff: the cutoff reminders a customer was sent, newest first (the last 60). NOT_FOUND.',
    args: { customerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.cutoffReminders.sentTo(recordId(args.customerId)),
  }),
}));

builder.mutationFields((t) => ({
  setMyCutoffReminder: t.field({
    type: CutoffReminderType,
    authScopes: { customer: true },
    description:
      'Turns your reminder before the cutoff on or off. Errors: BAD_INPUT with the reason (Choose from 1 to 12 ' +
      'hours before the cutoff., Choose days from Monday to Saturday., Choose at least one day to be reminded on.).',
    args: { input: t.arg({ type: CutoffReminderInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.cutoffReminders.setPreference(ownCustomerId(ctx), input),
  }),
}));
