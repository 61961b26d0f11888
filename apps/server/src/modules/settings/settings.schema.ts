import { DomainError } from '@cleaver/domain/errors';
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

builder.queryFields((t) => ({
  getSettingsVariables: t.field({
    type: SettingsVariablesType,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.settings.variables(),
  }),
  businessProfile: t.field({
    type: BusinessProfileType,
    authScopes: { public: true },
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
