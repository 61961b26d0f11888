import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import { recordId } from '../../graphql/ids.ts';
import type { DeliveryZoneView } from './delivery-zones.service.ts';
import type { Run, RunStop } from './run-sheet.service.ts';

const DeliveryZoneType = builder.objectRef<DeliveryZoneView>('DeliveryZone').implement({
  description:
    'Where the van goes and on which weekdays; money in integer cents, excluding GST except the free-freight ' +
    'threshold, which the sub-total with GST must be over (as Settings’ is).',
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
    driverId: t.id({ nullable: true, resolve: (z) => z.driver?.id ?? null }),
    driverName: t.string({
      nullable: true,
      description: 'The driver whose run it is; null: nobody’s.',
      resolve: (z) => z.driver?.name ?? null,
    }),
  }),
});

const DeliveryZoneInput = builder.inputType('DeliveryZoneInput', {
  description:
    'Money in integer cents, excluding GST; the free-freight threshold is compared with GST included.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Unique, whatever the case; at most 60 characters.' }),
    weekdays: t.intList({ required: true, description: '1 (Monday) to 6 (Saturday); at least one.' }),
    cutoffHour: t.int({
      description: '0–23; null: the shop’s cutoff. A later hour than the shop’s has no effect.',
    }),
    freightChargeCents: t.int({ required: true }),
    freeFreightThresholdCents: t.int({ required: true }),
    minimumOrderCents: t.int({ required: true, description: '0: no minimum.' }),
    driverId: t.id({
      description: 'The driver whose run it is (one of listDrivers); null: nobody’s; left out: unchanged.',
    }),
  }),
});

/** The input's driver: left out keeps it, null clears it, an id is checked. */
function driverChoice(driverId: string | null | undefined): string | null | undefined {
  return driverId == null ? driverId : recordId(driverId);
}

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
      return ctx.services.deliveryZones.create(
        ctx.viewer,
        { ...input, cutoffHour: input.cutoffHour ?? null },
        driverChoice(input.driverId),
      );
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
      return ctx.services.deliveryZones.update(
        ctx.viewer,
        recordId(id),
        { ...input, cutoffHour: input.cutoffHour ?? null },
        driverChoice(input.driverId),
      );
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

export const RunStopType = builder.objectRef<RunStop>('RunStop').implement({
  description: 'A delivery order on a run: what the driver needs, no prices.',
  fields: (t) => ({
    orderId: t.exposeID('orderId'),
    shortId: t.exposeString('shortId'),
    customerId: t.exposeID('customerId', { nullable: true }),
    companyName: t.exposeString('companyName'),
    contactName: t.exposeString('contactName'),
    phone: t.exposeString('phone'),
    address: t.exposeStringList('address', { description: 'Address lines, empty ones left out.' }),
    notes: t.exposeString('notes', { description: 'The order’s notes: delivery instructions.' }),
    purchaseOrder: t.exposeString('purchaseOrder'),
    status: t.exposeString('status'),
    lineCount: t.exposeInt('lineCount'),
    cartons: t.exposeFloat('cartons', { description: 'Cartons ordered (lines sold by the carton).' }),
    deliveredAt: t.string({
      nullable: true,
      description: 'When the driver marked it delivered (ISO 8601); null until then.',
      resolve: (stop) => stop.delivered?.deliveredAt.toISOString() ?? null,
    }),
    receivedBy: t.string({
      nullable: true,
      description: 'Who took the delivery; null until then.',
      resolve: (stop) => stop.delivered?.receivedBy ?? null,
    }),
  }),
});

const DeliveryRunType = builder.objectRef<Run>('DeliveryRun').implement({
  description: 'A zone’s delivery orders for a processing date, in drop order.',
  fields: (t) => ({
    zoneId: t.exposeID('zoneId', { nullable: true, description: 'Null: delivery customers in no zone.' }),
    zoneName: t.exposeString('zoneName'),
    driverName: t.exposeString('driverName', {
      nullable: true,
      description: 'The zone’s driver; null: none (and for the customers in no zone).',
    }),
    finishedAt: t.string({
      nullable: true,
      description: 'When the driver finished the run (ISO 8601); null while it is under way.',
      resolve: (run) => run.finishedAt?.toISOString() ?? null,
    }),
    stops: t.field({ type: [RunStopType], resolve: (run) => run.stops }),
  }),
});

builder.queryFields((t) => ({
  deliveryRuns: t.field({
    type: [DeliveryRunType],
    authScopes: { admin: true },
    description:
      'Staff: the runs of a processing date (YYYY-MM-DD): each zone with delivery orders that day, by name, ' +
      '"No zone" last; stops in the drop order staff last arranged, new customers after by company. Cancelled ' +
      'orders and pick-ups are left out. Errors: BAD_INPUT for a bad date.',
    args: { date: t.arg.string({ required: true }) },
    resolve: (_root, { date }, ctx) => ctx.services.runSheets.runs(date),
  }),
}));

builder.mutationFields((t) => ({
  arrangeDeliveryRun: t.field({
    type: DeliveryRunType,
    authScopes: { admin: true },
    description:
      'Staff: puts a run’s stops in this order (its customers’ ids, first stop first), remembered per customer ' +
      'for the next runs; answers the run. Errors: BAD_INPUT (a customer twice), NOT_FOUND (no such run).',
    args: {
      date: t.arg.string({ required: true }),
      zoneId: t.arg.id({ description: 'Null: the run of customers in no zone.' }),
      customerIds: t.arg.idList({ required: true }),
    },
    resolve: async (_root, { date, zoneId, customerIds }, ctx) => {
      await ctx.services.runSheets.arrange(customerIds.map((id) => recordId(id)));
      return ctx.services.runSheets.run(date, zoneId == null ? null : recordId(zoneId));
    },
  }),
}));
