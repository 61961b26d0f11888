import { afterEach, describe, expect, it } from 'vitest';
import { startXeroContractServer, type XeroContractServer } from './xero-contract-server.ts';

const REDIRECT = 'http://127.0.0.1:9/api/xero/callback';
const SCOPE =
  'openid profile email accounting.transactions accounting.contacts accounting.settings offline_access';

let xero: XeroContractServer | undefined;
afterEach(async () => {
  await xero?.close();
  xero = undefined;
});

function authorizeUrl(server: XeroContractServer, scope = SCOPE): string {
  const url = new URL('/identity/connect/authorize', server.env.XERO_LOGIN_URL);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: server.env.XERO_CLIENT_ID,
    redirect_uri: REDIRECT,
    scope,
    state: 'state-123',
  }).toString();
  return url.toString();
}

function tokenRequest(server: XeroContractServer, form: Record<string, string>, secret?: string) {
  const basic = Buffer.from(
    `${server.env.XERO_CLIENT_ID}:${secret ?? server.env.XERO_CLIENT_SECRET}`,
  ).toString('base64');
  return fetch(`${server.env.XERO_IDENTITY_URL}/connect/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

type Tokens = { access_token: string; refresh_token: string; expires_in: number; token_type: string };

/** Consent and exchange the code, as the app's connect flow does. */
async function connect(server: XeroContractServer): Promise<Tokens> {
  const back = await server.consent(authorizeUrl(server));
  const response = await tokenRequest(server, {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    redirect_uri: REDIRECT,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

function connections(server: XeroContractServer, accessToken: string) {
  return fetch(`${server.env.XERO_API_URL}/connections`, {
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
  });
}

describe('Xero contract server: identity', () => {
  it('redirects back with a code and the state, and the code buys tokens once', async () => {
    xero = await startXeroContractServer();
    const back = await xero.consent(authorizeUrl(xero));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-123');
    const code = back.searchParams.get('code') ?? '';
    const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };

    const first = await tokenRequest(xero, form);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as Tokens;
    expect(tokens).toMatchObject({ expires_in: 1800, token_type: 'Bearer' });
    expect(tokens.access_token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token).toMatch(/^[0-9a-f]{64}$/);

    const again = await tokenRequest(xero, form);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_grant' });
    expect(xero.invalidRequests()).toEqual([]);
  });

  it('refuses a wrong client secret and a redirect_uri other than the authorised one', async () => {
    xero = await startXeroContractServer();
    const back = await xero.consent(authorizeUrl(xero));
    const code = back.searchParams.get('code') ?? '';
    const wrongSecret = await tokenRequest(
      xero,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      'not-the-secret',
    );
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toEqual({ error: 'invalid_client' });
    const otherRedirect = await tokenRequest(xero, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://127.0.0.1:9/elsewhere',
    });
    expect(otherRedirect.status).toBe(400);
  });

  it('says access_denied when the user refuses, and refuses an authorize URL for another client', async () => {
    xero = await startXeroContractServer();
    const denied = await xero.consent(authorizeUrl(xero), 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();
    const wrong = authorizeUrl(xero).replace(xero.env.XERO_CLIENT_ID, 'someone-else');
    await expect(xero.consent(wrong)).rejects.toThrow(/400/);
    expect(xero.invalidRequests()).toHaveLength(1);
  });

  it('rotates the refresh token: the new one works, the old one no longer does', async () => {
    xero = await startXeroContractServer();
    const tokens = await connect(xero);
    const refreshed = await tokenRequest(xero, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Tokens;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.access_token).not.toBe(tokens.access_token);

    const old = await tokenRequest(xero, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual({ error: 'invalid_grant' });
    const newer = await tokenRequest(xero, {
      grant_type: 'refresh_token',
      refresh_token: next.refresh_token,
    });
    expect(newer.status).toBe(200);
  });

  it('answers invalid_grant to a refresh once revoked, and the access token stops working', async () => {
    xero = await startXeroContractServer();
    const tokens = await connect(xero);
    xero.revoke();
    const refresh = await tokenRequest(xero, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toEqual({ error: 'invalid_grant' });
    expect((await connections(xero, tokens.access_token)).status).toBe(401);
  });

  it('expires access tokens 30 minutes after issue on its clock', async () => {
    let now = Date.parse('2026-12-03T01:00:00Z');
    xero = await startXeroContractServer({ now: () => now });
    const tokens = await connect(xero);
    now += 1799_000;
    expect((await connections(xero, tokens.access_token)).status).toBe(200);
    now += 1000;
    const expired = await connections(xero, tokens.access_token);
    expect(expired.status).toBe(401);
    expect(xero.invalidRequests().map((request) => request.problems)).toEqual([
      ['TokenExpired: the access token has expired'],
    ]);
  });

  it('lists every organisation the user connected, and disconnects one', async () => {
    xero = await startXeroContractServer({
      organisations: [
        { tenantId: '11111111-1111-4111-8111-111111111111', tenantName: 'Bay Butchery Ltd' },
        { tenantId: '22222222-2222-4222-8222-222222222222', tenantName: 'Bay Butchery Wholesale' },
      ],
    });
    const tokens = await connect(xero);
    const listed = (await (await connections(xero, tokens.access_token)).json()) as Array<{
      id: string;
      tenantId: string;
      tenantName: string;
      tenantType: string;
    }>;
    expect(listed.map((connection) => connection.tenantName)).toEqual([
      'Bay Butchery Ltd',
      'Bay Butchery Wholesale',
    ]);
    expect(listed[0]?.tenantType).toBe('ORGANISATION');

    const removed = await fetch(`${xero.env.XERO_API_URL}/connections/${listed[1]?.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(removed.status).toBe(204);
    const after = (await (await connections(xero, tokens.access_token)).json()) as unknown[];
    expect(after).toHaveLength(1);
    expect(xero.invalidRequests()).toEqual([]);
  });

  it('refuses a token request that is not a form, as the document describes it', async () => {
    xero = await startXeroContractServer();
    const response = await fetch(`${xero.env.XERO_IDENTITY_URL}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password' }),
    });
    expect(response.status).toBe(400);
    expect(xero.invalidRequests()).toHaveLength(1);
  });
});
