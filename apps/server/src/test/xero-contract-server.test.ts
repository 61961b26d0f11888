import { afterEach, describe, expect, it } from 'vitest';
import { startXeroContractServer, type XeroContractServer } from './xero-contract-server.ts';

const REDIRECT = 'http://127.0.0.1:9/api/xero/callback';
const SCOPE =
  'openid profile email accounting.transactions accounting.contacts accounting.settings offline_access';

let xero: XeroContractServer | undefined;
afterEach(async () => {
  // Every answer matched Xero's response schemas (an off-schema answer is a fault).
  expect(xero?.faults ?? []).toEqual([]);
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

const TENANT = '3f0e7c4e-5a4b-4b8e-9d55-7f2f6f1b2a10';

/** Connects one organisation and answers a caller of the accounting API with its token and tenant. */
async function connectedApi(options: Parameters<typeof startXeroContractServer>[0] = {}) {
  const server = await startXeroContractServer({
    organisations: [{ tenantId: TENANT, tenantName: 'Bay Butchery Ltd' }],
    ...options,
  });
  const tokens = await connect(server);
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // biome-ignore lint/suspicious/noExplicitAny: tests read Xero's JSON answers as they come.
  ): Promise<{ status: number; headers: Headers; body: any }> => {
    const response = await fetch(`${server.env.XERO_API_URL}/api.xro/2.0${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'xero-tenant-id': TENANT,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
  return { server, call, tokens };
}

function invoice(number: string, overrides: Record<string, unknown> = {}) {
  return {
    Type: 'ACCREC',
    Contact: { Name: 'The Demo Bistro', ContactNumber: 'BISTRO' },
    InvoiceNumber: number,
    Reference: 'PO 4411',
    Date: '2026-12-03',
    DueDate: '2027-01-20',
    Status: 'AUTHORISED',
    LineAmountTypes: 'Exclusive',
    LineItems: [
      {
        Description: 'Beef mince 5 kg',
        Quantity: 2.345,
        UnitAmount: 14.5,
        AccountCode: '200',
        TaxType: 'OUTPUT2',
      },
      { Description: 'Freight', Quantity: 1, UnitAmount: 10, AccountCode: '260', TaxType: 'OUTPUT2' },
    ],
    ...overrides,
  };
}

describe('Xero contract server: accounting', () => {
  it('takes a valid contact and invoice, keeps them, and answers in the document shape', async () => {
    const api = await connectedApi();
    xero = api.server;
    const contact = await api.call('PUT', '/Contacts', {
      Contacts: [
        { Name: 'The Demo Bistro', ContactNumber: 'BISTRO', EmailAddress: 'accounts@bistro.example' },
      ],
    });
    expect(contact.status).toBe(200);
    const contactId = contact.body.Contacts[0].ContactID;

    const created = await api.call('PUT', '/Invoices', { Invoices: [invoice('INV-1001')] });
    expect(created.status).toBe(200);
    const [answered] = created.body.Invoices;
    // 2.345 kg × 14.50 = 34.00 (34.0025), freight 10.00; GST 15% per line: 5.10 + 1.50.
    expect(answered).toMatchObject({
      InvoiceNumber: 'INV-1001',
      Status: 'AUTHORISED',
      SubTotal: 44,
      TotalTax: 6.6,
      Total: 50.6,
      AmountDue: 50.6,
      Contact: { ContactID: contactId, Name: 'The Demo Bistro' },
    });
    expect(xero.books(TENANT).invoices.size).toBe(1);
    expect(xero.invalidRequests()).toEqual([]);

    const found = await api.call('GET', `/Contacts?where=${encodeURIComponent('ContactNumber=="BISTRO"')}`);
    expect(found.body.Contacts.map((c: { ContactID: string }) => c.ContactID)).toEqual([contactId]);
    const rates = await api.call('GET', '/TaxRates');
    expect(rates.body.TaxRates.map((rate: { TaxType: string }) => rate.TaxType)).toContain('OUTPUT2');
  });

  it('refuses a request without the xero-tenant-id header, and records it as invalid', async () => {
    const api = await connectedApi();
    xero = api.server;
    const response = await fetch(`${xero.env.XERO_API_URL}/api.xro/2.0/Invoices`, {
      headers: { authorization: `Bearer ${api.tokens.access_token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Type: 'ValidationException', ErrorNumber: 10 });
    const [invalid] = xero.invalidRequests();
    expect(invalid?.problems?.join()).toMatch(/xero-tenant-id/);
  });

  it('refuses a body the document does not allow, and keeps nothing', async () => {
    const api = await connectedApi();
    xero = api.server;
    const wrongType = await api.call('PUT', '/Invoices', {
      Invoices: [invoice('INV-1', { LineItems: [{ Description: 'Beef', Quantity: 'two' }] })],
    });
    expect(wrongType.status).toBe(400);
    const wrongStatus = await api.call('PUT', '/Invoices', {
      Invoices: [invoice('INV-2', { Status: 'APPROVED' })],
    });
    expect(wrongStatus.status).toBe(400);
    expect(xero.invalidRequests().map((request) => request.problems?.join())).toEqual([
      expect.stringMatching(/Quantity must be number/),
      expect.stringMatching(/Status must be equal to one of the allowed values/),
    ]);
    expect(xero.books(TENANT).invoices.size).toBe(0);
  });

  it("answers Xero's validation errors for documents it will not take, without counting them invalid", async () => {
    const api = await connectedApi();
    xero = api.server;
    await api.call('PUT', '/Invoices', { Invoices: [invoice('INV-7')] });
    const answer = await api.call('PUT', '/Invoices', {
      Invoices: [
        invoice('INV-7'),
        invoice('INV-8', {
          LineItems: [{ Description: 'Rump', Quantity: 1, UnitAmount: 30, AccountCode: '999' }],
        }),
      ],
    });
    expect(answer.status).toBe(400);
    expect(
      answer.body.Elements.map(
        (element: { ValidationErrors: Array<{ Message: string }> }) => element.ValidationErrors[0]?.Message,
      ),
    ).toEqual(['Invoice # must be unique.', "Account code '999' is not a valid code for this document."]);
    expect(xero.books(TENANT).invoices.size).toBe(1);
    expect(xero.invalidRequests()).toEqual([]);

    const mixed = await api.call('PUT', '/Invoices?summarizeErrors=false', {
      Invoices: [invoice('INV-7'), invoice('INV-9')],
    });
    expect(mixed.status).toBe(200);
    expect(
      mixed.body.Invoices.map(
        (answered: { StatusAttributeString: string }) => answered.StatusAttributeString,
      ),
    ).toEqual(['ERROR', 'OK']);
    expect(xero.books(TENANT).invoices.size).toBe(2);
  });

  it('takes a batch of 50 invoices in one call, refuses 51, and reads back what changed since', async () => {
    let now = Date.parse('2026-12-03T02:00:00Z');
    const api = await connectedApi({ now: () => now });
    xero = api.server;
    const batch = (count: number, from: number) =>
      Array.from({ length: count }, (_, index) => invoice(`INV-${from + index}`));
    expect((await api.call('PUT', '/Invoices', { Invoices: batch(51, 1) })).status).toBe(400);
    expect((await api.call('PUT', '/Invoices', { Invoices: batch(50, 1) })).status).toBe(200);
    now += 60_000;
    expect((await api.call('POST', '/Invoices', { Invoices: batch(2, 100) })).status).toBe(200);
    const since = await api.call('GET', '/Invoices', undefined, {
      'If-Modified-Since': '2026-12-03T02:00:30',
    });
    expect(since.body.Invoices.map((answered: { InvoiceNumber: string }) => answered.InvoiceNumber)).toEqual([
      'INV-100',
      'INV-101',
    ]);
    expect(xero.books(TENANT).invoices.size).toBe(52);
    expect(xero.invalidRequests()).toHaveLength(1);
  });

  it('does a call with a repeated Idempotency-Key once and answers it the same', async () => {
    const api = await connectedApi();
    xero = api.server;
    const key = { 'Idempotency-Key': 'invoice-2041-v1' };
    const first = await api.call('PUT', '/Invoices', { Invoices: [invoice('INV-2041')] }, key);
    const again = await api.call('PUT', '/Invoices', { Invoices: [invoice('INV-2041')] }, key);
    expect(again.status).toBe(200);
    expect(again.body.Invoices[0].InvoiceID).toBe(first.body.Invoices[0].InvoiceID);
    expect(xero.books(TENANT).invoices.size).toBe(1);
    const other = await api.call(
      'PUT',
      '/Invoices',
      { Invoices: [invoice('INV-2041')] },
      {
        'Idempotency-Key': 'invoice-2041-v2',
      },
    );
    expect(other.status).toBe(400);
  });

  it('refuses the 61st call in a minute with 429, Retry-After and the minute problem, and takes calls again after', async () => {
    let now = Date.parse('2026-12-03T02:00:00Z');
    const api = await connectedApi({ now: () => now });
    xero = api.server;
    for (let call = 0; call < 60; call += 1) {
      expect((await api.call('GET', '/Contacts')).status).toBe(200);
      now += 500;
    }
    const refused = await api.call('GET', '/Contacts');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-rate-limit-problem')).toBe('minute');
    // The first call leaves the window 60 s after it was made: 30 s from now.
    expect(refused.headers.get('retry-after')).toBe('30');
    now += 30_000;
    expect((await api.call('GET', '/Contacts')).status).toBe(200);
    expect(xero.busiestMinute(TENANT)).toBe(60);
    expect(xero.limited).toEqual([{ tenantId: TENANT, limit: 'minute', at: now - 30_000 }]);
  });

  it('refuses a sixth call at once (concurrent) and the call past the day limit', async () => {
    const api = await connectedApi();
    xero = api.server;
    xero.delayMs = 150;
    const statuses = await Promise.all(Array.from({ length: 6 }, () => api.call('GET', '/Contacts')));
    expect(statuses.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);
    expect(statuses.find((answer) => answer.status === 429)?.headers.get('x-rate-limit-problem')).toBe(
      'concurrent',
    );
    xero.delayMs = 0;
    xero.limits.perDay = 7;
    expect((await api.call('GET', '/Contacts')).status).toBe(200);
    expect((await api.call('GET', '/Contacts')).status).toBe(200);
    const day = await api.call('GET', '/Contacts');
    expect(day.status).toBe(429);
    expect(day.headers.get('x-rate-limit-problem')).toBe('day');
  });

  it('allocates a credit note to its invoice, and shows a payment recorded in Xero', async () => {
    const api = await connectedApi();
    xero = api.server;
    const created = await api.call('PUT', '/Invoices', { Invoices: [invoice('INV-3001')] });
    const invoiceId = created.body.Invoices[0].InvoiceID;
    const note = await api.call('PUT', '/CreditNotes', {
      CreditNotes: [
        {
          Type: 'ACCRECCREDIT',
          Contact: { ContactNumber: 'BISTRO' },
          CreditNoteNumber: 'CN-3001',
          Date: '2026-12-04',
          Status: 'AUTHORISED',
          LineItems: [
            { Description: 'Returned: beef mince', Quantity: 1, UnitAmount: 8, AccountCode: '200' },
          ],
        },
      ],
    });
    expect(note.status).toBe(200);
    const noteId = note.body.CreditNotes[0].CreditNoteID;
    const allocate = (amount: number) =>
      api.call('PUT', `/CreditNotes/${noteId}/Allocations`, {
        Allocations: [{ Amount: amount, Date: '2026-12-04', Invoice: { InvoiceID: invoiceId } }],
      });
    expect((await allocate(9.3)).status).toBe(400);
    expect((await allocate(9.2)).status).toBe(200);

    const since = new Date(xero.now()).toISOString().slice(0, 19);
    xero.recordPayment(TENANT, { invoiceId, amount: 41.4, date: '2026-12-20', reference: 'Bistro DC' });
    const payments = await api.call('GET', '/Payments', undefined, { 'If-Modified-Since': since });
    expect(payments.body.Payments).toEqual([
      expect.objectContaining({
        Amount: 41.4,
        Reference: 'Bistro DC',
        Invoice: expect.objectContaining({ InvoiceID: invoiceId }),
      }),
    ]);
    const read = await api.call('GET', `/Invoices/${invoiceId}`);
    expect(read.body.Invoices[0]).toMatchObject({
      Status: 'PAID',
      AmountDue: 0,
      AmountCredited: 9.2,
      AmountPaid: 41.4,
    });
    const paymentId = payments.body.Payments[0].PaymentID;
    const before = new Date(xero.now()).toISOString().slice(0, 19);
    xero.deletePayment(TENANT, paymentId);
    const deleted = await api.call('GET', '/Payments', undefined, { 'If-Modified-Since': before });
    expect(deleted.body.Payments).toEqual([
      expect.objectContaining({ PaymentID: paymentId, Status: 'DELETED' }),
    ]);
    xero.recordPayment(TENANT, { invoiceId, amount: 41.4, date: '2026-12-21' });
    const voided = await api.call('POST', `/Invoices/${invoiceId}`, { Invoices: [{ Status: 'VOIDED' }] });
    expect(voided.status).toBe(400);
    expect(voided.body.Elements[0].ValidationErrors[0].Message).toMatch(/payment or credit note allocated/);
    expect(xero.invalidRequests()).toEqual([]);
  });

  it('voids an unpaid invoice', async () => {
    const api = await connectedApi();
    xero = api.server;
    const created = await api.call('PUT', '/Invoices', { Invoices: [invoice('INV-4001')] });
    const invoiceId = created.body.Invoices[0].InvoiceID;
    const voided = await api.call('POST', '/Invoices', {
      Invoices: [{ InvoiceID: invoiceId, Status: 'VOIDED' }],
    });
    expect(voided.status).toBe(200);
    expect(voided.body.Invoices[0]).toMatchObject({ Status: 'VOIDED', AmountDue: 0 });
  });

  it('refuses an expired access token and a disconnected tenant', async () => {
    const api = await connectedApi();
    xero = api.server;
    xero.expireAccessTokens();
    expect((await api.call('GET', '/Contacts')).status).toBe(401);
    const refreshed = (await (
      await tokenRequest(xero, { grant_type: 'refresh_token', refresh_token: api.tokens.refresh_token })
    ).json()) as Tokens;
    xero.connections.clear();
    const response = await fetch(`${xero.env.XERO_API_URL}/api.xro/2.0/Contacts`, {
      headers: { authorization: `Bearer ${refreshed.access_token}`, 'xero-tenant-id': TENANT },
    });
    expect(response.status).toBe(403);
    expect(xero.invalidRequests().map((request) => request.status)).toEqual([401, 403]);
  });
});
