import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import { recordId } from '../../graphql/ids.ts';
import type { DeliveryZoneView } from './delivery-zones.service.ts';

const DeliveryZoneType = builder.objectRef<DeliveryZoneView>('DeliveryZone').implement({
  description: 'Where the van goes and on which weekdays; money in integer cents, excluding GST.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    weekdays: t.exposeIntList('weekdays', { description: '1 (Monday) to 6 (Saturday), in order.' }),
    cutoffHour: t.exposeInt('cutoffHour', {
      nullable: true,
      description: 'An earlier cutoff (0–23, Pacific/Auckland) for its delivery orders; null: the shop’s.',
    }),
    freightChargeCents: t.int({ resolve: (z) => z.freightCharge }),
    freeFreightThresholdCents: t.int({ resolve: (z) => z.freeFreightThreshold }),
    minimumOrderCents: t.int({ resolve: (z) => z.minimumOrder, description: '0: no minimum.' }),
    customerCount: t.exposeInt('customerCount'),
  }),
});

const DeliveryZoneInput = builder.inputType('DeliveryZoneInput', {
  description: 'Money in integer cents, excluding GST.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Unique, whatever the case; at most 60 characters.' }),
    weekdays: t.intList({ required: true, description: '1 (Monday) to 6 (Saturday); at least one.' }),
    cutoffHour: t.int({
      description: '0–23; null: the shop’s cutoff. A later hour than the shop’s has no effect.',
    }),
    freightChargeCents: t.int({ required: true }),
    freeFreightThresholdCents: t.int({ required: true }),
    minimumOrderCents: t.int({ required: true, description: '0: no minimum.' }),
  }),
});

const ERRORS = 'Errors: BAD_INPUT with the field’s message, DELIVERY_ZONE_EXISTS.';

builder.queryFields((t) => ({
  deliveryZones: t.field({
    type: [DeliveryZoneType],
    authScopes: { admin: true },
    description: 'Staff: every delivery zone by name, with how many customers are in it.',
    resolve: (_root, _args, ctx) => ctx.services.deliveryZones.list(),
  }),
}));

builder.mutationFields((t) => ({
  createDeliveryZone: t.field({
    type: DeliveryZoneType,
    authScopes: { admin: true },
    description: `Staff: adds a delivery zone; writes a notice. ${ERRORS}`,
    args: { input: t.arg({ type: DeliveryZoneInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      return ctx.services.deliveryZones.create(ctx.viewer, {
        ...input,
        cutoffHour: input.cutoffHour ?? null,
      });
    },
  }),
  updateDeliveryZone: t.field({
    type: DeliveryZoneType,
    authScopes: { admin: true },
    description: `Staff: saves a delivery zone; its customers’ next orders follow it. Writes a notice. NOT_FOUND. ${ERRORS}`,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: DeliveryZoneInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      return ctx.services.deliveryZones.update(ctx.viewer, recordId(id), {
        ...input,
        cutoffHour: input.cutoffHour ?? null,
      });
    },
  }),
  deleteDeliveryZone: t.field({
    type: 'Int',
    authScopes: { admin: true },
    description:
      'Staff: deletes a delivery zone; its customers are then in none. Answers how many customers it held. ' +
      'Writes a notice. Errors: NOT_FOUND.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      return ctx.services.deliveryZones.remove(ctx.viewer, recordId(id));
    },
  }),
}));
