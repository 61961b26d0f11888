import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import { toFetchHeaders } from '../../platform/http.ts';
import type { AdminAccount, AdminPage } from './admins.service.ts';
import type { Viewer } from './viewer.ts';

/** Most admins one page may hold; `limit: null` asks for all of them. */
const MAX_ADMIN_PAGE = 1000;

const AdminAccountType = builder.objectRef<AdminAccount>('AdminAccount').implement({
  description: 'A staff account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { description: 'Also the email they sign in with.' }),
    mustChangePassword: t.exposeBoolean('mustChangePassword', {
      description: 'Added, and has not yet replaced the mailed temporary password.',
    }),
  }),
});

const AdminPageType = builder.objectRef<AdminPage>('AdminPage').implement({
  fields: (t) => ({
    admins: t.field({ type: [AdminAccountType], resolve: (page) => page.admins }),
    total: t.exposeInt('total'),
  }),
});

const UpdateMyAdminAccountInput = builder.inputType('UpdateMyAdminAccountInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true, description: 'Changes the sign-in email too; then currentPassword.' }),
    currentPassword: t.string({
      required: false,
      description: 'Your current password; needed only when email differs from the one on record.',
    }),
  }),
});

const CreateAdminInput = builder.inputType('CreateAdminInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
  }),
});

/** The staff member acting; the admin scope has already let only staff through. */
function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  myAdminAccount: t.field({
    type: AdminAccountType,
    authScopes: { admin: true },
    description: 'Staff: your own account (Settings, My Account).',
    resolve: (_root, _args, ctx) => ctx.services.admins.account(staff(ctx).userId),
  }),
  listAdmins: t.field({
    type: AdminPageType,
    authScopes: { admin: true },
    description: 'Staff: the admins by name, a page at a time; limit null for all.',
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ required: false, defaultValue: 50, description: '1 to 1000, or null for all.' }),
    },
    resolve: (_root, args, ctx) => {
      const limit = args.limit ?? null;
      if (limit !== null && (limit < 1 || limit > MAX_ADMIN_PAGE)) {
        throw new DomainError('BAD_INPUT', `limit must be between 1 and ${MAX_ADMIN_PAGE}`);
      }
      return ctx.services.admins.list({ offset: args.offset ?? 0, limit });
    },
  }),
}));

builder.mutationFields((t) => ({
  updateMyAdminAccount: t.field({
    type: AdminAccountType,
    authScopes: { admin: true },
    description:
      'Staff: changes your first name, last name and email (also your sign-in); writes a notice. A changed ' +
      'email needs currentPassword. Errors: BAD_INPUT (E-mail is required, E-mail must be valid, Enter your ' +
      'current password to change your email), OLD_PASSWORD_INCORRECT, RATE_LIMITED, EMAIL_TAKEN.',
    args: { input: t.arg({ type: UpdateMyAdminAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const account = await ctx.services.admins.updateOwn(staff(ctx), {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        currentPassword: input.currentPassword ?? undefined,
      });
      // The signed cookie cache holds the old name and email; send this browser a fresh one.
      const cookies = await ctx.services.auth.refreshSessionCookies(toFetchHeaders(ctx.req));
      if (cookies.length > 0) ctx.reply.header('set-cookie', cookies);
      return account;
    },
  }),
  createAdmin: t.field({
    type: AdminAccountType,
    authScopes: { admin: true },
    description:
      'Staff: adds an admin, who is mailed a temporary password valid 24 hours and chooses their own at ' +
      'first sign-in; writes a notice. Errors: BAD_INPUT (Invalid Email Address, E-mail is required), ' +
      'ADMIN_EMAIL_TAKEN (This email already exist.).',
    args: { input: t.arg({ type: CreateAdminInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.admins.add(staff(ctx), input),
  }),
  removeAdmin: t.field({
    type: 'ID',
    authScopes: { admin: true },
    description:
      'Staff: removes another admin; their sessions end at once. Writes a notice. Errors: NOT_FOUND, ' +
      'CANNOT_REMOVE_SELF, LAST_ADMIN.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.admins.remove(staff(ctx), recordId(args.id)),
  }),
}));

// Drivers (issue 50): staff accounts that see only their own runs. Staff add and remove them like admins.
builder.queryFields((t) => ({
  listDrivers: t.field({
    type: [AdminAccountType],
    authScopes: { admin: true },
    description: 'Staff: every driver, by name.',
    resolve: async (_root, _args, ctx) =>
      (await ctx.services.admins.list({ offset: 0, limit: null }, 'driver')).admins,
  }),
}));

builder.mutationFields((t) => ({
  createDriver: t.field({
    type: AdminAccountType,
    authScopes: { admin: true },
    description:
      'Staff: adds a driver, who is mailed a temporary password valid 24 hours and sees only the runs of the ' +
      'zones they drive; writes a notice. Errors: BAD_INPUT, ADMIN_EMAIL_TAKEN (This email already exist.).',
    args: { input: t.arg({ type: CreateAdminInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.admins.add(staff(ctx), input, 'driver'),
  }),
  removeDriver: t.field({
    type: 'ID',
    authScopes: { admin: true },
    description:
      'Staff: removes a driver; their sessions end at once and their zones have no driver. Writes a notice. ' +
      'Errors: NOT_FOUND.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.admins.removeDriver(staff(ctx), recordId(args.id)),
  }),
}));
