import { builder } from '../../graphql/builder.ts';

const ContactMessageInput = builder.inputType('ContactMessageInput', {
  description: 'The Contact Us form. The recipient is the business address from settings.',
  fields: (t) => ({
    fullName: t.string({ required: true }),
    email: t.string({ required: true }),
    mobile: t.string({ required: false, description: 'Digits only; may be left out' }),
    message: t.string({ required: true }),
    altcha: t.string({
      required: true,
      description: 'The ALTCHA widget’s payload for a challenge from GET /api/altcha/challenge',
    }),
  }),
});

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: 'Boolean',
    // The contact form is for everyone; the bot check, single-use solutions and a per-address
    // limit stand in for signing in.
    authScopes: { public: true },
    description: 'Mails a Contact Us message to the business. True once sent.',
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.contact.send({ ...input, mobile: input.mobile ?? undefined }, ctx.req.ip);
      return true;
    },
  }),
}));
