import { DomainError } from '@cleaver/domain/errors';
import { nzPublicHolidays } from '@cleaver/domain/holidays';
import { FREQUENCIES, RECURRING_FILTERS, type RecurringRun, runText } from '@cleaver/domain/recurring';
import type { RecurringOrderInput } from '@cleaver/domain/schemas';
import { Repeater } from 'graphql-yoga';
import { builder, ChangeActionEnum } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import { type AppEvents, type EventBus, onEvent } from '../../platform/events.ts';
import { imageVariants } from '../../platform/images.ts';
import type { Viewer } from '../auth/viewer.ts';
import { ProductImageType } from '../catalogue/products.schema.ts';
import { OrderUnitEnum } from '../orders/orders.schema.ts';
import { ClosedDayType, type ClosedDayView } from '../settings/settings.schema.ts';
import type {
  MyRecurringOrderView,
  RecurringOrderCustomerView,
  RecurringOrderLineView,
  RecurringOrderPageView,
  RecurringOrderRowView,
  RecurringOrderView,
} from './recurring-order-views.ts';

const RecurringFrequencyEnum = builder.enumType('RecurringFrequency', { values: FREQUENCIES });

const RecurringFilterEnum = builder.enumType('RecurringFilter', {
  description: 'The recurring orders list’s filter: every standing order, or one frequency.',
  values: RECURRING_FILTERS,
});

/** True when a date is a NZ public holiday (not a Sunday, not staff's closed day). */
function isPublicHoliday(date: string): boolean {
  return nzPublicHolidays(Number(date.slice(0, 4))).some((h) => h.date === date);
}

const RecurringRunType = builder.objectRef<RecurringRun>('RecurringRun').implement({
  description:
    'A delivery of a standing order: its order is created at 00:00 of dueDate for processingDate. Due days closed ' +
    'days move on to one processing date are one delivery and one order, named by the first of them.',
  fields: (t) => ({
    dueDate: t.exposeString('dueDate', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    processingDate: t.exposeString('processingDate', {
      description: 'The day it is processed: the due day, or the next open day when the due day is closed.',
    }),
    movedPast: t.field({
      type: [ClosedDayType],
      description: 'The closed days (and Sunday) the delivery moved past; empty when it did not move.',
      resolve: (run): ClosedDayView[] =>
        run.movedPast.map((d) => ({ ...d, publicHoliday: isPublicHoliday(d.date) })),
    }),
    text: t.string({
      description:
        '‘Monday 06/04/2026 (moved to Tuesday 07/04/2026: Easter Monday)’; deliveries put on one day lead with it: ' +
        '‘Wednesday 30/12/2026 (deliveries of 25/12 and 26/12 combined, closed days: Christmas Day, …)’.',
      resolve: (run) => runText(run),
    }),
  }),
});

const RecurringOrderLineType = builder.objectRef<RecurringOrderLineView>('RecurringOrderLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName'),
    productCode: t.exposeString('productCode'),
    unit: t.field({ type: OrderUnitEnum, resolve: (l) => l.unit }),
    quantity: t.exposeFloat('quantity'),
    notes: t.exposeString('notes'),
    image: t.field({ type: ProductImageType, nullable: true, resolve: (l) => imageVariants(l.imageKey) }),
    available: t.exposeBoolean('available', {
      description: 'Enabled, in stock and not archived: false = the scheduler leaves it off.',
    }),
    unitPrice: t.exposeInt('unitPrice', {
      nullable: true,
      description: 'Cents at the customer’s level now; null when unavailable.',
    }),
  }),
});

const RecurringOrderCustomerType = builder
  .objectRef<RecurringOrderCustomerView>('RecurringOrderCustomer')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      companyName: t.exposeString('companyName'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      customerCode: t.exposeString('customerCode'),
      email: t.exposeString('email'),
      isActive: t.exposeBoolean('isActive'),
      deliveryZoneName: t.string({
        nullable: true,
        description: 'The delivery zone whose days their standing deliveries go by; null: none.',
        resolve: (c) => c.deliveryZone?.name ?? null,
      }),
      deliveryWeekdays: t.intList({
        nullable: true,
        description: 'The weekdays (1 Monday … 6 Saturday) their zone’s van goes; null: no zone.',
        resolve: (c) => c.deliveryZone?.weekdays ?? null,
      }),
    }),
  });

