// Xero's OAuth 2.0 authorization-code flow and its connections (organisations), over plain HTTP (decision 029):
// the consent URL at login.xero.com, the token endpoint at identity.xero.com (client id and secret as Basic auth;
// refresh tokens rotate: each refresh answers a new one and the old one stops working), and GET/DELETE
// api.xero.com/connections. The base URLs are configurable so the tests' contract server can stand in.

/** Scopes for apps created after 2 March 2026 (Xero's granular scopes); offline_access gives the refresh token. */
export const XERO_SCOPES = [
  'openid',
  'profile',
  'email',
  'offline_access',
  'accounting.contacts',
  'accounting.invoices',
  'accounting.payments',
  'accounting.settings.read',
].join(' ');

const CALL_TIMEOUT_MS = 15_000;

export type XeroClient = {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  identityUrl: string;
  loginUrl: string;
};

/** What the token endpoint answers: the access token, the (new) refresh token, and when the access token expires. */
export type XeroTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

/** An organisation the user let the app reach. */
export type XeroTenant = { connectionId: string; tenantId: string; tenantName: string };

/** The refresh token is no longer good (revoked by the user, expired after 60 days unused, or used already). */
export class XeroAuthorizationLost extends Error {
  override name = 'XeroAuthorizationLost';
}

export class XeroIdentity {
  constructor(
    private readonly client: XeroClient,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Where to send staff to consent: Xero's sign-in, then back to `redirectUri` with the code and `state`. */
  authorizeUrl(redirectUri: string, state: string): string {
    const url = new URL(`${this.client.loginUrl}/identity/connect/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.client.clientId,
      redirect_uri: redirectUri,
      scope: XERO_SCOPES,
      state,
    }).toString();
    return url.toString();
  }

  /** Trades the code Xero sent back for tokens. */
  exchangeCode(code: string, redirectUri: string): Promise<XeroTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  /** A new access token, and a new refresh token to keep in place of the one given (it stops working). */
  refresh(refreshToken: string): Promise<XeroTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** The organisations the token reaches. */
  async tenants(accessToken: string): Promise<XeroTenant[]> {
    const response = await this.call(`${this.client.apiUrl}/connections`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (response.status === 401) throw new XeroAuthorizationLost('Xero refused the access token');
    if (!response.ok) throw new Error(`GET /connections answered ${response.status}`);
    const list = (await response.json()) as Array<Record<string, unknown>>;
    return list
      .filter((c) => (c.tenantType ?? 'ORGANISATION') === 'ORGANISATION')
      .map((c) => ({
        connectionId: String(c.id),
        tenantId: String(c.tenantId),
        tenantName: String(c.tenantName ?? 'Xero organisation'),
      }));
  }

  /** Removes the app's connection to the organisation (Disconnect); a connection already gone is fine. */
  async disconnect(accessToken: string, connectionId: string): Promise<void> {
    const response = await this.call(
      `${this.client.apiUrl}/connections/${encodeURIComponent(connectionId)}`,
      {
        method: 'DELETE',
        headers: { authorization: `Bearer ${accessToken}` },
      },
    );
    if (!response.ok && response.status !== 404 && response.status !== 401) {
      throw new Error(`DELETE /connections answered ${response.status}`);
    }
  }

  private async token(form: Record<string, string>): Promise<XeroTokens> {
    const basic = Buffer.from(`${this.client.clientId}:${this.client.clientSecret}`).toString('base64');
    const response = await this.call(`${this.client.identityUrl}/connect/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 400 && body.error === 'invalid_grant') {
      throw new XeroAuthorizationLost('Xero no longer accepts this connection (invalid_grant)');
    }
    if (!response.ok || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
      throw new Error(`Xero's token endpoint answered ${response.status}: ${String(body.error ?? '')}`);
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 1800;
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(this.now().getTime() + seconds * 1000),
    };
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new Error(
        `Xero could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  }
}
