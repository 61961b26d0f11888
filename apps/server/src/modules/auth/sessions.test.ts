import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/client.ts';
import {
  clearThrottle,
  codeOf,
  customerIdOf,
  otherCustomerEmails,
  SIGN_IN,
  whoAmI,
} from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }`;
const ACCOUNT_CHANGED = 'subscription { myAccountChanged { action isActive } }';

describe.each(TEST_DATABASES)('sessions on $name', ({ url }) => {
  let app: TestApp;
  let emails: string[];
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    emails = await otherCustomerEmails(app, 10);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    app?.setNow(null);
    await clearThrottle(app);
  });

  let next = 0;
  const freshEmail = () => {
    const email = emails[next++];
    if (!email) throw new Error('out of seeded customers');
    return email;
  };

  async function signedIn(email: string, password = 'demo-pass-1'): Promise<ApiClient> {
    const client = new ApiClient(app.baseUrl);
    const answer = await client.graphql(SIGN_IN, { email, password });
    expect(codeOf(answer), `sign-in as ${email}`).toBeNull();
    return client;
  }

  /** Another browser holding a copy of this one's cookies (the cookie cache would vouch for them). */
  function copyOf(client: ApiClient): ApiClient {
    const copy = new ApiClient(app.baseUrl);
    copy.useCookiesOf(client);
    return copy;
  }

  it('ends at sign-out, for a copied cookie too', async () => {
    const client = await signedIn(freshEmail());
    const copy = copyOf(client);
    expect(await whoAmI(copy)).not.toBeNull();
    expect((await client.signOut()).status).toBe(200);
    expect(await whoAmI(client)).toBeNull();
    expect(await whoAmI(copy)).toBeNull();
  });

  describe('changing the password', () => {
    it('refuses a wrong current password with the spec’s message', async () => {
      const client = await signedIn(freshEmail());
      const answer = await client.graphql(CHANGE, {
        currentPassword: 'not-it-at-all',
        newPassword: 'next-pass-1',
      });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Old password is incorrect',
        extensions: { code: 'OLD_PASSWORD_INCORRECT' },
      });
      expect(
        (await client.graphql(CHANGE, { currentPassword: 'demo-pass-1', newPassword: 'short' })).errors?.[0],
      ).toMatchObject({ message: 'Min 8 characters', extensions: { code: 'BAD_INPUT' } });
      expect(await whoAmI(client)).not.toBeNull();
    });

    it('keeps this browser signed in and ends every other session at once', async () => {
      const email = freshEmail();
      const here = await signedIn(email);
      const there = await signedIn(email);
      const copyOfHere = copyOf(here);
      expect(
        await here.graphql(CHANGE, { currentPassword: 'demo-pass-1', newPassword: 'next-pass-1' }),
      ).toEqual({
        data: { changePassword: true },
      });
      expect((await whoAmI(here))?.email).toBe(email);
      expect(await whoAmI(there)).toBeNull();
      expect(await whoAmI(copyOfHere)).toBeNull();
      expect(
        codeOf(await new ApiClient(app.baseUrl).graphql(SIGN_IN, { email, password: 'demo-pass-1' })),
      ).toBe('INVALID_CREDENTIALS');
      await signedIn(email, 'next-pass-1');
    });

    it('backs off after repeated wrong current passwords', async () => {
      const client = await signedIn(freshEmail());
      for (let attempt = 0; attempt < 5; attempt++) {
        await client.graphql(CHANGE, { currentPassword: `wrong-${attempt}`, newPassword: 'next-pass-1' });
      }
      expect(
        codeOf(await client.graphql(CHANGE, { currentPassword: 'demo-pass-1', newPassword: 'next-pass-1' })),
      ).toBe('RATE_LIMITED');
    });

    it('is for signed-in users only', async () => {
      const answer = await new ApiClient(app.baseUrl).graphql(CHANGE, {
        currentPassword: 'demo-pass-1',
        newPassword: 'next-pass-1',
      });
      expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    });
  });

  describe('limits', () => {
    it('ends a session left alone for 3 days, counted from its last request', async () => {
      const started = Date.now();
      const idle = await signedIn(freshEmail());
      const used = await signedIn(freshEmail());
      app.setNow(new Date(started + 3 * DAY - 60_000));
      expect(await whoAmI(used)).not.toBeNull();
      app.setNow(new Date(started + 3 * DAY + 60_000));
      expect(await whoAmI(idle)).toBeNull();
      expect(await whoAmI(used)).not.toBeNull();
      app.setNow(new Date(started + 6 * DAY));
      expect(await whoAmI(used)).toBeNull();
    });

    it('ends a busy session 7 days after sign-in', async () => {
      const client = await signedIn(freshEmail());
      // Taken after signing in: the session began before this, so 7 days and a second later it has ended
      // however long signing in took on a busy machine.
      const started = Date.now();
      for (const day of [2, 4, 6]) {
        app.setNow(new Date(started + day * DAY));
        expect(await whoAmI(client), `day ${day}`).not.toBeNull();
      }
      app.setNow(new Date(started + 7 * DAY + 1000));
      expect(await whoAmI(client)).toBeNull();
    });
  });

  describe('disabling a customer', () => {
    it('signs them out everywhere at once, tells only their browsers, and refuses their sign-in', async () => {
      const disabledEmail = freshEmail();
      const bystanderEmail = freshEmail();
      const disabled = await signedIn(disabledEmail);
      const elsewhere = await signedIn(disabledEmail);
      const copy = copyOf(disabled);
      const bystander = await signedIn(bystanderEmail);
      const disabledId = await customerIdOf(app, disabledEmail);

      const toDisabled = await disabled.firstEvent<{
        myAccountChanged: { action: string; isActive: boolean };
      }>(ACCOUNT_CHANGED);
      const toBystander = await bystander.firstEvent<{
        myAccountChanged: { action: string; isActive: boolean };
      }>(ACCOUNT_CHANGED);
      await app.services.customers.setActive(disabledId, false);

      expect((await toDisabled.event).data).toEqual({
        myAccountChanged: { action: 'UPDATED', isActive: false },
      });
      for (const client of [disabled, elsewhere, copy]) expect(await whoAmI(client)).toBeNull();
      expect(codeOf(await disabled.graphql('query { myAccount { email } }'))).toBe('UNAUTHENTICATED');
      expect(
        codeOf(
          await new ApiClient(app.baseUrl).graphql(SIGN_IN, {
            email: disabledEmail,
            password: 'demo-pass-1',
          }),
        ),
      ).toBe('ACCOUNT_DISABLED');

      // The bystander heard nothing of it: their first event is their own later change.
      expect(await whoAmI(bystander)).not.toBeNull();
      await bystander.graphql('mutation { updateMyAccount(input: { phone: "09 555 0199" }) { phone } }');
      expect((await toBystander.event).data).toEqual({
        myAccountChanged: { action: 'UPDATED', isActive: true },
      });

      // Enabled again, they can sign in again.
      await app.services.customers.setActive(disabledId, true);
      expect(await whoAmI(await signedIn(disabledEmail))).not.toBeNull();
    });

    it('keeps the live account stream from guests and staff', async () => {
      const guest = new ApiClient(app.baseUrl);
      const admin = await signedIn('admin@demo.test');
      const forGuest = await (await guest.firstEvent(ACCOUNT_CHANGED)).event;
      const forAdmin = await (await admin.firstEvent(ACCOUNT_CHANGED)).event;
      expect(forGuest.errors?.[0]?.message).toBe('Please sign in to continue.');
      expect(forAdmin.errors?.[0]?.message).toBe('You do not have access to this.');
    });
  });
});