const RecurringOrderType = builder.objectRef<RecurringOrderView>('RecurringOrder').implement({
  description: 'A standing order as the back-office editor shows and edits it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    customer: t.field({ type: RecurringOrderCustomerType, resolve: (o) => o.customer }),
    isActive: t.exposeBoolean('isActive'),
    frequency: t.field({ type: RecurringFrequencyEnum, resolve: (o) => o.frequency }),
    startingDate: t.exposeString('startingDate', { description: 'YYYY-MM-DD.' }),
    selectedDays: t.exposeIntList('selectedDays', {
      description: '0 = Sunday … 6 = Saturday, in week order.',
    }),
    frequencyText: t.exposeString('frequencyText', { description: '‘Weekly: Monday, Thursday’.' }),
    isDelivery: t.exposeBoolean('isDelivery', { nullable: true }),
    freight: t.exposeInt('freight', {
      nullable: true,
      description: 'Cents; null: the freight rule decides.',
    }),
    cutting: t.exposeInt('cutting', { description: 'Cents.' }),
    notes: t.exposeString('notes'),
    lines: t.field({ type: [RecurringOrderLineType], resolve: (o) => o.lines }),
    nextRuns: t.field({
      type: [RecurringRunType],
      description: 'The next five runs from today; none while inactive.',
      resolve: (o) => o.nextRuns,
    }),
    lastGeneratedDate: t.exposeString('lastGeneratedDate', {
      nullable: true,
      description: 'The scheduler’s mark: every due day up to it has been dealt with.',
    }),
    updatedAt: t.string({ description: 'ISO 8601 instant.', resolve: (o) => o.updatedAt.toISOString() }),
    version: t.exposeInt('version', { description: 'Send it back with a change: a newer one refuses it.' }),
    updatedByName: t.exposeString('updatedByName', { nullable: true, description: 'Who saved it last.' }),
  }),
});

const RecurringOrderRowType = builder.objectRef<RecurringOrderRowView>('RecurringOrderRow').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName'),
    frequency: t.field({ type: RecurringFrequencyEnum, resolve: (r) => r.frequency }),
    selectedDays: t.exposeIntList('selectedDays'),
    frequencyText: t.exposeString('frequencyText'),
    isActive: t.exposeBoolean('isActive'),
    nextRun: t.field({
      type: RecurringRunType,
      nullable: true,
      description: 'null while inactive.',
      resolve: (r) => r.nextRun,
    }),
  }),
});

const RecurringOrderPageType = builder.objectRef<RecurringOrderPageView>('RecurringOrderPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [RecurringOrderRowType], resolve: (p) => p.rows }),
    total: t.exposeInt('total', { description: 'Standing orders matching, across every page.' }),
  }),
});

type MyLine = MyRecurringOrderView['lines'][number];
const MyRecurringOrderLineType = builder.objectRef<MyLine>('MyRecurringOrderLine').implement({
  fields: (t) => ({
    productName: t.exposeString('productName'),
    unit: t.field({ type: OrderUnitEnum, resolve: (l) => l.unit }),
    quantity: t.exposeFloat('quantity'),
    image: t.field({ type: ProductImageType, nullable: true, resolve: (l) => imageVariants(l.imageKey) }),
  }),
});

const MyRecurringOrderType = builder.objectRef<MyRecurringOrderView>('MyRecurringOrder').implement({
  description: 'One of the signed-in customer’s active standing orders: what comes, and when.',
  fields: (t) => ({
    id: t.exposeID('id'),
    frequencyText: t.exposeString('frequencyText'),
    startingDate: t.exposeString('startingDate'),
    isDelivery: t.exposeBoolean('isDelivery', { nullable: true }),
    lines: t.field({
      type: [MyRecurringOrderLineType],
      description: 'Products that can still come (ones staff disabled or removed are left out).',
      resolve: (o) => o.lines,
    }),
    nextRuns: t.field({
      type: [RecurringRunType],
      description: 'The next three.',
      resolve: (o) => o.nextRuns,
    }),
  }),
});

type RecurringOrderEvent = AppEvents['recurringOrder'][0];
const RecurringOrderEventType = builder.objectRef<RecurringOrderEvent>('RecurringOrderEvent').implement({
  fields: (t) => ({
    action: t.field({ type: ChangeActionEnum, resolve: (e) => e.action }),
    recurringOrderId: t.exposeID('recurringOrderId', {
      nullable: true,
      description:
        'The standing order changed; null when any may have moved on (a scheduler run, or the closed days changed).',
    }),
  }),
});

/**
 * Standing orders' changes for staff's screens: each one staff make, each scheduler run that moved standing orders
 * on, and each settings change (the closed days move next runs), the last two with no id.
 */
function recurringOrderChanges(events: EventBus): AsyncIterable<RecurringOrderEvent> {
  return new Repeater<RecurringOrderEvent>(async (push, stop) => {
    const stopOrders = onEvent(events, 'recurringOrder', (event) => void push(event));
    const stopSettings = onEvent(
      events,
      'settings',
      () => void push({ action: 'UPDATED', recurringOrderId: null }),
    );
    await stop;
    stopOrders();
    stopSettings();
  });
}

const RecurringOrderLineInput = builder.inputType('RecurringOrderLineInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    quantity: t.float({ required: true }),
    notes: t.string(),
  }),
});

