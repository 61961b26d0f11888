import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/client.ts';
import { clearThrottle, codeOf, otherCustomerEmails, SIGN_IN } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const PASSWORD = 'demo-pass-1';
const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = `mutation ($email: String!, $code: String!, $newPassword: String!) {
  resetPassword(email: $email, code: $code, newPassword: $newPassword) }`;
const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }`;

/** How many answers had each status or code, e.g. `{ 401: 5, 429: 45 }`. */
function tally(outcomes: ReadonlyArray<number | string | null>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[String(outcome)] = (counts[String(outcome)] ?? 0) + 1;
  return counts;
}

function times<T>(count: number, attempt: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => attempt(index)));
}

describe.each(TEST_DATABASES)('throttles under bursts on $name', ({ url }) => {
  let app: TestApp;
  let emails: string[];
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    emails = await otherCustomerEmails(app, 4);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    app?.setNow(null);
    await clearThrottle(app);
  });

  const from = (address: string) => new ApiClient(app.baseUrl, { localAddress: address });

  it('checks exactly 5 of 50 concurrent wrong passwords for one account, and the lock holds', async () => {
    const attacker = from('127.0.0.20');
    const answers = await times(50, (index) => attacker.signIn('bistro@demo.test', `wrong-${index}`));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 5, 429: 45 });
    // Even the right password, even from elsewhere.
    expect((await from('127.0.0.21').signIn('bistro@demo.test', PASSWORD)).status).toBe(429);
  });

  it('checks exactly 20 of 100 concurrent wrong sign-ins from one address', async () => {
    const sprayer = from('127.0.0.22');
    const answers = await times(100, (index) => sprayer.signIn(`spray${index}@demo.test`, 'Password1'));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 20, 429: 80 });
    expect((await sprayer.signIn('takeaway@demo.test', PASSWORD)).status).toBe(429);
    // The accounts it tried are not held against anyone else.
    expect((await from('127.0.0.23').signIn('takeaway@demo.test', PASSWORD)).status).toBe(200);
  });

  it('never locks an address for signing in, however often', async () => {
    const restaurant = from('127.0.0.24');
    const staff = ['bistro@demo.test', 'takeaway@demo.test', ...emails];
    for (let signIn = 0; signIn < 25; signIn++) {
      const email = staff[signIn % staff.length]!;
      expect((await restaurant.signIn(email, PASSWORD)).status, `sign-in ${signIn + 1}`).toBe(200);
    }
    expect((await restaurant.signIn('bistro@demo.test', 'not-the-password')).status).toBe(401);
  });

  it('lets a sign-in through once an address lock passes, without relocking it', async () => {
    const office = from('127.0.0.25');
    await times(20, (index) => office.signIn(`typo${index}@demo.test`, 'Password1'));
    expect((await office.signIn('bistro@demo.test', PASSWORD)).status).toBe(429);
    const lockPassed = Date.now() + 61_000;
    app.setNow(new Date(lockPassed));
    // The 21st attempt would lock for 2 minutes were it a failure; a success gives it back.
    expect((await office.signIn('bistro@demo.test', PASSWORD)).status).toBe(200);
    expect((await office.signIn('takeaway@demo.test', PASSWORD)).status).toBe(200);
    // The failures still stand: the next one locks again, for longer.
    expect((await office.signIn('typo@demo.test', 'Password1')).status).toBe(401);
    app.setNow(new Date(lockPassed + 61_000));
    expect((await office.signIn('bistro@demo.test', PASSWORD)).status).toBe(429);
  });

  it('checks exactly 5 of 50 concurrent wrong codes for one account', async () => {
    const guesser = from('127.0.0.26');
    const answers = await times(50, (index) =>
      guesser.graphql(RESET, {
        email: 'burst@demo.test',
        code: String(100000 + index),
        newPassword: 'brand-new-pass',
      }),
    );
    expect(tally(answers.map(codeOf))).toEqual({ INVALID_CODE: 5, RATE_LIMITED: 45 });
  });

  it('sends one code for 10 concurrent requests, since sends are 20 s apart', async () => {
    const client = from('127.0.0.27');
    const answers = await times(10, () => client.graphql(REQUEST, { email: 'burst@demo.test' }));
    expect(tally(answers.map(codeOf))).toEqual({ null: 1, ATTEMPT_LIMIT_EXCEEDED: 9 });
  });

  it('checks exactly 5 of 20 concurrent wrong current passwords', async () => {
    const client = from('127.0.0.28');
    const email = emails[0]!;
    expect(codeOf(await client.graphql(SIGN_IN, { email, password: PASSWORD }))).toBeNull();
    const answers = await times(20, (index) =>
      client.graphql(CHANGE, { currentPassword: `wrong-${index}`, newPassword: 'next-pass-1' }),
    );
    expect(tally(answers.map(codeOf))).toEqual({ OLD_PASSWORD_INCORRECT: 5, RATE_LIMITED: 15 });
    expect(
      codeOf(await client.graphql(CHANGE, { currentPassword: PASSWORD, newPassword: 'next-pass-1' })),
    ).toBe('RATE_LIMITED');
  });
});
