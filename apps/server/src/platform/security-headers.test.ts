import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

/** The headers helmet's own middleware puts on a real answer, for these options. */
async function headersOfRealAnswer(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((request, response) => {
    middleware(request, response, () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // What the HTTP server adds on its own, not helmet.
    for (const name of ['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']) {
      delete headers[name];
    }
    return headers;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it.each([
    ['the defaults', {}],
    [
      'the shop’s options',
      {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", "'sha256-abc='"],
            objectSrc: ["'none'"],
            upgradeInsecureRequests: [],
          },
        },
        hsts: { maxAge: 31_536_000, includeSubDomains: true },
        crossOriginEmbedderPolicy: false,
      },
    ],
    ['no HSTS', { hsts: false }],
  ] satisfies Array<[string, HelmetOptions]>)(
    'are what helmet itself sets, for %s',
    async (_name, options) => {
      expect(securityHeaders(options)).toEqual(await headersOfRealAnswer(options));
    },
  );

  it('refuses options helmet refuses', () => {
    // A value that would smuggle in a directive of its own.
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['a; script-src *'] } } }),
    ).toThrow('invalid directive value');
  });
});
