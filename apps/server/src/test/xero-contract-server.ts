import { randomBytes, randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AccountingRequest,
  type AccountingState,
  createAccountingState,
  type Tenant,
  XERO_BATCH_LIMIT,
  type XeroAnswer,
  type XeroPayment,
} from './xero-contract-accounting.ts';
import { MORE_NZ_ACCOUNTS } from './xero-contract-books.ts';
import { accountingDocument, type DocumentRequest, identityDocument } from './xero-contract-documents.ts';

export type { XeroAnswer, XeroPayment } from './xero-contract-accounting.ts';

/** One request as the server received it. */
export type XeroRecordedRequest = {
  method: string;
  /** The path as sent, e.g. '/api.xro/2.0/Invoices' or '/connect/token'. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever was sent (JSON, or the token form's fields).
  body: any;
  /** The document's operationId it matched, if any. */
  operationId?: string;
  /** The status answered (absent while the answer is pending). */
  status?: number;
  /** Why the request was refused as not what Xero's documents allow (absent: it was valid). */
  problems?: string[];
  /** Xero's validation messages when it refused the documents sent (a valid request Xero would not take). */
  refusals?: string[];
};

/** An organisation the user may pick when consenting (a Xero tenant). */
export type XeroOrganisation = {
  tenantId: string;
  tenantName: string;
  tenantType?: 'ORGANISATION' | 'PRACTICE';
};

/** A tenant connected to the app, as GET /connections answers it. */
export type XeroConnection = {
  id: string;
  authEventId: string;
  tenantId: string;
  tenantType: string;
  tenantName: string;
  createdDateUtc: string;
  updatedDateUtc: string;
};

/** Which of Xero's limits refused a call (the X-Rate-Limit-Problem header). */
export type XeroLimit = 'minute' | 'concurrent' | 'day';

export type XeroContractServerOptions = {
  /** The organisations the consenting user has (default one, 'Demo Company (NZ)'); all are connected on consent. */
  organisations?: XeroOrganisation[];
  /** The server's clock in ms (token expiry, rate limit windows, UpdatedDateUTC); default Date.now. */
  now?: () => number;
  clientId?: string;
  clientSecret?: string;
};

