import { request as httpRequest } from 'node:http';

/** A small HTTP client for API tests: keeps the session cookie and sends a matching Origin. */
export class ApiClient {
  private cookies = new Map<string, string>();

  /**
   * `localAddress` connects from another loopback address (127.0.0.2, …), so the server sees a
   * different client address without any forwarding header (which it must not believe).
   */
  constructor(
    readonly baseUrl: string,
    readonly options: { localAddress?: string } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.baseUrl);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    const url = new URL(path, this.baseUrl);
    const response = this.options.localAddress
      ? await requestFrom(this.options.localAddress, url, { ...init, headers })
      : await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const text = value.join('=');
      if (text === '' || /max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), text);
    }
    return response;
  }

  async signIn(email: string, password: string): Promise<Response> {
    return this.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  }

  async signOut(): Promise<Response> {
    return this.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  }

  /** Replaces this client's cookies with another's, as someone who copied them would. */
  useCookiesOf(other: ApiClient): void {
    this.cookies = new Map(other.cookies);
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
    const response = await this.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<{
      data: T | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    }>;
  }

  /**
   * Opens a subscription over SSE with this client's session and resolves with the first event's
   * payload. Resolves once the server holds the subscription, so the caller can then cause the event.
   */
  async firstEvent<T = Record<string, unknown>>(
    query: string,
    /**
     * Skips events until one passes: a change announced just before the subscription opened can still be on
     * its way (PostgreSQL's NOTIFY) and arrive first.
     */
    accept: (event: { data: T | null }) => boolean = () => true,
  ): Promise<{ event: Promise<{ data: T | null; errors?: Array<{ message: string }> }> }> {
    const controller = new AbortController();
    const response = await this.request(`/graphql?query=${encodeURIComponent(query)}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
      throw new Error(`not an event stream: ${response.status} ${await response.text()}`);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const event = (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended without an event');
        buffer += value;
        for (let match = buffer.match(/data: (.+)\n/); match?.[1]; match = buffer.match(/data: (.+)\n/)) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          const event = JSON.parse(match[1]) as { data: T | null; errors?: Array<{ message: string }> };
          if (event.errors || accept(event)) {
            controller.abort();
            return event;
          }
        }
      }
    })();
    // Yoga registers the subscription before answering; give the event loop a moment to attach.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { event };
  }
}

/** fetch() over node:http from a chosen local address; the body is read whole (no streaming). */
function requestFrom(
  localAddress: string,
  url: URL,
  init: RequestInit & { headers: Headers },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: Object.fromEntries(init.headers), localAddress },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              headers.append(name, one);
            }
          }
          resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 500, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    if (typeof init.body === 'string') outgoing.write(init.body);
    outgoing.end();
  });
}
