import { DomainError } from '@cleaver/domain/errors';
import type { ClosedDay } from '@cleaver/domain/holidays';
import { builder } from '../../graphql/builder.ts';
import type { BusinessProfile, SettingsVariables } from './settings.service.ts';

const SettingsVariablesType = builder.objectRef<SettingsVariables>('SettingsVariables').implement({
  description: 'Ordering variables. Money in integer cents, excluding GST.',
  fields: (t) => ({
    cutoffTime: t.exposeString('cutoffTime', { description: 'HH:00 in Pacific/Auckland' }),
    cutoffHour: t.exposeInt('cutoffHour'),
    freightChargeCents: t.int({ resolve: (s) => s.freightCharge }),
    freeFreightThresholdCents: t.int({ resolve: (s) => s.freeFreightThreshold }),
  }),
});

const BusinessProfileType = builder.objectRef<BusinessProfile>('BusinessProfile').implement({
  fields: (t) => ({
    brand: t.exposeString('brand'),
    intro: t.exposeString('intro'),
    about: t.exposeString('about'),
    address: t.exposeString('address'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    hours: t.exposeString('hours'),
    socialLink: t.exposeString('socialLink'),
    socialLabel: t.exposeString('socialLabel'),
  }),
});

/** A closed day as the API shows it: staff's (publicHoliday false) or a public holiday. */
export type ClosedDayView = ClosedDay & { publicHoliday: boolean };

export const ClosedDayType = builder.objectRef<ClosedDayView>('ClosedDay').implement({
  description: 'A day the shop does not process orders: a NZ public holiday or a day staff closed.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    name: t.exposeString('name', { description: 'Why: the holiday’s name or the reason staff gave.' }),
    publicHoliday: t.exposeBoolean('publicHoliday'),
  }),
});

/** Staff's closed days as the API shows them. */
const staffDays = (days: ClosedDay[]): ClosedDayView[] => days.map((d) => ({ ...d, publicHoliday: false }));

builder.queryFields((t) => ({
  closedDays: t.field({
    type: [ClosedDayType],
    authScopes: { admin: true },
    description:
      'Staff: the days they closed the shop, from today (Pacific/Auckland) on, in date order. Public holidays ' +
      'are not listed: they are computed (see nzPublicHolidays in the domain package).',
    resolve: async (_root, _args, ctx) => staffDays(await ctx.services.settings.upcomingClosedDays()),
  }),
  getSettingsVariables: t.field({
    type: SettingsVariablesType,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.settings.variables(),
  }),
  businessProfile: t.field({
    type: BusinessProfileType,
    authScopes: { public: true, driver: true },
    description: 'The shop’s public face: brand, texts, contact details and hours.',
    resolve: (_root, _args, ctx) => ctx.services.settings.businessProfile(),
  }),
}));

const UpdateSettingsVariablesInput = builder.inputType('UpdateSettingsVariablesInput', {
  description: 'Money in integer cents, excluding GST.',
  fields: (t) => ({
    cutoffHour: t.int({ required: true, description: '0 (00:00) to 23 (23:00), Pacific/Auckland.' }),
    freightChargeCents: t.int({ required: true }),
    freeFreightThresholdCents: t.int({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  updateSettingsVariables: t.field({
    type: SettingsVariablesType,
    authScopes: { admin: true },
    description:
      'Staff: sets the cutoff hour, freight charge and free-freight threshold; writes a notice, and every ' +
      'open cart hears of it (settingsChanged). Errors: BAD_INPUT with the field’s message.',
    args: { input: t.arg({ type: UpdateSettingsVariablesInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      return ctx.services.settings.updateVariables(ctx.viewer, input);
    },
  }),
}));

builder.mutationFields((t) => ({
  addClosedDay: t.field({
    type: [ClosedDayType],
    authScopes: { admin: true },
    description:
      'Staff: closes the shop on a date (today or later) for a reason of 1–60 characters, or renames a day ' +
      'already closed; answers the closed days from today on. Processing dates move past it at once. ' +
      'Errors: CLOSED_DAY_INVALID.',
    args: { date: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (_root, { date, name }, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      return staffDays(await ctx.services.settings.addClosedDay(ctx.viewer, date, name));
    },
  }),
  removeClosedDay: t.field({
    type: [ClosedDayType],
    authScopes: { admin: true },
    description:
      'Staff: opens the shop again on a day they closed (a date not closed changes nothing); answers the ' +
      'closed days from today on. Errors: CLOSED_DAY_INVALID for a date that is not YYYY-MM-DD.',
    args: { date: t.arg.string({ required: true }) },
    resolve: async (_root, { date }, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      return staffDays(await ctx.services.settings.removeClosedDay(ctx.viewer, date));
    },
  }),
}));

builder.subscriptionFields((t) => ({
  settingsChanged: t.field({
    type: SettingsVariablesType,
    authScopes: { signedIn: true },
    description:
      'The ordering variables, each time staff change a setting: an open cart re-reads its processing date ' +
      'and freight.',
    subscribe: (_root, _args, ctx) => ctx.services.events.subscribe('settings'),
    resolve: (_event, _args, ctx) => ctx.services.settings.freshVariables(),
  }),
}));
