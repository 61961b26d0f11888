import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema.ts';
import { ApiClient } from '../test/client.ts';
import { mailFiles, waitForMail } from '../test/eml.ts';
import { clearThrottle, otherCustomerEmails } from '../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';

/** The From header of a mail the shop sends (a password-reset code to `email`), as written under DATA_DIR/mail. */
async function senderOfMailTo(app: TestApp, email: string): Promise<string | undefined> {
  const seen = mailFiles(app.dataDir);
  await clearThrottle(app);
  expect((await new ApiClient(app.baseUrl).graphql(REQUEST, { email })).errors).toBeUndefined();
  return (await waitForMail(app.dataDir, email, { seen })).headers.get('from');
}

describe.each(TEST_DATABASES)('mail sender on $name', ({ url }) => {
  describe('without MAIL_FROM', () => {
    let app: TestApp;
    let emails: string[];
    beforeAll(async () => {
      app = await startTestApp({ databaseUrl: url });
      emails = await otherCustomerEmails(app, 3);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('comes from the business’s own name and address in Settings, as they are when it is sent', async () => {
      expect(await senderOfMailTo(app, emails[0]!)).toBe('Kauri Meats <orders@kaurimeats.test>');

      await app.database.db
        .update(settings)
        .set({ brand: 'Southside Meats, Ltd', email: 'sales@southside.test' });
      app.services.events.publish('settings', { changed: true });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await senderOfMailTo(app, emails[1]!)).toBe('"Southside Meats, Ltd" <sales@southside.test>');

      // A business without an address of its own still signs with its name.
      await app.database.db.update(settings).set({ email: '' });
      app.services.events.publish('settings', { changed: true });
      await new Promise((resolve) => setTimeout(resolve, 10));
      const host = new URL(app.baseUrl).hostname;
      expect(await senderOfMailTo(app, emails[2]!)).toBe(`"Southside Meats, Ltd" <no-reply@${host}>`);
    });
  });

  describe('with MAIL_FROM', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({
        databaseUrl: url,
        extraEnv: { MAIL_FROM: 'Kauri Meats Orders <orders@mail.kaurimeats.test>' },
      });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('comes from MAIL_FROM, whatever Settings say', async () => {
      const [email] = await otherCustomerEmails(app, 1);
      expect(await senderOfMailTo(app, email!)).toBe('Kauri Meats Orders <orders@mail.kaurimeats.test>');
    });
  });
});
