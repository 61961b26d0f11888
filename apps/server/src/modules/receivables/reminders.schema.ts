import { builder } from '../../graphql/builder.ts';
import { recordId } from '../../graphql/ids.ts';
import type { RemindedDocument, ReminderView } from './reminders.ts';

const RemindedDocumentType = builder.objectRef<RemindedDocument>('RemindedDocument').implement({
  description: 'An invoice or debit note as an overdue reminder listed it, on the day it was sent.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'INVOICE or DEBIT_NOTE.' }),
    number: t.exposeString('number', { description: '1042, DN-0001.' }),
    issuedDate: t.exposeString('issuedDate', { description: 'YYYY-MM-DD.' }),
    dueDate: t.exposeString('dueDate', { description: 'YYYY-MM-DD.' }),
    daysOverdue: t.exposeInt('daysOverdue'),
    open: t.exposeInt('open', { description: 'Cents owed on it that day.' }),
  }),
});

const PaymentReminderType = builder.objectRef<ReminderView>('PaymentReminder').implement({
  description: 'An overdue reminder mailed to a customer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sentOn: t.exposeString('sentOn', { description: 'YYYY-MM-DD (Pacific/Auckland).' }),
    toEmail: t.exposeString('toEmail'),
    documents: t.field({ type: [RemindedDocumentType], resolve: (r) => r.documents }),
    total: t.exposeInt('total', { description: 'Cents: the documents listed, summed.' }),
  }),
});

builder.queryFields((t) => ({
  customerReminders: t.field({
    type: [PaymentReminderType],
    authScopes: { admin: true },
    description: 'Staff: the overdue reminders a customer was sent, newest first. NOT_FOUND.',
    args: { customerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.reminders.remindersOf(recordId(args.customerId)),
  }),
}));
