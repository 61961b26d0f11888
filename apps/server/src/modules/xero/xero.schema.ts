import { builder } from '../../graphql/builder.ts';
import type { XeroConnectionView } from './xero-connection.service.ts';
import { XERO_CONNECT_PATH } from './xero-routes.ts';

const XeroOrganisationType = builder
  .objectRef<{ tenantId: string; tenantName: string }>('XeroOrganisation')
  .implement({
    fields: (t) => ({
      tenantId: t.exposeString('tenantId'),
      tenantName: t.exposeString('tenantName'),
    }),
  });

const XeroConnectionType = builder.objectRef<XeroConnectionView>('XeroConnection').implement({
  description: 'The shop’s Xero connection as staff see it on the Integrations screen.',
  fields: (t) => ({
    available: t.exposeBoolean('available', {
      description:
        'False when the server has no XERO_CLIENT_ID / XERO_CLIENT_SECRET: Connect to Xero is not offered.',
    }),
    status: t.exposeString('status', {
      description: 'NOT_CONNECTED, CHOOSING (pick the organisation), CONNECTED or BROKEN.',
    }),
    tenantName: t.exposeString('tenantName', { nullable: true, description: 'The organisation connected.' }),
    connectedByName: t.exposeString('connectedByName', { nullable: true }),
    connectedAt: t.string({
      nullable: true,
      description: 'ISO 8601 instant.',
      resolve: (v) => v.connectedAt?.toISOString() ?? null,
    }),
    problem: t.exposeString('problem', { nullable: true, description: 'Why it needs attention, in words.' }),
    organisations: t.field({
      type: [XeroOrganisationType],
      description: 'While CHOOSING: the organisations Xero let Cleaver reach.',
      resolve: (v) => v.organisations,
    }),
    connectUrl: t.string({
      description: 'Opened in the browser (not fetched): sends staff to Xero to connect.',
      resolve: () => XERO_CONNECT_PATH,
    }),
  }),
});

builder.queryFields((t) => ({
  xeroConnection: t.field({
    type: XeroConnectionType,
    authScopes: { admin: true },
    description: 'Staff: the Xero connection (the Integrations screen).',
    resolve: (_root, _args, ctx) => ctx.services.xero.view(),
  }),
}));

builder.mutationFields((t) => ({
  chooseXeroOrganisation: t.field({
    type: XeroConnectionType,
    authScopes: { admin: true },
    description:
      'Staff: the organisation to connect, among those offered while CHOOSING. BAD_INPUT otherwise.',
    args: { tenantId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.xero.choose(args.tenantId),
  }),
  disconnectXero: t.field({
    type: XeroConnectionType,
    authScopes: { admin: true },
    description:
      'Staff: disconnects Xero (removes the app’s connection there when it can) and forgets the tokens.',
    resolve: (_root, _args, ctx) => ctx.services.xero.disconnect(),
  }),
}));