export type XeroContractServer = {
  /** XERO_* pointing the app at this server (one origin serves login, identity and api). */
  env: {
    XERO_CLIENT_ID: string;
    XERO_CLIENT_SECRET: string;
    XERO_API_URL: string;
    XERO_IDENTITY_URL: string;
    XERO_LOGIN_URL: string;
  };
  /** The organisations offered at the next consent (change it before the user consents). */
  organisations: XeroOrganisation[];
  /** The clock; replace it to move time (access tokens expire 1800 s after issue; limits count per window). */
  now: () => number;
  /** Every request received, in order. */
  requests: XeroRecordedRequest[];
  /** Requests to one path (as sent, without the query), e.g. '/api.xro/2.0/Invoices'. */
  requestsTo(path: string): XeroRecordedRequest[];
  /** Requests refused as not what Xero's documents allow: a test of a correct client expects none. */
  invalidRequests(): XeroRecordedRequest[];
  /** The contract server's own failures (its bug, or an answer off Xero's schema), answered 500: expect none. */
  faults: string[];
  /** Calls refused with 429, and by which limit. */
  limited: Array<{ tenantId: string; limit: XeroLimit; at: number }>;
  /** The most calls one tenant had accepted within any 60 seconds (the 429s not counted). */
  busiestMinute(tenantId: string): number;
  /** Resolves once `check` holds, looked at again whenever a request arrives or is answered. */
  until(check: (requests: XeroRecordedRequest[]) => boolean): Promise<void>;
  /**
   * The user at login.xero.com: opens the app's authorize URL and answers as Xero does after consent (or refusal),
   * returning the redirect back to the app (its redirect_uri with code and state, or error=access_denied).
   */
  consent(authorizeUrl: string, answer?: 'allow' | 'deny'): Promise<URL>;
  /** Tenants connected now, by connection id. */
  connections: Map<string, XeroConnection>;
  /**
   * How the token endpoint answers a refresh: 'rotate' as Xero does (a new refresh token; the old one stops working),
   * 'invalid_grant' as for a revoked or expired one (400), 'server_error' a 500.
   */
  refreshAnswer: 'rotate' | 'invalid_grant' | 'server_error';
  /** The user revoked the app in Xero: every token stops working and every connection goes. */
  revoke(): void;
  /** Ends the current access tokens now, as if 30 minutes had passed for them (refresh tokens still work). */
  expireAccessTokens(): void;
  /** Accounting calls wait this many ms before being answered (to hold several at once: the concurrent limit). */
  delayMs: number;
  /** Limits per tenant; lower them for a fast test. */
  limits: { perMinute: number; concurrent: number; perDay: number };
  /** The accounting API's behaviour and every tenant's books. */
  accounting: AccountingState;
  /** A tenant's books: contacts, invoices (debit notes are ACCREC invoices too), credit notes, allocations, payments. */
  books(tenantId: string): Tenant;
  /** Records a payment in Xero against an invoice (as the bookkeeper would): it shows in GET /Payments. */
  recordPayment(
    tenantId: string,
    payment: { invoiceId: string; amount: number; date?: string; reference?: string },
  ): XeroPayment;
  /** Deletes a payment in Xero (the bookkeeper undoing it): GET /Payments answers it again, Status DELETED. */
  deletePayment(tenantId: string, paymentId: string): XeroPayment;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

const API_ROOT = '/api.xro/2.0';
const ACCESS_SECONDS = 1800;
const MINUTE = 60_000;
const DAY = 86_400_000;

type Grant = { id: string; scope: string; refreshToken: string | undefined; revoked: boolean };
type Code = { grant: Grant; clientId: string; redirectUri: string; expiresAt: number; used: boolean };

/**
 * Xero as a real HTTP server on a free loopback port: login's authorize page (driven by `consent`), the identity
 * server's token endpoint, the connections, and the accounting API. Every API request is checked against Xero's
 * OpenAPI documents (vendored in ./xero-openapi) with openapi-backend, its bearer token and tenant, then Xero's
 * limits; an invalid one answers 400 in Xero's ValidationException shape and is kept in `invalidRequests()`.
 */
export async function startXeroContractServer(
  options: XeroContractServerOptions = {},
): Promise<XeroContractServer> {
  const [accountingApi, identityApi] = await Promise.all([accountingDocument(), identityDocument()]);
  const clientId = options.clientId ?? 'CLEAVERCLIENTID0000000000000000';
  const clientSecret = options.clientSecret ?? 'cleaver-contract-secret';
  const codes = new Map<string, Code>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const grants: Grant[] = [];
  const accepted = new Map<string, number[]>();
  const inFlight = new Map<string, number>();
  const replies = new Map<string, XeroAnswer>();
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const state: XeroContractServer = {
    env: {
      XERO_CLIENT_ID: clientId,
      XERO_CLIENT_SECRET: clientSecret,
      XERO_API_URL: '',
      XERO_IDENTITY_URL: '',
      XERO_LOGIN_URL: '',
    },
    organisations: options.organisations ?? [
      { tenantId: randomUUID(), tenantName: 'Demo Company (NZ)', tenantType: 'ORGANISATION' },
    ],
    now: options.now ?? Date.now,
    requests: [],
    requestsTo: (path) => state.requests.filter((request) => request.path === path),
    invalidRequests: () => state.requests.filter((request) => request.problems !== undefined),
    faults: [],
    limited: [],
    busiestMinute: (tenantId) => {
      const times = accepted.get(tenantId) ?? [];
      let most = 0;
      for (let start = 0, end = 0; end < times.length; end += 1) {
        while (times[end]! - times[start]! >= MINUTE) start += 1;
        most = Math.max(most, end - start + 1);
      }
      return most;
    },
    until: (check) =>
      new Promise<void>((resolve) => {
        const waiter = () => {
          if (!check(state.requests)) return;
          waiters.delete(waiter);
          resolve();
        };
        waiters.add(waiter);
        waiter();
      }),
    consent: async (authorizeUrl, answer = 'allow') => {
      const response = await fetch(
        `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}consent=${answer}`,
        {
          redirect: 'manual',
        },
      );
      const location = response.headers.get('location');
      if (response.status !== 302 || !location)
        throw new Error(`Xero refused the authorize URL (${response.status}): ${await response.text()}`);
      return new URL(location);
    },
    connections: new Map(),
    refreshAnswer: 'rotate',
    revoke: () => {
      for (const grant of grants) grant.revoked = true;
      state.connections.clear();
    },
    expireAccessTokens: () => {
      for (const token of accessTokens.values()) token.expiresAt = Math.min(token.expiresAt, state.now() - 1);
    },
    delayMs: 0,
    limits: { perMinute: 60, concurrent: 5, perDay: 5000 },
    accounting: undefined as unknown as AccountingState,
    books: (tenantId) => state.accounting.tenant(tenantId),
    recordPayment: (tenantId, payment) => state.accounting.recordPayment(tenantId, payment),
    deletePayment: (tenantId, paymentId) => state.accounting.deletePayment(tenantId, paymentId),
    down: () => closeServer(),
    up: async () => {
      if (!server?.listening) await listen(port);
    },
    close: () => closeServer(),
  };
  state.accounting = createAccountingState(() => state.now(), {
    accounts: [
      ...((accountingApi.example('getAccounts') as { Accounts: Array<Record<string, unknown>> }).Accounts ??
        []),
      ...MORE_NZ_ACCOUNTS,
    ],
    taxRates: (accountingApi.example('getTaxRates') as { TaxRates: Array<Record<string, unknown>> }).TaxRates,
    organisation: accountingApi.example('getOrganisations'),
  });

  const authorize = (
    url: URL,
  ): { status: number; headers: Record<string, string>; body: unknown; problems?: string[] } => {
    const query = Object.fromEntries(url.searchParams);
    const problems: string[] = [];
    if (query.response_type !== 'code') problems.push('response_type must be code');
    if (query.client_id !== clientId) problems.push('client_id is not this app');
    if (!query.redirect_uri) problems.push('redirect_uri is required');
    const scopes = (query.scope ?? '').split(' ');
    if (!scopes.includes('openid') && !scopes.some((scope) => scope.startsWith('accounting.')))
      problems.push('scope must ask for accounting scopes');
    if (problems.length > 0)
      return { status: 400, headers: {}, body: { error: 'invalid_request', problems }, problems };
    const back = new URL(query.redirect_uri!);
    if (query.state) back.searchParams.set('state', query.state);
    if (query.consent === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return { status: 302, headers: { location: back.toString() }, body: '' };
    }
    const grant: Grant = { id: randomUUID(), scope: query.scope!, refreshToken: undefined, revoked: false };
    grants.push(grant);
    const stamp = xeroConnectionDate(state.now());
    for (const organisation of state.organisations) {
      const held = [...state.connections.values()].find((c) => c.tenantId === organisation.tenantId);
      const connection: XeroConnection = held
        ? { ...held, authEventId: grant.id, updatedDateUtc: stamp }
        : {
            id: randomUUID(),
            authEventId: grant.id,
            tenantId: organisation.tenantId,
            tenantType: organisation.tenantType ?? 'ORGANISATION',
            tenantName: organisation.tenantName,
            createdDateUtc: stamp,
            updatedDateUtc: stamp,
          };
      state.connections.set(connection.id, connection);
    }
    const code = randomBytes(24).toString('hex');
    codes.set(code, {
      grant,
      clientId: query.client_id!,
      redirectUri: query.redirect_uri!,
      expiresAt: state.now() + 5 * MINUTE,
      used: false,
    });
    back.searchParams.set('code', code);
    back.searchParams.set('scope', query.scope!);
    return { status: 302, headers: { location: back.toString() }, body: '' };
  };

  const issue = (grant: Grant) => {
    const now = state.now();
    const accessToken = jwtLooking({
      nbf: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + ACCESS_SECONDS,
      iss: 'https://identity.xero.com',
      client_id: clientId,
      authentication_event_id: grant.id,
      scope: grant.scope.split(' '),
      jti: randomUUID(),
    });
    accessTokens.set(accessToken, { grant, expiresAt: now + ACCESS_SECONDS * 1000 });
    // Refresh tokens only for offline_access, as Xero does.
    grant.refreshToken = grant.scope.split(' ').includes('offline_access')
      ? randomBytes(32).toString('hex')
      : undefined;
    return {
      id_token: jwtLooking({ iss: 'https://identity.xero.com', aud: clientId, sub: grant.id }),
      access_token: accessToken,
      expires_in: ACCESS_SECONDS,
      token_type: 'Bearer',
      ...(grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
      scope: grant.scope,
    };
  };

  const token = (headers: IncomingHttpHeaders, form: Record<string, string>): XeroAnswer => {
    const basic = /^Basic (.+)$/.exec(headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (id !== clientId || secret !== clientSecret) return { status: 401, body: { error: 'invalid_client' } };
    if (form.grant_type === 'authorization_code') {
      const code = codes.get(form.code ?? '');
      if (!code || code.used || code.expiresAt < state.now() || code.grant.revoked)
        return { status: 400, body: { error: 'invalid_grant' } };
      if (code.redirectUri !== form.redirect_uri) return { status: 400, body: { error: 'invalid_grant' } };
      code.used = true;
      return { status: 200, body: issue(code.grant) };
    }
    const grant = grants.find(
      (held) => held.refreshToken !== undefined && held.refreshToken === form.refresh_token,
    );
    if (state.refreshAnswer === 'server_error') return { status: 500, body: { error: 'server_error' } };
    if (!grant || grant.revoked || state.refreshAnswer === 'invalid_grant')
      return { status: 400, body: { error: 'invalid_grant' } };
    return { status: 200, body: issue(grant) };
  };

  const bearer = (headers: IncomingHttpHeaders): { grant: Grant } | { problem: string } => {
    const presented = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    const held = presented ? accessTokens.get(presented) : undefined;
    if (!held) return { problem: 'Authorization is not a Bearer access token this server issued' };
    if (held.grant.revoked) return { problem: 'the access token was revoked' };
    if (held.expiresAt <= state.now()) return { problem: 'TokenExpired: the access token has expired' };
    return { grant: held.grant };
  };

  const overLimit = (tenantId: string): { limit: XeroLimit; retryAfter: number } | undefined => {
    const now = state.now();
    const times = accepted.get(tenantId) ?? [];
    if ((inFlight.get(tenantId) ?? 0) >= state.limits.concurrent)
      return { limit: 'concurrent', retryAfter: 1 };
    const inMinute = times.filter((time) => time > now - MINUTE);
    if (inMinute.length >= state.limits.perMinute)
      return { limit: 'minute', retryAfter: Math.max(1, Math.ceil((inMinute[0]! + MINUTE - now) / 1000)) };
    const inDay = times.filter((time) => time > now - DAY);
    if (inDay.length >= state.limits.perDay)
      return { limit: 'day', retryAfter: Math.max(1, Math.ceil((inDay[0]! + DAY - now) / 1000)) };
    return undefined;
  };

  const limitHeaders = (tenantId: string): Record<string, string> => {
    const now = state.now();
    const times = accepted.get(tenantId) ?? [];
    const minute = times.filter((time) => time > now - MINUTE).length;
    const day = times.filter((time) => time > now - DAY).length;
    return {
      'x-minlimit-remaining': String(Math.max(0, state.limits.perMinute - minute)),
      'x-daylimit-remaining': String(Math.max(0, state.limits.perDay - day)),
      'x-appminlimit-remaining': '9999',
    };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const contentType = request.headers['content-type'] ?? '';
    let body: unknown = null;
    if (contentType.startsWith('application/x-www-form-urlencoded'))
      body = Object.fromEntries(new URLSearchParams(text));
    else if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const recorded: XeroRecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
    };
    state.requests.push(recorded);
    changed();
    const send = (answer: XeroAnswer, headers: Record<string, string> = {}) => {
      recorded.status = answer.status;
      if (answer.status === 302 || answer.status === 204) {
        response.writeHead(answer.status, headers);
        response.end();
      } else {
        response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        response.end(JSON.stringify(answer.body));
      }
      changed();
    };
    const refuse = (status: number, problems: string[], answer: unknown) => {
      recorded.problems = problems;
      send({ status, body: answer });
    };

    if (method === 'GET' && url.pathname === '/identity/connect/authorize') {
      const answer = authorize(url);
      if (answer.problems) return refuse(answer.status, answer.problems, answer.body);
      return send({ status: answer.status, body: answer.body }, answer.headers);
    }
    if (url.pathname === '/connect/token' || /^\/connections(\/|$)/i.test(url.pathname)) {
      const path = url.pathname.replace(/^\/connections/i, '/Connections');
      const verdict = identityApi.check(documentRequest(method, path, request.headers, url, body));
      recorded.operationId = verdict.operationId;
      if (verdict.problems.length > 0)
        return refuse(400, verdict.problems, validationException(verdict.problems));
      if (url.pathname === '/connect/token') {
        if (!contentType.startsWith('application/x-www-form-urlencoded'))
          return refuse(400, ['the token request must be application/x-www-form-urlencoded'], {
            error: 'invalid_request',
          });
        return send(token(request.headers, body as Record<string, string>));
      }
      const auth = bearer(request.headers);
      if ('problem' in auth) return refuse(401, [auth.problem], unauthorized(auth.problem));
      if (method === 'GET') {
        const eventId = url.searchParams.get('authEventId');
        const listed = [...state.connections.values()].filter(
          (connection) => !eventId || connection.authEventId === eventId,
        );
        return send({ status: 200, body: listed });
      }
      const id = path.split('/')[2] ?? '';
      if (!state.connections.delete(id)) return send({ status: 404, body: notFound() });
      return send({ status: 204, body: null });
    }
    if (url.pathname === '/connect/revocation' && method === 'POST') {
      const form = (body ?? {}) as Record<string, string>;
      const grant = grants.find((held) => held.refreshToken === form.token);
      if (grant) {
        grant.revoked = true;
        for (const [id, connection] of state.connections)
          if (connection.authEventId === grant.id) state.connections.delete(id);
      }
      return send({ status: 200, body: {} });
    }
    if (!url.pathname.startsWith(`${API_ROOT}/`))
      return refuse(404, [`${method} ${url.pathname} is not a Xero URL`], notFound());

    const path = url.pathname.slice(API_ROOT.length);
    const verdict = accountingApi.check(documentRequest(method, path, request.headers, url, body));
    recorded.operationId = verdict.operationId;
    const tenantId = request.headers['xero-tenant-id'];
    if (
      typeof request.headers['idempotency-key'] === 'string' &&
      request.headers['idempotency-key'].length > 128
    )
      verdict.problems.push('Idempotency-Key is over 128 characters');
    for (const [key, value] of Object.entries(
      method === 'GET' || !body || typeof body !== 'object' ? {} : body,
    ))
      if (Array.isArray(value) && value.length > XERO_BATCH_LIMIT)
        verdict.problems.push(
          `a batch of ${value.length} ${key} is more than ${XERO_BATCH_LIMIT} in one call`,
        );
    if (method !== 'GET' && body !== null && !contentType.startsWith('application/json'))
      verdict.problems.push('a body must be sent as application/json');
    if (verdict.problems.length > 0)
      return refuse(400, verdict.problems, validationException(verdict.problems));
    const auth = bearer(request.headers);
    if ('problem' in auth) return refuse(401, [auth.problem], unauthorized(auth.problem));
    const connection = [...state.connections.values()].find((held) => held.tenantId === tenantId);
    if (!connection || typeof tenantId !== 'string')
      return refuse(403, [`tenant ${String(tenantId)} is not connected`], forbidden());

    const limited = overLimit(tenantId);
    if (limited) {
      state.limited.push({ tenantId, limit: limited.limit, at: state.now() });
      return send(
        { status: 429, body: { Title: 'Too Many Requests', Status: 429, Detail: `${limited.limit} limit` } },
        {
          'retry-after': String(limited.retryAfter),
          'x-rate-limit-problem': limited.limit,
          ...limitHeaders(tenantId),
        },
      );
    }
    accepted.set(tenantId, [...(accepted.get(tenantId) ?? []), state.now()]);
    inFlight.set(tenantId, (inFlight.get(tenantId) ?? 0) + 1);
    try {
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const key = request.headers['idempotency-key'];
      const replyKey = typeof key === 'string' ? `${tenantId}:${key}` : undefined;
      const replay = replyKey ? replies.get(replyKey) : undefined;
      if (replay) return send(replay, limitHeaders(tenantId));
      const accountingRequest: AccountingRequest = {
        operationId: verdict.operationId ?? '',
        tenantId,
        path,
        query: recorded.query,
        headers: request.headers,
        body,
      };
      const answer = state.accounting.answer(accountingRequest);
      if (answer.refusals) recorded.refusals = answer.refusals;
      if (answer.status === 200) {
        const offSchema = accountingApi.checkAnswer(accountingRequest.operationId, 200, answer.body);
        if (offSchema.length > 0)
          throw new Error(`the contract server's own answer is not Xero's shape: ${offSchema.join('; ')}`);
      }
      // Only what was done is remembered: a refused call may be tried again with the same key.
      if (replyKey && answer.status < 300) replies.set(replyKey, answer);
      send({ status: answer.status, body: answer.body }, limitHeaders(tenantId));
    } catch (error) {
      state.faults.push(String(error));
      send({ status: 500, body: { Title: 'contract server failure', Detail: String(error) } });
    } finally {
      inFlight.set(tenantId, (inFlight.get(tenantId) ?? 1) - 1);
    }
  };

  let server: Server | undefined;
  const listen = (onPort: number) =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((request, response) => {
        handle(request, response).catch((error: unknown) => {
          // A fault of the contract server itself: answered, and kept apart from the client's invalid requests.
          state.faults.push(String(error));
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ Title: 'contract server failure', Detail: String(error) }));
          changed();
        });
      });
      next.once('error', reject);
      next.listen(onPort, '127.0.0.1', () => resolve());
      server = next;
    });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server?.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(0);
  const port = (server!.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  state.env.XERO_API_URL = origin;
  state.env.XERO_IDENTITY_URL = origin;
  state.env.XERO_LOGIN_URL = origin;
  return state;
}

