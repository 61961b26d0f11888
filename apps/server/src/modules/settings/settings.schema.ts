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
