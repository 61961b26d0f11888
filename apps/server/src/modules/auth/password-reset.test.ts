import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verification } from '../../db/schema.ts';
import { ApiClient } from '../../test/client.ts';
import { mailFiles, mailText, readMail, waitForMail } from '../../test/eml.ts';
import {
  clearThrottle,
  codeOf,
  customerIdOf,
  otherCustomerEmails,
  SIGN_IN,
  verificationCodeIn,
  whoAmI,
} from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = `mutation ($email: String!, $code: String!, $newPassword: String!) {
  resetPassword(email: $email, code: $code, newPassword: $newPassword) }`;
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('forgot password on $name', ({ url }) => {
  let app: TestApp;
  let guest: ApiClient;
  let emails: string[];
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    emails = await otherCustomerEmails(app, 16);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    app?.setNow(null);
    await clearThrottle(app);
    guest = new ApiClient(app.baseUrl);
  });

  /** Each test takes accounts of its own, since a reset changes their password. */
  let next = 0;
  const freshEmail = () => {
    const email = emails[next++];
    if (!email) throw new Error('out of seeded customers');
    return email;
  };

  const requestCode = (email: string, client = guest) => client.graphql(REQUEST, { email });
  const reset = (email: string, code: string, newPassword = 'brand-new-pass', client = guest) =>
    client.graphql(RESET, { email, code, newPassword });

  async function codeFor(email: string): Promise<string> {
    const seen = mailFiles(app.dataDir);
    expect((await requestCode(email)).data).toEqual({ requestPasswordReset: true });
    return verificationCodeIn(await waitForMail(app.dataDir, email, { seen }));
  }

  it('mails a 6-digit code, and the code with a new password changes it and ends every session', async () => {
    const email = freshEmail();
    const signedIn = new ApiClient(app.baseUrl);
    await signedIn.graphql(SIGN_IN, { email, password: 'demo-pass-1' });
    expect((await whoAmI(signedIn))?.email).toBe(email);

    const seen = mailFiles(app.dataDir);
    expect(await requestCode(email)).toEqual({ data: { requestPasswordReset: true } });
    const mail = await waitForMail(app.dataDir, email, { seen });
    expect(mail.headers.get('subject')).toMatch(/verification code/i);
    expect(mailText(mail)).toContain('10 minutes');
    expect(mail.parts.map((part) => part.contentType)).toEqual(['text/plain', 'text/html']);
    const code = verificationCodeIn(mail);

    expect(await reset(email, code, 'brand-new-pass')).toEqual({ data: { resetPassword: true } });
    // Every session ends, including a cookie the cookie cache would still vouch for.
    expect(await whoAmI(signedIn)).toBeNull();
    expect(codeOf(await guest.graphql(SIGN_IN, { email, password: 'demo-pass-1' }))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(codeOf(await guest.graphql(SIGN_IN, { email, password: 'brand-new-pass' }))).toBeNull();
    // A code works once.
    expect(codeOf(await reset(email, code, 'another-pass-1'))).toBe('INVALID_CODE');
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const before = mailFiles(app.dataDir);
    expect(await requestCode('nobody-here@demo.test')).toEqual({ data: { requestPasswordReset: true } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailFiles(app.dataDir)).toEqual(before);
    // Any code for it is just a wrong code.
    expect((await reset('nobody-here@demo.test', '123456')).errors?.[0]).toMatchObject({
      message: 'Invalid code provided',
      extensions: { code: 'INVALID_CODE' },
    });
  });

  it('sends a disabled account no code, answers the same, and never resets it', async () => {
    const before = mailFiles(app.dataDir);
    expect(await requestCode('closed@demo.test')).toEqual({ data: { requestPasswordReset: true } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailFiles(app.dataDir)).toEqual(before);
    expect(codeOf(await reset('closed@demo.test', '000000'))).toBe('INVALID_CODE');
  });

  it('refuses a code for an account disabled after it was sent', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const customerId = await customerIdOf(app, email);
    await app.services.customers.setActive(customerId, false);
    expect((await reset(email, code)).errors?.[0]).toMatchObject({
      message: 'Account disabled.',
      extensions: { code: 'ACCOUNT_DISABLED' },
    });
    await app.services.customers.setActive(customerId, true);
  });

  it('counts wrong codes: 5 tries, then the code is spent', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await reset(email, wrong)).errors?.[0], `try ${attempt + 1}`).toMatchObject({
        message: 'Invalid code provided',
        extensions: { code: 'INVALID_CODE' },
      });
    }
    // The account is locked now too; with that forgotten, the code itself is still spent.
    await clearThrottle(app);
    expect((await reset(email, code)).errors?.[0]).toMatchObject({
      message: 'To many failed attempts, please try again later.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(codeOf(await guest.graphql(SIGN_IN, { email, password: 'demo-pass-1' }))).toBeNull();
  });

  it('counts tries per account, from whichever address they come', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const from = new ApiClient(app.baseUrl, { localAddress: `127.0.0.${10 + attempt}` });
      expect(codeOf(await reset(email, wrong, 'brand-new-pass', from))).toBe('INVALID_CODE');
    }
    expect(codeOf(await reset(email, code))).toBe('RATE_LIMITED');
  });

  it('locks an address that tries codes on many accounts', async () => {
    const guesser = new ApiClient(app.baseUrl, { localAddress: '127.0.0.4' });
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(codeOf(await reset(`someone${attempt}@demo.test`, '123456', 'brand-new-pass', guesser))).toBe(
        'INVALID_CODE',
      );
    }
    const email = freshEmail();
    const code = await codeFor(email);
    expect(codeOf(await reset(email, code, 'brand-new-pass', guesser))).toBe('RATE_LIMITED');
    expect(codeOf(await reset(email, code))).toBeNull();
  });

  it('reports an expired code after 10 minutes', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    app.setNow(new Date(Date.now() + 10 * MINUTE + 1000));
    expect((await reset(email, code)).errors?.[0]).toMatchObject({
      message: 'Invalid code provided, please request a code again.',
      extensions: { code: 'CODE_EXPIRED' },
    });
    expect(codeOf(await guest.graphql(SIGN_IN, { email, password: 'demo-pass-1' }))).toBeNull();
  });

  it('still takes a code at 9 minutes', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    app.setNow(new Date(Date.now() + 9 * MINUTE));
    expect(await reset(email, code)).toEqual({ data: { resetPassword: true } });
  });

  it('limits resends: not again within 20 s, and not more than 5 codes an hour', async () => {
    const email = freshEmail();
    const start = Date.now();
    const first = await codeFor(email);
    expect((await requestCode(email)).errors?.[0]).toMatchObject({
      message: 'Attempt limit exceeded, please try again later.',
      extensions: { code: 'ATTEMPT_LIMIT_EXCEEDED' },
    });
    let latest = first;
    for (let send = 2; send <= 5; send++) {
      app.setNow(new Date(start + send * 25_000));
      latest = await codeFor(email);
    }
    app.setNow(new Date(start + 6 * 25_000));
    expect(codeOf(await requestCode(email))).toBe('ATTEMPT_LIMIT_EXCEEDED');
    // A new code replaces the last one.
    if (first !== latest) expect(codeOf(await reset(email, first))).toBe('INVALID_CODE');
    expect(await reset(email, latest)).toEqual({ data: { resetPassword: true } });
  });

  it('checks the form: email, code and password', async () => {
    expect((await requestCode('  ')).errors?.[0]).toMatchObject({
      message: 'Please enter your email.',
      extensions: { code: 'BAD_INPUT' },
    });
    expect((await reset('a@demo.test', ' ')).errors?.[0]?.message).toBe('Verification code is required');
    expect((await reset('a@demo.test', '123456', 'short')).errors?.[0]?.message).toBe('Min 8 characters');
    expect((await reset('a@demo.test', '123456', '')).errors?.[0]?.message).toBe('Password is required');
  });

  it('answers step one alike for known and unknown emails: the same answer, and a code stored for each', async () => {
    const known = [freshEmail(), freshEmail(), freshEmail()];
    const unknown = known.map((email) => `gone-${email}`);
    const seen = mailFiles(app.dataDir);
    for (const email of [...known, ...unknown])
      expect(await requestCode(email)).toEqual({ data: { requestPasswordReset: true } });
    // The same statements run for every email (nothing to time apart): an unknown one's code is stored too.
    const stored = await app.database.db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(
        inArray(
          verification.identifier,
          [...known, ...unknown].map((email) => `password-reset:${email}`),
        ),
      );
    expect(stored).toHaveLength(known.length + unknown.length);
    // And the known ones did get their codes.
    for (const email of known) await waitForMail(app.dataDir, email, { seen });
    const sentTo = mailFiles(app.dataDir)
      .filter((file) => !seen.includes(file))
      .map((file) => readMail(file).headers.get('to'));
    expect(sentTo.filter((to) => unknown.includes(to ?? ''))).toEqual([]);
  });
});
