import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { toFetchHeaders } from '../../platform/http.ts';
import type { RequestInfo } from './auth.service.ts';
import { roleName, type ViewerProfile } from './viewer.ts';

const RoleEnum = builder.enumType('Role', { values: ['ADMIN', 'CUSTOMER', 'DRIVER'] as const });

export const ViewerType = builder.objectRef<ViewerProfile>('Viewer').implement({
  description: 'The signed-in user.',
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.userId }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.field({
      type: RoleEnum,
      description: 'ADMIN goes to /Admin after signing in, DRIVER to /driver, CUSTOMER to /.',
      resolve: (v) => roleName(v.role),
    }),
    customerId: t.exposeID('customerId', { nullable: true }),
    mustChangePassword: t.exposeBoolean('mustChangePassword', {
      description:
        'Signed in with a temporary password: every other operation answers PASSWORD_CHANGE_REQUIRED ' +
        'until completeFirstSignIn.',
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: ViewerType,
    nullable: true,
    authScopes: { public: true, driver: true },
    description:
      'The signed-in user (also one who must still replace a temporary password), or null for a guest, ' +
      'a user without a role and a disabled or expired session.',
    resolve: (_root, _args, ctx) => ctx.identity,
  }),
}));

// Each of these starts or changes a session or a password: only our own pages may send them.
function requestFrom(ctx: GraphQLContext): RequestInfo {
  if (!ctx.fromOwnOrigin) throw new DomainError('FORBIDDEN');
  return { ip: ctx.req.ip, headers: toFetchHeaders(ctx.req) };
}

function sendCookies(ctx: GraphQLContext, cookies: ReadonlyArray<string>): void {
  if (cookies.length > 0) ctx.reply.header('set-cookie', [...cookies]);
}

builder.mutationFields((t) => ({
  signIn: t.field({
    type: ViewerType,
    // Signing in is what a guest does; per-address and per-account backoff stand in for a scope.
    authScopes: { public: true, driver: true },
    description:
      'Signs in and sets the session cookie. Errors: INVALID_CREDENTIALS (unknown email or wrong password ' +
      'alike), ACCOUNT_DISABLED, TEMP_PASSWORD_EXPIRED, RATE_LIMITED, BAD_INPUT (no email), SIGN_IN_FAILED.',
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const signedIn = await ctx.services.auth.signIn(args, requestFrom(ctx));
      sendCookies(ctx, signedIn.setCookies);
      return signedIn.user;
    },
  }),
  completeFirstSignIn: t.field({
    type: ViewerType,
    authScopes: { passwordChangePending: true },
    description:
      'Replaces the temporary password, ends every earlier session and starts a new one. Errors: ' +
      'BAD_INPUT (Min 8 characters), TEMP_PASSWORD_EXPIRED.',
    args: { newPassword: t.arg.string({ required: true }) },
    resolve: async (_root, { newPassword }, ctx) => {
      // The scope guarantees an identity; this keeps the type checker informed.
      if (!ctx.identity) throw new DomainError('UNAUTHENTICATED');
      const signedIn = await ctx.services.auth.completeFirstSignIn(
        ctx.identity,
        newPassword,
        requestFrom(ctx),
      );
      sendCookies(ctx, signedIn.setCookies);
      return signedIn.user;
    },
  }),
  changePassword: t.field({
    type: 'Boolean',
    authScopes: { signedIn: true, driver: true },
    description:
      'Changes your password; every other session ends and this one is renewed. Errors: ' +
      'OLD_PASSWORD_INCORRECT, BAD_INPUT, RATE_LIMITED.',
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      // Staff changes are written to the activity feed; a customer's own password is nobody else's news.
      const { setCookies } =
        ctx.viewer.role === 'admin'
          ? await ctx.services.admins.changeOwnPassword(ctx.viewer, args, requestFrom(ctx))
          : await ctx.services.auth.changePassword(ctx.viewer, args, requestFrom(ctx));
      sendCookies(ctx, setCookies);
      return true;
    },
  }),
  requestPasswordReset: t.field({
    type: 'Boolean',
    // Forgotten passwords are by definition a guest's; the answer never tells whether the email exists.
    authScopes: { public: true, driver: true },
    description:
      'Forgot password, step one: mails a 6-digit code (valid 10 minutes, 5 tries) if the email has an ' +
      'active account, and answers true either way. Errors: BAD_INPUT, ATTEMPT_LIMIT_EXCEEDED.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.auth.passwordReset.requestCode(args, requestFrom(ctx).ip);
      return true;
    },
  }),
  resetPassword: t.field({
    type: 'Boolean',
    authScopes: { public: true, driver: true },
    description:
      'Forgot password, step two: sets a new password with the mailed code and ends every session of the ' +
      'account. Errors: INVALID_CODE, CODE_EXPIRED, RATE_LIMITED (too many tries), ACCOUNT_DISABLED, BAD_INPUT.',
    args: {
      email: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.services.auth.passwordReset.resetPassword(args, requestFrom(ctx).ip);
      return true;
    },
  }),
}));
