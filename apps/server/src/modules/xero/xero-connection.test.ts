import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notification, xeroConnection } from '../../db/schema.ts';
import { XeroAuthorizationLost } from '../../integrations/xero/xero-identity.ts';
import { secretBox } from '../../platform/secret-box.ts';
import type { ApiClient } from '../../test/client.ts';
import { signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { startXeroContractServer, type XeroContractServer } from '../../test/xero-contract-server.ts';
import { XERO_BROKEN_MESSAGE } from './xero-connection.service.ts';
import { XERO_CONNECT_PATH } from './xero-routes.ts';

const VIEW = `{ xeroConnection { available status tenantName connectedByName connectedAt problem
  organisations { tenantId tenantName } connectUrl } }`;
const CHOOSE = `mutation ($id: String!) { chooseXeroOrganisation(tenantId: $id) { status tenantName } }`;
const DISCONNECT = 'mutation { disconnectXero { status } }';
const AUTH_SECRET = 'the-test-auth-secret-for-xero-connections-0123456789';

type View = {
  available: boolean;
  status: string;
  tenantName: string | null;
  connectedByName: string | null;
  connectedAt: string | null;
  problem: string | null;
  organisations: Array<{ tenantId: string; tenantName: string }>;
  connectUrl: string;
};

describe.each(TEST_DATABASES)('connecting to Xero on $name', ({ url }) => {
  let xero: XeroContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;

  beforeAll(async () => {
    xero = await startXeroContractServer();
    app = await startTestApp({ databaseUrl: url, extraEnv: { ...xero.env, AUTH_SECRET } });
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
  });
  afterAll(async () => {
    await app?.close();
    await xero?.close();
  });
  beforeEach(async () => {
    xero.refreshAnswer = 'rotate';
    xero.organisations = [{ tenantId: 'tenant-one', tenantName: 'Kauri Meats Ltd' }];
    await admin.graphql(DISCONNECT);
    await app.database.db.delete(notification).where(eq(notification.message, XERO_BROKEN_MESSAGE));
  });

  const view = async (client = admin) =>
    (await client.graphql<{ xeroConnection: View }>(VIEW)).data?.xeroConnection;
  /** Staff press Connect to Xero, consent at Xero, and come back: where the app sends them then. */
  const connect = async (client = admin, answer: 'allow' | 'deny' = 'allow') => {
    const start = await client.request(XERO_CONNECT_PATH, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const back = await xero.consent(start.headers.get('location') ?? '', answer);
    const done = await client.request(`${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(done.status).toBe(302);
    return new URL(done.headers.get('location') ?? '', app.baseUrl);
  };
  const stored = async () => (await app.database.db.select().from(xeroConnection))[0];
  const expireAccessToken = () =>
    app.database.db.update(xeroConnection).set({ expiresAt: new Date(Date.now() - 1000) });

  it('connects through Xero’s consent, with one organisation, keeping the tokens sealed', async () => {
    expect(await view()).toMatchObject({
      available: true,
      status: 'NOT_CONNECTED',
      connectUrl: XERO_CONNECT_PATH,
    });
    const landed = await connect();
    expect(landed.pathname).toBe('/Admin/Integrations');
    expect(landed.searchParams.get('xero')).toBe('connected');
    expect(await view()).toMatchObject({
      status: 'CONNECTED',
      tenantName: 'Kauri Meats Ltd',
      connectedByName: expect.stringMatching(/\S/),
      problem: null,
    });
    const row = await stored();
    expect(row?.accessToken).toMatch(/^v1:/);
    expect(row?.refreshToken).toMatch(/^v1:/);
    // Only a key from AUTH_SECRET opens them.
    expect(() =>
      secretBox('another-secret-of-at-least-32-characters!', 'xero-tokens').open(row!.refreshToken),
    ).toThrow();
    // Every request the app made was valid against Xero's documents.
    expect(xero.invalidRequests()).toEqual([]);
  });

  it('asks which organisation when the user has several, and connects the one chosen', async () => {
    xero.organisations = [
      { tenantId: 'tenant-one', tenantName: 'Kauri Meats Ltd' },
      { tenantId: 'tenant-two', tenantName: 'Kauri Holdings' },
    ];
    const landed = await connect();
    expect(landed.searchParams.get('xero')).toBe('choose');
    const choosing = await view();
    expect(choosing?.status).toBe('CHOOSING');
    expect(choosing?.organisations.map((o) => o.tenantName).sort()).toEqual([
      'Kauri Holdings',
      'Kauri Meats Ltd',
    ]);
    const wrong = await admin.graphql(CHOOSE, { id: 'tenant-nope' });
    expect(wrong.errors?.[0]?.message).toBe('Choose one of the organisations Xero offered.');
    const chosen = await admin.graphql<{ chooseXeroOrganisation: { status: string; tenantName: string } }>(
      CHOOSE,
      {
        id: 'tenant-two',
      },
    );
    expect(chosen.data?.chooseXeroOrganisation).toEqual({
      status: 'CONNECTED',
      tenantName: 'Kauri Holdings',
    });
  });

  it('refreshes an access token about to expire once, saving the rotated refresh token', async () => {
    await connect();
    const before = await stored();
    await expireAccessToken();
    const refreshesBefore = xero.requestsTo('/connect/token').length;
    const [a, b] = await Promise.all([app.services.xero.token(), app.services.xero.token()]);
    expect(a.tenantId).toBe('tenant-one');
    expect(b.accessToken).toBe(a.accessToken);
    expect(xero.requestsTo('/connect/token').length).toBe(refreshesBefore + 1);
    const after = await stored();
    const box = secretBox(AUTH_SECRET, 'xero-tokens');
    expect(box.open(after!.refreshToken)).not.toBe(box.open(before!.refreshToken));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    // With time left, no refresh.
    await app.services.xero.token();
    expect(xero.requestsTo('/connect/token').length).toBe(refreshesBefore + 1);
  });

  it('marks the connection broken when Xero refuses the refresh, and tells staff once', async () => {
    await connect();
    await expireAccessToken();
    xero.refreshAnswer = 'invalid_grant';
    await expect(app.services.xero.token()).rejects.toBeInstanceOf(XeroAuthorizationLost);
    await expect(app.services.xero.token()).rejects.toBeInstanceOf(XeroAuthorizationLost);
    expect(await view()).toMatchObject({ status: 'BROKEN', problem: XERO_BROKEN_MESSAGE });
    const [{ told } = { told: 0 }] = await app.database.db
      .select({ told: sql<number>`count(*)::int` })
      .from(notification)
      .where(eq(notification.message, XERO_BROKEN_MESSAGE));
    expect(told).toBe(1);
    // Connecting again mends it.
    xero.refreshAnswer = 'rotate';
    await connect();
    expect(await view()).toMatchObject({ status: 'CONNECTED', problem: null });
  });

  it('refuses a callback it did not start (another staff member’s, or changed), and a refusal at Xero', async () => {
    const start = await admin.request(XERO_CONNECT_PATH, { redirect: 'manual' });
    const back = await xero.consent(start.headers.get('location') ?? '');
    const forged = new URL(back);
    forged.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const answer = await admin.request(`${forged.pathname}${forged.search}`, { redirect: 'manual' });
    const landed = new URL(answer.headers.get('location') ?? '', app.baseUrl);
    expect(landed.searchParams.get('xero')).toBe('failed');
    expect(landed.searchParams.get('reason')).toBe(
      'The Xero sign-in took too long or was started by someone else. Try again.',
    );
    expect(await stored()).toBeUndefined();
    const denied = await connect(admin, 'deny');
    expect(denied.searchParams.get('reason')).toBe('Access was not allowed at Xero.');
    expect(await stored()).toBeUndefined();
  });

  it('disconnects: removes the app’s connection at Xero and forgets the tokens', async () => {
    await connect();
    expect(xero.connections.size).toBeGreaterThan(0);
    const answer = await admin.graphql<{ disconnectXero: { status: string } }>(DISCONNECT);
    expect(answer.data?.disconnectXero.status).toBe('NOT_CONNECTED');
    expect(await stored()).toBeUndefined();
    expect(xero.connections.size).toBe(0);
  });

  it('is for staff only', async () => {
    expect((await bistro.request(XERO_CONNECT_PATH, { redirect: 'manual' })).status).toBe(403);
    const asGuest = await guest.request(XERO_CONNECT_PATH, { redirect: 'manual' });
    expect(asGuest.status).toBe(302);
    expect(asGuest.headers.get('location')).toBe('/login');
    for (const client of [bistro, guest]) {
      const answer = await client.graphql(VIEW);
      expect(answer.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect((await client.graphql(DISCONNECT)).errors).toBeDefined();
    }
  });
});
