/** A small HTTP client for API tests: keeps the session cookie and sends a matching Origin. */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.baseUrl);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers });
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
        const match = buffer.match(/data: (.+)\n/);
        if (match?.[1]) {
          controller.abort();
          return JSON.parse(match[1]) as { data: T | null; errors?: Array<{ message: string }> };
        }
      }
    })();
    // Yoga registers the subscription before answering; give the event loop a moment to attach.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { event };
  }
}
