import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account, user } from '../../db/schema.ts';
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
import { verifyPassword } from './password-hash.ts';

const HOUR = 3_600_000;
const SEEDED_AT = new Date('2026-11-20T21:00:00Z'); // startTestApp seeds with this `now`
const COMPLETE = `mutation ($newPassword: String!) { completeFirstSignIn(newPassword: $newPassword) { ${VIEWER_FIELDS} } }`;

describe.each(TEST_DATABASES)('first sign-in with a temporary password on $name', ({ url }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    app?.setNow(null);
    await clearThrottle(app);
  });

  const signIn = (client: ApiClient, email: string, password: string) =>
    client.graphql<{ signIn: ViewerJson }>(SIGN_IN, { email, password });

  /** Staff give the customer a new temporary password; it arrives by mail. */
  async function issueTemporaryPassword(email: string): Promise<{ password: string; expiresAt: Date }> {
    const seen = mailFiles(app.dataDir);
    const { expiresAt } = await app.services.auth.issueTemporaryPassword(await userIdOf(app, email));
    const mail = await waitForMail(app.dataDir, email, { seen });
    return { password: temporaryPasswordIn(mail), expiresAt };
  }

  it('mails a random 8-character password valid 24 hours, in text and in the brand’s HTML', async () => {
    const seen = mailFiles(app.dataDir);
    const before = Date.now();
    const { expiresAt } = await app.services.auth.issueTemporaryPassword(
      await userIdOf(app, 'takeaway@demo.test'),
    );
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * HOUR);
    const mail = await waitForMail(app.dataDir, 'takeaway@demo.test', { seen });
    const password = temporaryPasswordIn(mail);
    expect(password).toMatch(/^[A-Za-z2-9]{8}$/);
    expect(mail.headers.get('subject')).toMatch(/sign-in details/);
    expect(mailText(mail)).toContain('24 hours');
    const html = mail.parts.find((part) => part.contentType === 'text/html')?.body ?? '';
    expect(html).toContain(`>${password}</p>`);
    expect(html).toMatch(/#4CAF50/i);

    // Stored hashed with better-auth's scrypt, never as typed.
    const [row] = await app.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, 'takeaway@demo.test'), eq(account.providerId, 'credential')));
    expect(row?.password).not.toContain(password);
    expect(await verifyPassword({ hash: row!.password!, password })).toBe(true);

    // A second one is different again.
    expect((await issueTemporaryPassword('takeaway@demo.test')).password).not.toBe(password);
  });

  it('signs in to nothing but the new-password step until it is done, then to everything', async () => {
    const { password } = await issueTemporaryPassword('bistro@demo.test');
    const client = new ApiClient(app.baseUrl);
    const signedIn = await signIn(client, 'bistro@demo.test', password);
    expect(signedIn.data?.signIn).toMatchObject({ role: 'CUSTOMER', mustChangePassword: true });
    expect(await whoAmI(client)).toMatchObject({ email: 'bistro@demo.test', mustChangePassword: true });

    // The server refuses everything else, whatever the browser does.
    for (const document of [
      'query { myAccount { email } }',
      'query { getSettingsVariables { cutoffHour } }',
      'mutation { changePassword(currentPassword: "x", newPassword: "new-pass-123") }',
      'mutation { updateMyAccount(input: { phone: "021 000 000" }) { phone } }',
    ]) {
      const answer = await client.graphql(document);
      expect(answer.errors?.[0], document).toMatchObject({
        message: 'Please choose a new password to continue.',
        extensions: { code: 'PASSWORD_CHANGE_REQUIRED' },
      });
    }
    // Open pages answer as for a guest: no prices.
    const products = await client.graphql<{ listProducts: { products: Array<{ price: unknown }> } }>(
      'query { listProducts(first: 3) { products { price { price } } } }',
    );
    expect(products.data?.listProducts.products.map((p) => p.price)).toEqual([null, null, null]);

    // Too short is refused with the form's message, and nothing changes.
    const short = await client.graphql(COMPLETE, { newPassword: 'short' });
    expect(short.errors?.[0]).toMatchObject({
      message: 'Min 8 characters',
      extensions: { code: 'BAD_INPUT' },
    });

    const before = client.cookieHeader;
    const copy = new ApiClient(app.baseUrl);
    copy.useCookiesOf(client);
    const done = await client.graphql<{ completeFirstSignIn: ViewerJson }>(COMPLETE, {
      newPassword: 'my-own-pass-1',
    });
    expect(done.data?.completeFirstSignIn).toMatchObject({
      email: 'bistro@demo.test',
      mustChangePassword: false,
    });
    expect(client.cookieHeader).not.toBe(before);
    expect(
      (await client.graphql<{ myAccount: { email: string } }>('query { myAccount { email } }')).data,
    ).toEqual({
      myAccount: { email: 'bistro@demo.test' },
    });
    // The session that held the temporary password is over.
    expect(await whoAmI(copy)).toBeNull();
    // The temporary password is gone, the new one works.
    expect(codeOf(await signIn(new ApiClient(app.baseUrl), 'bistro@demo.test', password))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(codeOf(await signIn(new ApiClient(app.baseUrl), 'bistro@demo.test', 'my-own-pass-1'))).toBeNull();
    // And the step cannot be taken twice.
    expect(codeOf(await client.graphql(COMPLETE, { newPassword: 'another-pass-1' }))).toBe('FORBIDDEN');
  });

  it('refuses an expired temporary password at sign-in with the spec’s message', async () => {
    const { password, expiresAt } = await issueTemporaryPassword('takeaway@demo.test');
    app.setNow(new Date(expiresAt.getTime() - 60_000));
    expect(codeOf(await signIn(new ApiClient(app.baseUrl), 'takeaway@demo.test', password))).toBeNull();
    app.setNow(expiresAt);
    const refused = await signIn(new ApiClient(app.baseUrl), 'takeaway@demo.test', password);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Temporary password has expired. Please contact the provider to get a new one.',
      extensions: { code: 'TEMP_PASSWORD_EXPIRED' },
    });
    // Only someone who knows the password learns that it expired.
    expect(codeOf(await signIn(new ApiClient(app.baseUrl), 'takeaway@demo.test', 'wrong-pass'))).toBe(
      'INVALID_CREDENTIALS',
    );
    // REST says the same.
    const rest = await new ApiClient(app.baseUrl).signIn('takeaway@demo.test', password);
    expect(rest.status).toBe(403);
    expect((await rest.json()).code).toBe('TEMP_PASSWORD_EXPIRED');
  });

  it('refuses the new password once the temporary one has expired, and ends that session', async () => {
    const { password, expiresAt } = await issueTemporaryPassword('takeaway@demo.test');
    const client = new ApiClient(app.baseUrl);
    expect(codeOf(await signIn(client, 'takeaway@demo.test', password))).toBeNull();
    app.setNow(new Date(expiresAt.getTime() + 1000));
    expect(codeOf(await client.graphql(COMPLETE, { newPassword: 'too-late-pass' }))).toBe(
      'TEMP_PASSWORD_EXPIRED',
    );
    expect(await whoAmI(client)).toBeNull();
  });

  it('ends every session the user had when staff issue a temporary password', async () => {
    const client = new ApiClient(app.baseUrl);
    const email = 'takeaway@demo.test';
    const { password } = await issueTemporaryPassword(email);
    await signIn(client, email, password);
    await client.graphql(COMPLETE, { newPassword: 'settled-pass-1' });
    expect((await whoAmI(client))?.mustChangePassword).toBe(false);
    await issueTemporaryPassword(email);
    expect(await whoAmI(client)).toBeNull();
  });

  it('lets the seeded newcomer in with temp-pass-1 within a day of seeding, and not after', async () => {
    app.setNow(new Date(SEEDED_AT.getTime() + HOUR));
    const client = new ApiClient(app.baseUrl);
    expect((await signIn(client, 'newbie@demo.test', 'temp-pass-1')).data?.signIn.mustChangePassword).toBe(
      true,
    );
    app.setNow(new Date(SEEDED_AT.getTime() + 24 * HOUR));
    expect(codeOf(await signIn(new ApiClient(app.baseUrl), 'newbie@demo.test', 'temp-pass-1'))).toBe(
      'TEMP_PASSWORD_EXPIRED',
    );
  });
});