function documentRequest(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  url: URL,
  body: unknown,
): DocumentRequest {
  const flat: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name] = value;
  return { method, path, headers: flat, query: Object.fromEntries(url.searchParams), body };
}

/** Xero's answer to a request it cannot take: the ValidationException shape of its accounting API. */
export function validationException(messages: string[]) {
  return {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    Elements: [{ ValidationErrors: messages.map((Message) => ({ Message })) }],
  };
}

function unauthorized(detail: string) {
  return {
    Type: null,
    Title: 'Unauthorized',
    Status: 401,
    Detail: detail,
    Instance: randomUUID(),
    Extensions: {},
  };
}

function forbidden() {
  return {
    Type: null,
    Title: 'Forbidden',
    Status: 403,
    Detail: 'AuthenticationUnsuccessful',
    Instance: randomUUID(),
    Extensions: {},
  };
}

function notFound() {
  return { Title: 'Not Found', Status: 404, Detail: 'The resource you are looking for cannot be found' };
}

function jwtLooking(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: '1CAF8E66772D6DC028D6726FD0261581570EFC19', typ: 'JWT' })}.${part(payload)}.${randomBytes(32).toString('base64url')}`;
}

/** The connections endpoint's dates: ISO without an offset, as in Xero's example. */
function xeroConnectionDate(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '');
}
