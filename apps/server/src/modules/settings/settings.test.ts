import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, startWithRoles } from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const VARIABLES = 'cutoffHour cutoffTime freightChargeCents freeFreightThresholdCents';
const GET = `query { getSettingsVariables { ${VARIABLES} } }`;
const UPDATE = `mutation ($input: UpdateSettingsVariablesInput!) { updateSettingsVariables(input: $input) { ${VARIABLES} } }`;
const PROCESSING = 'query { orderProcessingDate { date moved notice } }';
const CHANGED = `subscription { settingsChanged { ${VARIABLES} } }`;
const NOTICES = 'query { listNotifications { user message } }';

type Variables = {
  cutoffHour: number;
  cutoffTime: string;
  freightChargeCents: number;
  freeFreightThresholdCents: number;
};

// Wednesday 25 November 2026, 10:00 in Auckland.
const WEDNESDAY_10AM = new Date('2026-11-24T21:00:00Z');

describe.each(TEST_DATABASES)('setting variables on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let customer: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    ({ app, admin, customer, guest } = await startWithRoles(url));
  });
  afterAll(async () => {
    await app?.close();
  });

  const update = (client: ApiClient, input: Record<string, unknown>) =>
    client.graphql<{ updateSettingsVariables: Variables }>(UPDATE, { input });

  it('refuses guests and customers, and changes nothing', async () => {
    const before = await app.database.db.select().from(settings);
    const input = { cutoffHour: 9, freightChargeCents: 100, freeFreightThresholdCents: 100 };
    expect(codeOf(await update(guest, input))).toBe('UNAUTHENTICATED');
    expect(codeOf(await update(customer, input))).toBe('FORBIDDEN');
    expect(await app.database.db.select().from(settings)).toEqual(before);
    // Only the signed-in hear of changes.
    await expect(guest.firstEvent(CHANGED).then(({ event }) => event)).resolves.toMatchObject({
      errors: [{ message: 'Please sign in to continue.' }],
    });
  });

  it('refuses bad input with the field’s message', async () => {
    const valid = { cutoffHour: 6, freightChargeCents: 1000, freeFreightThresholdCents: 20000 };
    for (const [input, message] of [
      [{ ...valid, cutoffHour: 24 }, 'Cutoff time must be between 00:00 and 23:00'],
      [{ ...valid, cutoffHour: -1 }, 'Cutoff time must be between 00:00 and 23:00'],
      [{ ...valid, freightChargeCents: -1 }, 'Freight charge must be between $0.00 and $99,999.00'],
      [
        { ...valid, freeFreightThresholdCents: 10_000_000 },
        'Free-freight threshold must be between $0.00 and $99,999.00',
      ],
    ] as const) {
      const answer = await update(admin, input);
      expect(answer.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: 'BAD_INPUT' },
      });
    }
    // A missing field is refused by the schema before anything runs.
    expect(codeOf(await update(admin, { cutoffHour: 6, freightChargeCents: 1000 }))).not.toBeNull();
  });

  it('saves the variables with a notice, and open carts hear of it and move their processing date', async () => {
    app.setNow(WEDNESDAY_10AM);
    try {
      await update(admin, { cutoffHour: 5, freightChargeCents: 500, freeFreightThresholdCents: 15000 });
      expect((await customer.graphql(PROCESSING)).data).toEqual({
        orderProcessingDate: {
          date: '2026-11-26',
          moved: true,
          notice: 'Orders placed after 05:00 are processed on Thursday 26/11/2026',
        },
      });

      const expected = {
        cutoffHour: 11,
        cutoffTime: '11:00',
        freightChargeCents: 1000,
        freeFreightThresholdCents: 20000,
      };
      // The change above may still be announced (NOTIFY on PostgreSQL) after the subscription opens.
      const { event } = await customer.firstEvent<{ settingsChanged: Variables }>(
        CHANGED,
        (e) => e.data?.settingsChanged.cutoffHour !== 5,
      );
      const saved = await update(admin, {
        cutoffHour: 11,
        freightChargeCents: 1000,
        freeFreightThresholdCents: 20000,
      });
      expect(saved.data?.updateSettingsVariables).toEqual(expected);
      expect((await event).data?.settingsChanged).toEqual(expected);
      expect(
        (await customer.graphql<{ getSettingsVariables: Variables }>(GET)).data?.getSettingsVariables,
      ).toEqual(expected);
      expect((await customer.graphql(PROCESSING)).data).toEqual({
        orderProcessingDate: { date: '2026-11-25', moved: false, notice: null },
      });
      const [row] = await app.database.db.select().from(settings);
      expect(row).toMatchObject({ cutoffHour: 11, freightCharge: '10.00', freeFreightThreshold: '200.00' });
      const notices = await admin.graphql<{ listNotifications: Array<{ user: string; message: string }> }>(
        NOTICES,
      );
      expect(notices.data?.listNotifications[0]).toEqual({
        user: 'Aroha Admin',
        message: 'Setting variables updated: cutoff 11:00, freight $10.00, free over $200.00',
      });
    } finally {
      app.setNow(null);
    }
  });
});
