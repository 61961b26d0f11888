import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema.ts';
import { ApiClient } from '../../test/client.ts';
import { mailFiles, mailText, waitForMail } from '../../test/eml.ts';
import {
  clearThrottle,
  codeOf,
  SIGN_IN,
  temporaryPasswordIn,
  userIdOf,
  VIEWER_FIELDS,
  type ViewerJson,
  whoAmI,
} from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const ADMIN_FIELDS = 'id firstName lastName email mustChangePassword';
const MY_ACCOUNT = `query { myAdminAccount { ${ADMIN_FIELDS} } }`;
const LIST = `query ($offset: Int, $limit: Int) { listAdmins(offset: $offset, limit: $limit) {
  total admins { ${ADMIN_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateMyAdminAccountInput!) { updateMyAdminAccount(input: $input) { ${ADMIN_FIELDS} } }`;
const CREATE = `mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { ${ADMIN_FIELDS} } }`;
const REMOVE = 'mutation ($id: ID!) { removeAdmin(id: $id) }';
const CHANGE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }`;
const COMPLETE = `mutation ($newPassword: String!) { completeFirstSignIn(newPassword: $newPassword) { ${VIEWER_FIELDS} } }`;
const NOTICES = 'query { listNotifications { user message } }';

type Admin = { id: string; firstName: string; lastName: string; email: string; mustChangePassword: boolean };

describe.each(TEST_DATABASES)('admins and My Account on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let customer: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    admin = await signedIn('admin@demo.test');
    customer = await signedIn('bistro@demo.test');
    guest = new ApiClient(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await clearThrottle(app);
  });

  async function signedIn(email: string, password = 'demo-pass-1'): Promise<ApiClient> {
    const client = new ApiClient(app.baseUrl);
    expect(codeOf(await client.graphql(SIGN_IN, { email, password })), email).toBeNull();
    return client;
  }

  const latestNotice = async () =>
    (await admin.graphql<{ listNotifications: Array<{ user: string; message: string }> }>(NOTICES)).data
      ?.listNotifications[0];

  /** Adds an admin as the demo admin and signs them in with their own password; returns their client. */
  async function addedAdmin(email: string, firstName = 'Temp', lastName = 'Staff') {
    const seen = mailFiles(app.dataDir);
    const created = await admin.graphql<{ createAdmin: Admin }>(CREATE, {
      input: { firstName, lastName, email },
    });
    expect(created.errors).toBeUndefined();
    const password = temporaryPasswordIn(await waitForMail(app.dataDir, email, { seen }));
    const client = await signedIn(email, password);
    expect(codeOf(await client.graphql(COMPLETE, { newPassword: 'own-pass-123' }))).toBeNull();
    return { client, id: created.data!.createAdmin.id };
  }

  it('refuses guests and customers every operation, and changes nothing', async () => {
    const adminId = await userIdOf(app, 'admin@demo.test');
    const before = await app.database.db.select().from(user).where(eq(user.role, 'admin'));
    for (const [client, code] of [
      [guest, 'UNAUTHENTICATED'],
      [customer, 'FORBIDDEN'],
    ] as const) {
      for (const [document, variables] of [
        [MY_ACCOUNT, {}],
        [LIST, {}],
        [UPDATE, { input: { firstName: 'X', lastName: 'Y', email: 'admin@demo.test' } }],
        [CREATE, { input: { firstName: 'Eve', lastName: 'Intruder', email: 'eve@example.test' } }],
        [REMOVE, { id: adminId }],
      ] as const) {
        expect(codeOf(await client.graphql(document, variables)), document).toBe(code);
      }
    }
    expect(await app.database.db.select().from(user).where(eq(user.role, 'admin'))).toEqual(before);
  });

  it('shows an admin their own account and lists the admins, paged', async () => {
    const mine = await admin.graphql<{ myAdminAccount: Admin }>(MY_ACCOUNT);
    expect(mine.data?.myAdminAccount).toMatchObject({
      firstName: 'Aroha',
      lastName: 'Admin',
      email: 'admin@demo.test',
      mustChangePassword: false,
    });
    const page = await admin.graphql<{ listAdmins: { total: number; admins: Admin[] } }>(LIST, {});
    expect(page.data?.listAdmins.total).toBeGreaterThanOrEqual(1);
    expect(page.data?.listAdmins.admins.map((a) => a.email)).toContain('admin@demo.test');
    // Customers are not admins.
    expect(page.data?.listAdmins.admins.map((a) => a.email)).not.toContain('bistro@demo.test');
    expect(codeOf(await admin.graphql(LIST, { limit: 0 }))).toBe('BAD_INPUT');
    const all = await admin.graphql<{ listAdmins: { total: number; admins: Admin[] } }>(LIST, {
      limit: null,
    });
    expect(all.data?.listAdmins.admins).toHaveLength(all.data!.listAdmins.total);
  });

  it('adds an admin who is mailed a 24-hour temporary password and lands as staff after choosing their own', async () => {
    const seen = mailFiles(app.dataDir);
    const created = await admin.graphql<{ createAdmin: Admin }>(CREATE, {
      input: { firstName: ' Jane ', lastName: 'Doe', email: 'Jane.Doe@Example.test' },
    });
    expect(created.data?.createAdmin).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.test',
      mustChangePassword: true,
    });
    expect(await latestNotice()).toEqual({
      user: 'Aroha Admin',
      message: 'Admin Jane Doe (jane.doe@example.test) added',
    });
    const mail = await waitForMail(app.dataDir, 'jane.doe@example.test', { seen });
    expect(mailText(mail)).toContain('back office');
    expect(mailText(mail)).toContain('24 hours');
    const password = temporaryPasswordIn(mail);

    const jane = new ApiClient(app.baseUrl);
    const signIn = await jane.graphql<{ signIn: ViewerJson }>(SIGN_IN, {
      email: 'jane.doe@example.test',
      password,
    });
    expect(signIn.data?.signIn).toMatchObject({ role: 'ADMIN', mustChangePassword: true });
    // Nothing but the new password until it is chosen.
    expect(codeOf(await jane.graphql(LIST, {}))).toBe('PASSWORD_CHANGE_REQUIRED');
    const done = await jane.graphql<{ completeFirstSignIn: ViewerJson }>(COMPLETE, {
      newPassword: 'jane-own-pass',
    });
    expect(done.data?.completeFirstSignIn).toMatchObject({ role: 'ADMIN', mustChangePassword: false });
    expect(codeOf(await jane.graphql(LIST, {}))).toBeNull();
  });

  it('refuses a taken email (any case, customers too) and a bad one with the spec’s messages', async () => {
    for (const email of ['ADMIN@demo.test', 'bistro@demo.test']) {
      const taken = await admin.graphql(CREATE, { input: { firstName: 'A', lastName: 'B', email } });
      expect(taken.errors?.[0]).toMatchObject({
        message: 'This email already exist.',
        extensions: { code: 'ADMIN_EMAIL_TAKEN' },
      });
    }
    const invalid = await admin.graphql(CREATE, {
      input: { firstName: 'A', lastName: 'B', email: 'not-an-email' },
    });
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Invalid Email Address',
      extensions: { code: 'BAD_INPUT' },
    });
    const empty = await admin.graphql(CREATE, { input: { firstName: 'A', lastName: 'B', email: ' ' } });
    expect(empty.errors?.[0]?.message).toBe('E-mail is required');
    const rows = await app.database.db.select().from(user).where(eq(user.email, 'not-an-email'));
    expect(rows).toEqual([]);
  });

  it('removes an admin, whose sessions end at once, with a notice', async () => {
    const { client: sam, id } = await addedAdmin('sam@example.test', 'Sam', 'Removed');
    const copy = new ApiClient(app.baseUrl);
    copy.useCookiesOf(sam);
    expect((await whoAmI(sam))?.role).toBe('ADMIN');

    const removed = await admin.graphql<{ removeAdmin: string }>(REMOVE, { id });
    expect(removed.data?.removeAdmin).toBe(id);
    expect(await latestNotice()).toEqual({
      user: 'Aroha Admin',
      message: 'Admin Sam Removed (sam@example.test) removed',
    });
    // Refused at once, though the signed cookie cache would still vouch for the session.
    expect(await whoAmI(sam)).toBeNull();
    expect(codeOf(await copy.graphql(LIST, {}))).toBe('UNAUTHENTICATED');
    expect(await app.database.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect(
      codeOf(
        await new ApiClient(app.baseUrl).graphql(SIGN_IN, {
          email: 'sam@example.test',
          password: 'own-pass-123',
        }),
      ),
    ).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await admin.graphql(REMOVE, { id }))).toBe('NOT_FOUND');
  });

  it('refuses removing oneself, a customer and the last admin', async () => {
    const adminId = await userIdOf(app, 'admin@demo.test');
    const { client: kim, id: kimId } = await addedAdmin('kim@example.test', 'Kim', 'Second');
    const self = await admin.graphql(REMOVE, { id: adminId });
    expect(self.errors?.[0]).toMatchObject({
      message: 'You cannot remove your own account. Ask another admin to remove it.',
      extensions: { code: 'CANNOT_REMOVE_SELF' },
    });
    expect(codeOf(await admin.graphql(REMOVE, { id: await userIdOf(app, 'bistro@demo.test') }))).toBe(
      'NOT_FOUND',
    );

    // Two admins removing each other at the same moment: one stays.
    const admins = (await app.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')))
      .map((row) => row.id)
      .filter((id) => id !== adminId && id !== kimId);
    for (const id of admins) expect(codeOf(await admin.graphql(REMOVE, { id }))).toBeNull();
    const [first, second] = await Promise.all([
      admin.graphql(REMOVE, { id: kimId }),
      kim.graphql(REMOVE, { id: adminId }),
    ]);
    const codes = [codeOf(first), codeOf(second)];
    expect(codes.filter((code) => code === null)).toHaveLength(1);
    const remaining = await app.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    expect(remaining).toHaveLength(1);

    // The one left cannot remove themselves: they are the last.
    const last = remaining[0]!.id === adminId ? admin : kim;
    const refused = await last.graphql(REMOVE, { id: remaining[0]!.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The last admin cannot be removed. Add another admin first.',
      extensions: { code: 'LAST_ADMIN' },
    });
    if (last === kim) {
      // Put the demo admin back for the tests after this one.
      admin = await restoreDemoAdmin(kim);
    }
  });

  /** Re-adds admin@demo.test (removed by a race the demo admin lost) and signs in as them. */
  async function restoreDemoAdmin(by: ApiClient): Promise<ApiClient> {
    const seen = mailFiles(app.dataDir);
    await by.graphql(CREATE, { input: { firstName: 'Aroha', lastName: 'Admin', email: 'admin@demo.test' } });
    const password = temporaryPasswordIn(await waitForMail(app.dataDir, 'admin@demo.test', { seen }));
    const client = await signedIn('admin@demo.test', password);
    await client.graphql(COMPLETE, { newPassword: 'demo-pass-1' });
    return client;
  }

  it('updates My Account: names freely, the email only with the current password', async () => {
    const { client: lee } = await addedAdmin('lee@example.test', 'Lee', 'Before');
    const names = await lee.graphql<{ updateMyAdminAccount: Admin }>(UPDATE, {
      input: { firstName: 'Lee', lastName: 'After', email: 'lee@example.test' },
    });
    expect(names.data?.updateMyAdminAccount).toMatchObject({ lastName: 'After', email: 'lee@example.test' });
    expect(await whoAmI(lee)).toMatchObject({ email: 'lee@example.test' });
    expect(
      (await lee.graphql<{ me: { lastName: string } }>('query { me { lastName } }')).data?.me.lastName,
    ).toBe('After');
    // Written under the name the admin acted as.
    expect(await latestNotice()).toEqual({
      user: 'Lee Before',
      message: 'Admin account updated: Lee After (lee@example.test)',
    });

    const input = { firstName: 'Lee', lastName: 'After', email: 'lee.new@example.test' };
    expect((await lee.graphql(UPDATE, { input })).errors?.[0]?.message).toBe(
      'Enter your current password to change your email',
    );
    expect(codeOf(await lee.graphql(UPDATE, { input: { ...input, currentPassword: 'wrong-pass' } }))).toBe(
      'OLD_PASSWORD_INCORRECT',
    );
    expect(
      codeOf(
        await lee.graphql(UPDATE, {
          input: { ...input, email: 'bistro@demo.test', currentPassword: 'own-pass-123' },
        }),
      ),
    ).toBe('EMAIL_TAKEN');
    for (const [email, message] of [
      ['', 'E-mail is required'],
      ['nope', 'E-mail must be valid'],
    ]) {
      const bad = await lee.graphql(UPDATE, { input: { ...input, email, currentPassword: 'own-pass-123' } });
      expect(bad.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_INPUT' } });
    }
    const moved = await lee.graphql<{ updateMyAdminAccount: Admin }>(UPDATE, {
      input: { ...input, currentPassword: 'own-pass-123' },
    });
    expect(moved.data?.updateMyAdminAccount.email).toBe('lee.new@example.test');
    expect(
      codeOf(
        await new ApiClient(app.baseUrl).graphql(SIGN_IN, {
          email: 'lee.new@example.test',
          password: 'own-pass-123',
        }),
      ),
    ).toBeNull();
  });

  it('changes an admin’s password with the spec’s messages and a notice', async () => {
    const { client: ana } = await addedAdmin('ana@example.test', 'Ana', 'Pass');
    const wrong = await ana.graphql(CHANGE_PASSWORD, {
      currentPassword: 'wrong-pass',
      newPassword: 'next-pass-1',
    });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Old password is incorrect' });
    const short = await ana.graphql(CHANGE_PASSWORD, {
      currentPassword: 'own-pass-123',
      newPassword: 'short',
    });
    expect(short.errors?.[0]?.message).toBe('Min 8 characters');
    const changed = await ana.graphql(CHANGE_PASSWORD, {
      currentPassword: 'own-pass-123',
      newPassword: 'next-pass-1',
    });
    expect(changed.data).toEqual({ changePassword: true });
    expect(await latestNotice()).toEqual({
      user: 'Ana Pass',
      message: 'Password changed for admin Ana Pass (ana@example.test)',
    });
    expect(
      codeOf(
        await new ApiClient(app.baseUrl).graphql(SIGN_IN, {
          email: 'ana@example.test',
          password: 'next-pass-1',
        }),
      ),
    ).toBeNull();
  });
});