const RecurringOrderInputType = builder.inputType('RecurringOrderInput', {
  description: 'A standing order as staff save it.',
  fields: (t) => ({
    customerId: t.id({ required: true }),
    isActive: t.boolean({ description: 'True when not given.' }),
    frequency: t.field({ type: RecurringFrequencyEnum, required: true }),
    startingDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    selectedDays: t.intList({
      description: '0 = Sunday … 6 = Saturday; required for Weekly and Fortnightly.',
    }),
    isDelivery: t.boolean({ required: true }),
    freight: t.int({ description: 'Cents; null: the freight rule decides on each order.' }),
    cutting: t.int({ description: 'Cents.' }),
    notes: t.string(),
    lines: t.field({ type: [RecurringOrderLineInput], required: true }),
  }),
});

type RecurringOrderArgs = typeof RecurringOrderInputType.$inferInput;

/** The GraphQL input as the domain schema takes it; ids stay as sent, the schema checks them. */
function recurringOrderInput(input: RecurringOrderArgs): RecurringOrderInput {
  return {
    customerId: String(input.customerId),
    isActive: input.isActive ?? true,
    frequency: input.frequency,
    startingDate: input.startingDate,
    selectedDays: input.selectedDays ?? [],
    isDelivery: input.isDelivery,
    freight: input.freight ?? null,
    cutting: input.cutting ?? 0,
    notes: input.notes ?? '',
    lines: input.lines.map((l) => ({
      productId: String(l.productId),
      quantity: l.quantity,
      notes: l.notes ?? '',
    })),
  };
}

function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

function recurringOrderId(id: string | number): string {
  if (!isRecordId(id)) throw new DomainError('RECURRING_ORDER_NOT_FOUND');
  return recordId(id);
}

builder.queryFields((t) => ({
  recurringOrders: t.field({
    type: RecurringOrderPageType,
    authScopes: { admin: true },
    description:
      'Staff: a page of standing orders by company. `search` looks in the company (case-insensitive, anywhere).',
    args: {
      filter: t.arg({ type: RecurringFilterEnum, required: true }),
      search: t.arg.string(),
      offset: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true, description: '1 to 100.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.recurringOrders.list(args),
  }),
  recurringOrder: t.field({
    type: RecurringOrderType,
    nullable: true,
    authScopes: { admin: true },
    description:
      'Staff: one standing order; null for an unknown or malformed id (‘Invalid Recurring Order’).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      isRecordId(args.id) ? ctx.services.recurringOrders.get(recordId(args.id)) : null,
  }),
  myRecurringOrders: t.field({
    type: [MyRecurringOrderType],
    authScopes: { customer: true },
    description: 'The signed-in customer’s active standing orders, each with its next three runs.',
    resolve: (_root, _args, ctx) => {
      const customerId = ctx.viewer?.customerId;
      if (!customerId) throw new DomainError('FORBIDDEN');
      return ctx.services.recurringOrders.mine(customerId);
    },
  }),
}));

builder.mutationFields((t) => ({
  createRecurringOrder: t.field({
    type: RecurringOrderType,
    authScopes: { admin: true },
    description: 'Staff: sets a standing order. Today’s order comes at once when today is due.',
    args: { input: t.arg({ type: RecurringOrderInputType, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.recurringOrders.create(staff(ctx), recurringOrderInput(args.input)),
  }),
  updateRecurringOrder: t.field({
    type: RecurringOrderType,
    authScopes: { admin: true },
    description:
      'Staff: changes a standing order read at `version`; the days already dealt with are not made again. A ' +
      'newer version refuses the save with RECURRING_ORDER_STALE and changes nothing.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: RecurringOrderInputType, required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.recurringOrders.update(
        staff(ctx),
        recurringOrderId(args.id),
        args.version,
        recurringOrderInput(args.input),
      ),
  }),
  setRecurringOrderActive: t.field({
    type: RecurringOrderType,
    authScopes: { admin: true },
    description:
      'Staff: stops (false) or starts (true) a standing order read at `version`. Starting makes no orders for ' +
      'the stopped days.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      isActive: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.recurringOrders.setActive(
        staff(ctx),
        recurringOrderId(args.id),
        args.version,
        args.isActive,
      ),
  }),
  deleteRecurringOrder: t.boolean({
    authScopes: { admin: true },
    description: 'Staff: deletes a standing order read at `version`. The orders it already made stay.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.recurringOrders.delete(staff(ctx), recurringOrderId(args.id), args.version);
      return true;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  recurringOrdersChanged: t.field({
    type: RecurringOrderEventType,
    authScopes: { admin: true },
    description:
      'Staff: a standing order was set, changed, stopped, started or deleted, by anyone; with no id, the next ' +
      'runs of any may have moved (a scheduler run moved standing orders on, or the closed days changed).',
    subscribe: (_root, _args, ctx) => recurringOrderChanges(ctx.services.events),
    resolve: (event) => event,
  }),
}));
