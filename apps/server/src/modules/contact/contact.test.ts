import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, spentChallenge } from '../../db/schema.ts';
import { ApiClient } from '../../test/client.ts';
import { mailFiles, readMail } from '../../test/eml.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { botCheckCost } from './bot-check.ts';
import { CONTACT_LIMIT } from './contact.service.ts';

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;

const FORM = {
  fullName: 'Sam Chen',
  email: 'Sam.Chen@Bistro.test',
  // As pasted from a phone's contacts: spaces and a leading + are kept.
  mobile: '+64 21 555 1234',
  message: 'Do you deliver to Petone on Saturdays?\nWe need 20 kg of chicken thighs.',
};

/** Solves a challenge the way the widget does and encodes the payload it would submit. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

describe.each(TEST_DATABASES)('contact form on $name', ({ url }) => {
  let app: TestApp;
  let guest: ApiClient;
  let businessEmail: string;
  // Messages that passed the bot check count towards the per-address limit, sent or not.
  let slotsUsed = 0;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    guest = new ApiClient(app.baseUrl);
    const profile = await guest.graphql<{ businessProfile: { email: string } }>(
      '{ businessProfile { email } }',
    );
    businessEmail = profile.data!.businessProfile.email;
    expect(businessEmail).toMatch(/@/);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function fetchChallenge(): Promise<Challenge> {
    const response = await guest.request('/api/altcha/challenge');
    expect(response.status).toBe(200);
    return (await response.json()) as Challenge;
  }

  const solvedPayload = async () => solve(await fetchChallenge());
  /** Settings are cached; a write straight to the table must say so, as the settings screen will. */
  const settingsChanged = async () => {
    app.services.events.publish('settings', { changed: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
  };

  const send = (input: Record<string, unknown>) =>
    guest.graphql<{ sendContactMessage: boolean }>(SEND, { input });

  it('hands out signed challenges that expire in ten minutes and are never cached', async () => {
    const before = Date.now() / 1_000;
    const response = await guest.request('/api/altcha/challenge');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const first = (await response.json()) as Challenge;
    const second = await fetchChallenge();

    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(first.parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before + 600));
    expect(first.parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1_000 + 600));
    expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
  });

  it('mails a guest’s message to the business address, Reply-To the sender, as text and HTML', async () => {
    const before = mailFiles(app.dataDir);
    const message = 'Is <script>alert("x")</script> & co. on the menu?\nThanks';
    const result = await send({ ...FORM, mobile: undefined, message, altcha: await solvedPayload() });
    slotsUsed++;
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ sendContactMessage: true });

    const written = mailFiles(app.dataDir).filter((file) => !before.includes(file));
    expect(written).toHaveLength(1);
    const mail = readMail(written[0]!);
    expect(mail.headers.get('to')).toBe(businessEmail);
    expect(mail.headers.get('reply-to')).toBe('sam.chen@bistro.test');
    expect(mail.headers.get('subject')).toBe('Website enquiry from Sam Chen');
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);

    const text = mail.parts.find((part) => part.contentType === 'text/plain')?.body ?? '';
    expect(text).toContain('Name:   Sam Chen');
    expect(text).toContain('Mobile: not given');
    expect(text).toContain(message);

    const html = mail.parts.find((part) => part.contentType === 'text/html')?.body ?? '';
    expect(html).toContain('Kauri Meats');
    expect(html).toMatch(/#4CAF50/i);
    expect(html).toContain('Is &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co. on the menu?');
    expect(html).not.toContain('<script>');
  });

  it('refuses a replayed solution and sends nothing more', async () => {
    const altcha = await solvedPayload();
    const first = mailFiles(app.dataDir);
    expect((await send({ ...FORM, altcha })).data).toEqual({ sendContactMessage: true });
    slotsUsed++;
    const before = mailFiles(app.dataDir);
    const sent = readMail(before.find((file) => !first.includes(file))!);
    expect(sent.parts.find((part) => part.contentType === 'text/plain')?.body).toContain(
      'Mobile: +64 21 555 1234',
    );

    const replay = await send({ ...FORM, message: 'Second try with the same solution', altcha });
    expect(replay.data).toBeNull();
    expect(replay.errors?.[0]?.extensions?.code).toBe('BOT_CHECK_FAILED');
    expect(replay.errors?.[0]?.message).toBe('Please complete the bot check and try again.');
    expect(mailFiles(app.dataDir)).toEqual(before);
  });

  it('keeps spent challenges only until they expire', async () => {
    const signature = 'f'.repeat(64);
    await app.database.db
      .insert(spentChallenge)
      .values({ signature, expiresAt: new Date(Date.now() - 1_000) });
    expect((await send({ ...FORM, altcha: await solvedPayload() })).data).toEqual({
      sendContactMessage: true,
    });
    slotsUsed++;
    const left = await app.database.db
      .select()
      .from(spentChallenge)
      .where(eq(spentChallenge.signature, signature));
    expect(left).toEqual([]);
  });

  const forgeries: Array<[string, () => Promise<string>]> = [
    ['a missing solution', async () => ''],
    ['text that is not a payload', async () => 'bm90IGEgcGF5bG9hZA=='],
    [
      'the widget’s test-mode payload',
      async () =>
        Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'),
    ],
    [
      'a wrong derived key',
      async () => {
        const payload = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString('utf8'));
        payload.solution.derivedKey = '00'.repeat(32);
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      },
    ],
    [
      'an easier challenge than the one signed',
      async () => {
        const challenge = await fetchChallenge();
        const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1, keyPrefix: '0' } };
        delete easier.parameters.keySignature;
        return solve(easier);
      },
    ],
    [
      'a challenge signed with another key',
      async () =>
        solve(
          await createChallenge({
            algorithm: 'PBKDF2/SHA-256',
            cost: 10,
            counter: 5,
            deriveKey,
            expiresAt: new Date(Date.now() + 60_000),
            hmacSignatureSecret: 'not the server secret',
            hmacKeySignatureSecret: 'not the server key secret',
          }),
        ),
    ],
  ];

  it.each(forgeries)('refuses %s and sends nothing', async (_case, forge) => {
    const before = mailFiles(app.dataDir);
    const result = await send({ ...FORM, altcha: await forge() });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('BOT_CHECK_FAILED');
    expect(mailFiles(app.dataDir)).toEqual(before);
  });

  it('refuses invalid fields with the spec’s messages, sends nothing and leaves the solution unspent', async () => {
    const altcha = await solvedPayload();
    const before = mailFiles(app.dataDir);
    const invalid: Array<[Record<string, unknown>, string]> = [
      [{ fullName: '  ' }, 'Item is required'],
      [{ email: 'sam' }, 'E-mail must be valid'],
      [{ email: '' }, 'E-mail must be valid'],
      [{ mobile: '-5' }, 'Please enter a valid phone number'],
      [{ mobile: 'call me' }, 'Please enter a valid phone number'],
      [{ message: '' }, 'Item is required'],
    ];
    for (const [change, message] of invalid) {
      const result = await send({ ...FORM, ...change, altcha });
      expect(result.data, JSON.stringify(change)).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
      expect(result.errors?.[0]?.message).toBe(message);
    }
    expect(mailFiles(app.dataDir)).toEqual(before);

    // A phone number written the usual NZ way is taken as typed.
    const valid = await send({ ...FORM, mobile: '021 555 1234', altcha });
    expect(valid.data).toEqual({ sendContactMessage: true });
    slotsUsed++;
    const written = mailFiles(app.dataDir).filter((file) => !before.includes(file));
    expect(written).toHaveLength(1);
    const text = readMail(written[0]!).parts.find((part) => part.contentType === 'text/plain')?.body;
    expect(text).toContain('Mobile: 021 555 1234');
  });

  it('takes no recipient, subject or body from the client', async () => {
    const fields = await guest.graphql<{ __type: { inputFields: Array<{ name: string }> } }>(
      '{ __type(name: "ContactMessageInput") { inputFields { name } } }',
    );
    expect(fields.data?.__type.inputFields.map((f) => f.name).sort()).toEqual([
      'altcha',
      'email',
      'fullName',
      'message',
      'mobile',
    ]);

    const before = mailFiles(app.dataDir);
    const result = await send({ ...FORM, to: 'someone@elsewhere.test', altcha: await solvedPayload() });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(mailFiles(app.dataDir)).toEqual(before);
  });

  it('answers CONTACT_FAILED, and mails no one, when settings hold no business address', async () => {
    const [row] = await app.database.db.select({ email: settings.email }).from(settings);
    await app.database.db.update(settings).set({ email: '' });
    await settingsChanged();
    try {
      const before = mailFiles(app.dataDir);
      const result = await send({ ...FORM, altcha: await solvedPayload() });
      slotsUsed++;
      expect(result.errors?.[0]?.extensions?.code).toBe('CONTACT_FAILED');
      expect(result.errors?.[0]?.message).toBe('There was a problem sending your message. Please try again.');
      expect(mailFiles(app.dataDir)).toEqual(before);
    } finally {
      await app.database.db.update(settings).set({ email: row!.email });
      await settingsChanged();
    }
  });

  // Last: it uses up this address's allowance for the rest of the file.
  it(`allows one address ${CONTACT_LIMIT} messages in ten minutes`, async () => {
    expect(slotsUsed).toBeLessThanOrEqual(CONTACT_LIMIT);
    while (slotsUsed < CONTACT_LIMIT) {
      const result = await send({ ...FORM, altcha: await solvedPayload() });
      expect(result.data).toEqual({ sendContactMessage: true });
      slotsUsed++;
    }
    const before = mailFiles(app.dataDir);
    const refused = await send({ ...FORM, altcha: await solvedPayload() });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONTACT_RATE_LIMITED');
    expect(mailFiles(app.dataDir)).toEqual(before);
  });
});

describe('the proof of work’s cost', () => {
  it('is production’s unless BOT_CHECK_COST is exactly low', () => {
    expect(botCheckCost({})).toBe('standard');
    expect(botCheckCost({ BOT_CHECK_COST: 'LOW' })).toBe('standard');
    expect(botCheckCost({ BOT_CHECK_COST: 'standard' })).toBe('standard');
    expect(botCheckCost({ BOT_CHECK_COST: 'low' })).toBe('low');
  });
});
