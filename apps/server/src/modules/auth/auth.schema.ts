import { builder } from '../../graphql/builder.ts';
import type { Viewer } from './viewer.ts';

const RoleEnum = builder.enumType('Role', { values: ['ADMIN', 'CUSTOMER'] as const });

const ViewerType = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in user.',
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.userId }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.field({ type: RoleEnum, resolve: (v) => (v.role === 'admin' ? 'ADMIN' : 'CUSTOMER') }),
    customerId: t.exposeID('customerId', { nullable: true }),
    mustChangePassword: t.exposeBoolean('mustChangePassword'),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: ViewerType,
    nullable: true,
    authScopes: { public: true },
    description: 'The signed-in user, or null for a guest.',
    resolve: (_root, _args, ctx) => ctx.viewer,
  }),
}));
