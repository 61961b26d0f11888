import { builder } from '../../graphql/builder.ts';
import type { AppEvents } from '../../platform/events.ts';
import type { Notice } from './notifications.service.ts';

const NotificationType = builder.objectRef<Notice>('Notification').implement({
  description: 'A staff activity notice: who changed what, and when.',
  fields: (t) => ({
    id: t.exposeID('id'),
    user: t.exposeString('userName', { description: 'The staff member’s full name.' }),
    message: t.exposeString('message'),
    notificationTime: t.string({
      description: 'ISO 8601 instant.',
      resolve: (n) => n.createdAt.toISOString(),
    }),
    orderId: t.exposeID('orderId', { nullable: true, description: 'The order the notice is about, if any.' }),
  }),
});

type NotificationEvent = AppEvents['notification'][0];

const NotificationEventType = builder.objectRef<NotificationEvent>('NotificationEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    message: t.exposeString('message'),
    orderId: t.exposeID('orderId', { nullable: true }),
    mine: t.boolean({
      description: 'The notice is about the subscriber’s own change (their screen has already said so).',
      resolve: (event, _args, ctx) =>
        event.actorEmail !== undefined && event.actorEmail.toLowerCase() === ctx.viewer?.email.toLowerCase(),
    }),
  }),
});

builder.queryFields((t) => ({
  listNotifications: t.field({
    type: [NotificationType],
    authScopes: { admin: true },
    description: 'The newest 30 notices, newest first.',
    resolve: (_root, _args, ctx) => ctx.services.notifications.list(),
  }),
}));

builder.subscriptionFields((t) => ({
  notificationCreated: t.field({
    type: NotificationEventType,
    authScopes: { admin: true },
    description: 'A notice was written.',
    subscribe: (_root, _args, ctx) => ctx.services.events.subscribe('notification'),
    resolve: (event) => event,
  }),
}));
