import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import type { Viewer } from '../auth/viewer.ts';
import { AdminOrderType } from '../orders/order-admin.schema.ts';
import { OrderType } from '../orders/orders.schema.ts';
import { DELIVERY_IMAGE_PATH } from './deliveries.routes.ts';
import type { DeliveryProofView, DriverRun, UndeliveredStop } from './deliveries.service.ts';
import { RunStopType } from './delivery-zones.schema.ts';

const DeliveryProofType = builder.objectRef<DeliveryProofView>('DeliveryProof').implement({
  description:
    'Proof of delivery: when (the server’s clock) and to whom, with the photo and signature if taken.',
  fields: (t) => ({
    deliveredAt: t.string({ description: 'ISO 8601 instant.', resolve: (p) => p.deliveredAt.toISOString() }),
    receivedBy: t.exposeString('receivedBy', { description: 'Who took the delivery.' }),
    recordedBy: t.exposeString('recordedBy', { description: 'The driver (or staff) who recorded it.' }),
    photoUrl: t.string({
      nullable: true,
      description: 'The photo, for staff, the order’s customer and its driver.',
      resolve: (p) => (p.photoId ? `${DELIVERY_IMAGE_PATH}/${p.photoId}` : null),
    }),
    signatureUrl: t.string({
      nullable: true,
      resolve: (p) => (p.signatureId ? `${DELIVERY_IMAGE_PATH}/${p.signatureId}` : null),
    }),
  }),
});

// Orders on a list each ask for their delivery: one query per request's list, not one per order.
const pending = new WeakMap<object, Map<string, Array<(proof: DeliveryProofView | null) => void>>>();

function proofOf(ctx: GraphQLContext, orderId: string): Promise<DeliveryProofView | null> {
  return new Promise((resolve) => {
    let batch = pending.get(ctx);
    if (!batch) {
      const fresh = new Map<string, Array<(proof: DeliveryProofView | null) => void>>();
      batch = fresh;
      pending.set(ctx, fresh);
      setImmediate(() => {
        pending.delete(ctx);
        ctx.services.deliveries.proofs([...fresh.keys()]).then(
          (proofs) => {
            for (const [id, waiting] of fresh) for (const done of waiting) done(proofs.get(id) ?? null);
          },
          // A failed read answers "not delivered" rather than failing the whole order list.
          () => {
            for (const waiting of fresh.values()) for (const done of waiting) done(null);
          },
        );
      });
    }
    const waiting = batch.get(orderId) ?? [];
    waiting.push(resolve);
    batch.set(orderId, waiting);
  });
}

// The delivery module adds the delivery to the orders module's order: orders know nothing of vans.
builder.objectField(OrderType, 'delivery', (t) =>
  t.field({
    type: DeliveryProofType,
    nullable: true,
    description: 'When and to whom it was delivered; null until the driver marks it (and for pick-ups).',
    resolve: (o, _args, ctx) => proofOf(ctx, o.id),
  }),
);
builder.objectField(AdminOrderType, 'delivery', (t) =>
  t.field({
    type: DeliveryProofType,
    nullable: true,
    description: 'When and to whom it was delivered; null until the driver marks it.',
    resolve: (o, _args, ctx) => proofOf(ctx, o.id),
  }),
);

const DriverRunType = builder.objectRef<DriverRun>('DriverRun').implement({
  description: 'One of the driver’s runs: a zone’s stops for a date in drop order, with no prices.',
  fields: (t) => ({
    zoneId: t.exposeID('zoneId'),
    zoneName: t.exposeString('zoneName'),
    stops: t.field({ type: [RunStopType], resolve: (run) => run.stops }),
    finishedAt: t.string({
      nullable: true,
      description: 'When the driver finished the run (ISO 8601); null while it is under way.',
      resolve: (run) => run.finishedAt?.toISOString() ?? null,
    }),
  }),
});

const UndeliveredStopType = builder.objectRef<UndeliveredStop>('UndeliveredStop').implement({
  description: 'A delivery nobody signed for, of a run that is over.',
  fields: (t) => ({
    orderId: t.exposeID('orderId'),
    shortId: t.exposeString('shortId'),
    companyName: t.exposeString('companyName'),
    phone: t.exposeString('phone'),
    processingDate: t.exposeString('processingDate', { description: 'The run’s date, YYYY-MM-DD.' }),
    zoneName: t.exposeString('zoneName'),
  }),
});

const DeliveryInput = builder.inputType('DeliveryInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    receivedBy: t.string({ required: true, description: 'Who took it; at most 80 characters.' }),
    photoId: t.id({ description: 'From POST /api/delivery/images (kind photo), by the same user.' }),
    signatureId: t.id({ description: 'From POST /api/delivery/images (kind signature), by the same user.' }),
  }),
});

function actor(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  myDeliveryRuns: t.field({
    type: [DriverRunType],
    authScopes: { driver: true },
    description:
      'Driver: the runs on a date (YYYY-MM-DD) of the zones they drive, by zone name. Errors: BAD_INPUT (a bad date).',
    args: { date: t.arg.string({ required: true }) },
    resolve: (_root, { date }, ctx) => ctx.services.deliveries.driverRuns(actor(ctx).userId, date),
  }),
  undeliveredStops: t.field({
    type: [UndeliveredStopType],
    authScopes: { admin: true },
    description:
      'Staff (dashboard): delivery orders nobody signed for whose run is over — finished by its driver, or of an ' +
      'earlier day in the last 14 with a delivery recorded on it — oldest day first, in drop order.',
    resolve: (_root, _args, ctx) => ctx.services.deliveries.undelivered(),
  }),
}));

builder.mutationFields((t) => ({
  markDelivered: t.field({
    type: DeliveryProofType,
    authScopes: { driver: true, admin: true },
    description:
      'A driver (for a stop on their runs, due today or earlier) or staff (any delivery order): records the ' +
      'delivery at the server’s time; it cannot be changed. Errors: BAD_INPUT (no name, a picture not uploaded by ' +
      'you), NOT_FOUND (not a stop on your runs), NOT_DELIVERABLE_YET, ALREADY_DELIVERED.',
    args: { input: t.arg({ type: DeliveryInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.deliveries.markDelivered(actor(ctx), recordId(input.orderId), {
        receivedBy: input.receivedBy,
        photoId: input.photoId ? recordId(input.photoId) : null,
        signatureId: input.signatureId ? recordId(input.signatureId) : null,
      }),
  }),
  finishDeliveryRun: t.field({
    type: 'String',
    authScopes: { driver: true },
    description:
      'Driver: the run is done; its stops not delivered go on staff’s dashboard. Answers when it was finished ' +
      '(ISO 8601; the first time, if finished twice). Errors: BAD_INPUT (a bad date), NOT_FOUND (not your zone).',
    args: { zoneId: t.arg.id({ required: true }), date: t.arg.string({ required: true }) },
    resolve: async (_root, { zoneId, date }, ctx) =>
      (await ctx.services.deliveries.finishRun(actor(ctx), recordId(zoneId), date)).toISOString(),
  }),
}));
