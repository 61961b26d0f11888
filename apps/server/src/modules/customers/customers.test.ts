import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, user } from '../../db/schema.ts';
import { ApiClient } from '../../test/client.ts';
import { mailFiles, mailText, waitForMail } from '../../test/eml.ts';
import {
  clearThrottle,
  codeOf,
  customerIdOf,
  otherCustomerEmails,
  SIGN_IN,
  temporaryPasswordIn,
  userIdOf,
  whoAmI,
} from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const ACCOUNT = `query { myAccount { businessName contactPerson firstName lastName phone email
  address { addr1 addr2 addr3 city postalCode } orderConfirmationEmails } }`;
const UPDATE = `mutation ($input: UpdateMyAccountInput!) {
  updateMyAccount(input: $input) { phone email orderConfirmationEmails } }`;

type Account = {
  businessName: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: { addr1: string; addr2: string; addr3: string; city: string; postalCode: string };
  orderConfirmationEmails: boolean;
};

describe.each(TEST_DATABASES)('My Account on $name', ({ url }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
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

  async function rowOf(email: string) {
    const [row] = await app.database.db
      .select()
      .from(customer)
      .where(eq(customer.id, await customerIdOf(app, email)));
    return row!;
  }

  it('shows a customer their own record', async () => {
    const bistro = await signedIn('bistro@demo.test');
    const row = await rowOf('bistro@demo.test');
    const answer = await bistro.graphql<{ myAccount: Account }>(ACCOUNT);
    expect(answer.data?.myAccount).toEqual({
      businessName: row.companyName,
      contactPerson: `${row.firstName} ${row.lastName}`,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.mobile,
      email: 'bistro@demo.test',
      address: {
        addr1: row.addr1,
        addr2: row.addr2,
        addr3: row.addr3,
        city: row.city,
        postalCode: row.postalCode,
      },
      orderConfirmationEmails: true,
    });
  });

  it('is for customers only', async () => {
    expect(codeOf(await new ApiClient(app.baseUrl).graphql(ACCOUNT))).toBe('UNAUTHENTICATED');
    const admin = await signedIn('admin@demo.test');
    expect((await admin.graphql(ACCOUNT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(codeOf(await admin.graphql(UPDATE, { input: { phone: '1' } }))).toBe('FORBIDDEN');
  });

  it('changes the phone and the order-confirmation choice, and says what is wrong with blanks', async () => {
    const takeaway = await signedIn('takeaway@demo.test');
    const changed = await takeaway.graphql<{ updateMyAccount: Account }>(UPDATE, {
      input: { phone: ' 021 555 0142 ', orderConfirmationEmails: false },
    });
    expect(changed.data?.updateMyAccount).toEqual({
      phone: '021 555 0142',
      email: 'takeaway@demo.test',
      orderConfirmationEmails: false,
    });
    expect(await rowOf('takeaway@demo.test')).toMatchObject({
      mobile: '021 555 0142',
      orderConfirmationEmails: false,
    });

    for (const input of [{ phone: '   ' }, { email: '' }]) {
      expect((await takeaway.graphql(UPDATE, { input })).errors?.[0], JSON.stringify(input)).toMatchObject({
        message: 'This field is required',
        extensions: { code: 'BAD_INPUT' },
      });
    }
    expect((await takeaway.graphql(UPDATE, { input: { email: 'not-an-email' } })).errors?.[0]?.message).toBe(
      'E-mail must be valid',
    );
    expect((await rowOf('takeaway@demo.test')).mobile).toBe('021 555 0142');
  });

  describe('changing the sign-in email', () => {
    const PASSWORD = 'demo-pass-1';
    const NEEDS_PASSWORD = 'Enter your current password to change your email';

    /** Whether a fresh browser can sign in with these details. */
    async function signsIn(email: string, password = PASSWORD): Promise<boolean> {
      return codeOf(await new ApiClient(app.baseUrl).graphql(SIGN_IN, { email, password })) === null;
    }

    it('needs the current password, and tells the old address once it has changed', async () => {
      const old = 'owner@harbour-grill.test';
      // A customer of our own for this test, so other tests keep their demo accounts.
      const [email] = await otherCustomerEmails(app, 1);
      const client = await signedIn(email!);
      const seen = mailFiles(app.dataDir);

      const answer = await client.graphql<{ updateMyAccount: Account }>(UPDATE, {
        input: { email: ` ${old.toUpperCase()} `, currentPassword: PASSWORD },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.updateMyAccount.email).toBe(old);
      // The same browser sees the new email at once, despite the cookie cache.
      expect((await whoAmI(client))?.email).toBe(old);
      const [signIn] = await app.database.db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.email, old));
      expect(signIn?.email).toBe(old);
      expect(await signsIn(email!)).toBe(false);
      expect(await signsIn(old)).toBe(true);

      const notice = mailText(await waitForMail(app.dataDir, email!, { seen }));
      const profile = await client.graphql<{ businessProfile: { phone: string } }>(
        '{ businessProfile { phone } }',
      );
      const phone = profile.data?.businessProfile.phone;
      expect(phone).toMatch(/\d/);
      expect(notice).toContain('Your sign-in email was changed');
      expect(notice).toMatch(/New sign-in email:\s+ow\*\*\*@harbour-grill\.test\n/);
      expect(notice).toMatch(/Changed:\s+\w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m\n/);
      expect(notice).toContain(`If it wasn't you, call us on ${phone} straight away`);
      // Whoever reads the old mailbox learns only enough of the new address to recognise it.
      expect(notice).not.toContain(old);
      expect(mailFiles(app.dataDir).filter((file) => !seen.includes(file))).toHaveLength(1);
    });

    it('is refused without the current password or with a wrong one, and nothing changes', async () => {
      const [, email] = await otherCustomerEmails(app, 2);
      const client = await signedIn(email!);
      const before = await rowOf(email!);
      const seen = mailFiles(app.dataDir);
      const change = { phone: '021 999 0000', email: 'taken-over@elsewhere.test' };

      for (const input of [change, { ...change, currentPassword: '' }]) {
        expect((await client.graphql(UPDATE, { input })).errors?.[0], JSON.stringify(input)).toMatchObject({
          message: NEEDS_PASSWORD,
          extensions: { code: 'BAD_INPUT' },
        });
      }
      // A wrong password is told as Change Password tells it, whether or not the email is free.
      for (const wrong of [change, { ...change, email: 'bistro@demo.test' }]) {
        const answer = await client.graphql(UPDATE, {
          input: { ...wrong, currentPassword: 'not-my-password' },
        });
        expect(answer.errors?.[0], wrong.email).toMatchObject({
          message: 'Old password is incorrect',
          extensions: { code: 'OLD_PASSWORD_INCORRECT' },
        });
      }

      expect(await rowOf(email!)).toEqual(before);
      expect((await whoAmI(client))?.email).toBe(email);
      expect(await signsIn(email!)).toBe(true);
      expect(await signsIn(change.email)).toBe(false);
      expect(mailFiles(app.dataDir)).toEqual(seen);
    });

    it('refuses an email already taken, in any case, without a word about whose it is', async () => {
      const [, , email] = await otherCustomerEmails(app, 3);
      const client = await signedIn(email!);
      const before = await rowOf(email!);
      const seen = mailFiles(app.dataDir);
      const bistro = await rowOf('bistro@demo.test');
      const traces = [bistro.id, bistro.companyName, bistro.firstName, bistro.lastName, bistro.mobile];

      for (const taken of ['Bistro@Demo.Test', 'ADMIN@demo.test']) {
        const answer = await client.graphql(UPDATE, {
          input: { phone: '021 999 0001', email: taken, currentPassword: PASSWORD },
        });
        expect(answer.data).toBeNull();
        expect(answer.errors).toHaveLength(1);
        expect(answer.errors?.[0]).toMatchObject({
          message: 'This email already exists, please try a different email address',
          extensions: { code: 'EMAIL_TAKEN' },
        });
        expect(answer.errors?.[0]?.extensions).toEqual({ code: 'EMAIL_TAKEN' });
        const told = JSON.stringify(answer);
        for (const trace of [...traces, await userIdOf(app, taken.toLowerCase())]) {
          expect(told).not.toContain(trace);
        }
      }

      expect(await rowOf(email!)).toEqual(before);
      expect(await signsIn(email!)).toBe(true);
      expect(mailFiles(app.dataDir)).toEqual(seen);
    });

    it('is not asked for when only the phone changes, or the same email comes back in another case', async () => {
      const [, , , email] = await otherCustomerEmails(app, 4);
      const client = await signedIn(email!);
      const seen = mailFiles(app.dataDir);

      const phoneOnly = await client.graphql<{ updateMyAccount: Account }>(UPDATE, {
        input: { phone: '021 555 0177' },
      });
      expect(phoneOnly.data?.updateMyAccount).toMatchObject({ phone: '021 555 0177', email });
      const sameEmail = await client.graphql<{ updateMyAccount: Account }>(UPDATE, {
        input: { phone: '021 555 0178', email: ` ${email!.toUpperCase()} ` },
      });
      expect(sameEmail.errors).toBeUndefined();
      expect(sameEmail.data?.updateMyAccount).toMatchObject({ phone: '021 555 0178', email });

      expect(await rowOf(email!)).toMatchObject({ mobile: '021 555 0178', email });
      expect(await signsIn(email!)).toBe(true);
      expect(mailFiles(app.dataDir)).toEqual(seen);
    });
  });

  describe('another customer’s record', () => {
    it('cannot be named in a query or a change: there is no argument for it', async () => {
      const bistro = await signedIn('bistro@demo.test');
      const takeawayId = await customerIdOf(app, 'takeaway@demo.test');
      const before = await rowOf('takeaway@demo.test');
      const forged = [
        bistro.graphql(`query { myAccount(customerId: "${takeawayId}") { email } }`),
        bistro.graphql(
          `mutation { updateMyAccount(customerId: "${takeawayId}", input: { phone: "1" }) { phone } }`,
        ),
        bistro.graphql(UPDATE, { input: { phone: '000 000', customerId: takeawayId } }),
        bistro.graphql(UPDATE, { input: { phone: '000 000', id: takeawayId } }),
      ];
      for (const answer of await Promise.all(forged)) {
        expect(answer.data ?? null).toBeNull();
        // Refused before anything runs: an unknown argument, or variables of the wrong shape.
        expect(['GRAPHQL_VALIDATION_FAILED', 'BAD_INPUT']).toContain(codeOf(answer));
      }
      expect(await rowOf('takeaway@demo.test')).toEqual(before);
    });

    it('is not reached with another customer’s cached session data beside one’s own session', async () => {
      const bistro = await signedIn('bistro@demo.test');
      const takeaway = await signedIn('takeaway@demo.test');
      const cookie = (client: ApiClient, name: string) =>
        client.cookieHeader.split('; ').find((pair) => pair.startsWith(`${name}=`)) ?? '';
      const mixed = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: app.baseUrl,
          cookie: `${cookie(bistro, 'better-auth.session_token')}; ${cookie(takeaway, 'better-auth.session_data')}`,
        },
        body: JSON.stringify({ query: 'query { myAccount { email } }' }),
      });
      expect(await mixed.json()).toEqual({ data: { myAccount: { email: 'bistro@demo.test' } } });
    });
  });

  describe('staff operations on a customer’s access', () => {
    const SET_ACTIVE = `mutation ($customerId: ID!, $isActive: Boolean!) {
      setCustomerActive(customerId: $customerId, isActive: $isActive) }`;
    const ISSUE = `mutation ($customerId: ID!) { issueCustomerTemporaryPassword(customerId: $customerId) }`;

    it('are refused to guests and customers, and change nothing', async () => {
      const takeawayId = await customerIdOf(app, 'takeaway@demo.test');
      const before = await rowOf('takeaway@demo.test');
      const bistro = await signedIn('bistro@demo.test');
      const guest = new ApiClient(app.baseUrl);
      const seen = mailFiles(app.dataDir);
      for (const [client, code] of [
        [guest, 'UNAUTHENTICATED'],
        [bistro, 'FORBIDDEN'],
      ] as const) {
        expect(codeOf(await client.graphql(SET_ACTIVE, { customerId: takeawayId, isActive: false }))).toBe(
          code,
        );
        expect(codeOf(await client.graphql(ISSUE, { customerId: takeawayId }))).toBe(code);
      }
      expect(await rowOf('takeaway@demo.test')).toEqual(before);
      expect(mailFiles(app.dataDir)).toEqual(seen);
      await signedIn('takeaway@demo.test');
    });

    it('disable a customer at once and enable them again', async () => {
      const admin = await signedIn('admin@demo.test');
      const takeaway = await signedIn('takeaway@demo.test');
      const takeawayId = await customerIdOf(app, 'takeaway@demo.test');
      const off = await admin.graphql(SET_ACTIVE, { customerId: takeawayId, isActive: false });
      expect(off.data).toEqual({ setCustomerActive: true });
      expect(await whoAmI(takeaway)).toBeNull();
      expect((await rowOf('takeaway@demo.test')).isActive).toBe(false);
      expect(
        codeOf(
          await new ApiClient(app.baseUrl).graphql(SIGN_IN, {
            email: 'takeaway@demo.test',
            password: 'demo-pass-1',
          }),
        ),
      ).toBe('ACCOUNT_DISABLED');
      const on = await admin.graphql(SET_ACTIVE, { customerId: takeawayId, isActive: true });
      expect(on.data).toEqual({ setCustomerActive: true });
      await signedIn('takeaway@demo.test');
    });

    it('mail a temporary password that must be replaced at the next sign-in', async () => {
      const admin = await signedIn('admin@demo.test');
      const email = (await otherCustomerEmails(app, 1))[0]!;
      const customerId = await customerIdOf(app, email);
      const seen = mailFiles(app.dataDir);
      const answer = await admin.graphql<{ issueCustomerTemporaryPassword: string }>(ISSUE, { customerId });
      const expiresAt = Date.parse(answer.data?.issueCustomerTemporaryPassword ?? '');
      expect(expiresAt - Date.now()).toBeGreaterThan(23 * 3_600_000);
      const password = temporaryPasswordIn(await waitForMail(app.dataDir, email, { seen }));
      const client = new ApiClient(app.baseUrl);
      const signIn = await client.graphql<{ signIn: { mustChangePassword: boolean } }>(SIGN_IN, {
        email,
        password,
      });
      expect(signIn.data?.signIn.mustChangePassword).toBe(true);
    });

    it('reset a password staff typed, which the customer must replace, with a notice', async () => {
      const admin = await signedIn('admin@demo.test');
      const bistro = await signedIn('bistro@demo.test');
      const customerId = await customerIdOf(app, 'bistro@demo.test');
      const SET = `mutation ($customerId: ID!, $password: String) {
        issueCustomerTemporaryPassword(customerId: $customerId, password: $password) }`;
      for (const [password, message] of [
        ['', 'Required.'],
        ['short', 'Min 8 characters'],
      ] as const) {
        const refused = await admin.graphql(SET, { customerId, password });
        expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_INPUT' } });
      }
      expect(await whoAmI(bistro)).not.toBeNull();
      const seen = mailFiles(app.dataDir);
      const answer = await admin.graphql(SET, { customerId, password: 'Chosen-88' });
      expect(codeOf(answer)).toBeNull();
      // Their sessions end at once; the mail carries the password staff chose.
      expect(await whoAmI(bistro)).toBeNull();
      expect(temporaryPasswordIn(await waitForMail(app.dataDir, 'bistro@demo.test', { seen }))).toBe(
        'Chosen-88',
      );
      const client = new ApiClient(app.baseUrl);
      const signIn = await client.graphql<{ signIn: { mustChangePassword: boolean } }>(SIGN_IN, {
        email: 'bistro@demo.test',
        password: 'Chosen-88',
      });
      expect(signIn.data?.signIn.mustChangePassword).toBe(true);
      const notices = await admin.graphql<{ listNotifications: Array<{ user: string; message: string }> }>(
        'query { listNotifications { user message } }',
      );
      expect(notices.data?.listNotifications[0]).toEqual({
        user: 'Aroha Admin',
        message: `Password reset for ${(await rowOf('bistro@demo.test')).companyName}`,
      });
      // Back to the demo password for the tests after this one.
      await client.graphql('mutation ($p: String!) { completeFirstSignIn(newPassword: $p) { id } }', {
        p: 'demo-pass-1',
      });
    });

    it('search customers for staff from 3 characters, at most 7', async () => {
      const admin = await signedIn('admin@demo.test');
      const SEARCH =
        'query ($search: String!) { searchCustomers(search: $search) { id companyName contactName email } }';
      type Match = { id: string; companyName: string; contactName: string; email: string };
      const search = async (text: string) =>
        (await admin.graphql<{ searchCustomers: Match[] }>(SEARCH, { search: text })).data?.searchCustomers;
      expect(await search('bi')).toEqual([]);
      const bistro = await rowOf('bistro@demo.test');
      expect(await search('BISTRO@demo')).toEqual([
        {
          id: bistro.id,
          companyName: bistro.companyName,
          contactName: `${bistro.firstName} ${bistro.lastName}`,
          email: 'bistro@demo.test',
        },
      ]);
      expect((await search(bistro.companyName.slice(0, 5)))?.map((m) => m.id)).toContain(bistro.id);
      expect((await search(bistro.lastName))?.map((m) => m.id)).toContain(bistro.id);
      expect((await search('.test'))?.length).toBe(7);
      for (const [client, code] of [
        [new ApiClient(app.baseUrl), 'UNAUTHENTICATED'],
        [await signedIn('takeaway@demo.test'), 'FORBIDDEN'],
      ] as const) {
        expect(codeOf(await client.graphql(SEARCH, { search: 'bistro' }))).toBe(code);
      }
    });

    it('answer NOT_FOUND for an id that names no customer', async () => {
      const admin = await signedIn('admin@demo.test');
      const nobody = '00000000-0000-4000-8000-000000000000';
      expect(codeOf(await admin.graphql(SET_ACTIVE, { customerId: nobody, isActive: false }))).toBe(
        'NOT_FOUND',
      );
      expect(codeOf(await admin.graphql(ISSUE, { customerId: 'not-an-id' }))).toBe('NOT_FOUND');
    });
  });
});
