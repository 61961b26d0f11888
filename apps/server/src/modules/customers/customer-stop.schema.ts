import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import { recordId } from '../../graphql/ids.ts';
import { ViewerType } from '../auth/auth.schema.ts';
import { AdminCustomerType } from './customer-admin.schema.ts';

builder.mutationFields((t) => ({
  setCustomerOnStop: t.field({
    type: AdminCustomerType,
    authScopes: { admin: true },
    description:
      'Staff: puts a customer on stop, with why (`reason`, 1–200 characters, required), or takes them off it. ' +
      'While on stop their storefront says their account is on hold and their orders are refused; staff may ' +
      'take one with a reason (createStaffOrder’s stopOverride). Writes a notice. Errors: NOT_FOUND, BAD_INPUT.',
    args: {
      id: t.arg.id({ required: true }),
      onStop: t.arg.boolean({ required: true }),
      reason: t.arg.string({ description: 'Why; required when putting on stop, ignored when taking off.' }),
    },
    resolve: (_root, args, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      return ctx.services.customerStop.setOnStop(
        ctx.viewer,
        recordId(args.id),
        args.onStop,
        args.reason ?? null,
      );
    },
  }),
}));

builder.objectField(ViewerType, 'accountOnHold', (t) =>
  t.string({
    nullable: true,
    description:
      'A customer on stop: what their trolley says before they order (‘Your account is on hold. Please contact ' +
      'us on …’), as the server will refuse the order. null when they may order, and for staff.',
    resolve: (viewer, _args, ctx) =>
      viewer.role === 'customer' && viewer.customerId
        ? ctx.services.customerStop.onHoldMessage(viewer.customerId)
        : null,
  }),
);
