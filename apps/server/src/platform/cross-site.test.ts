import { describe, expect, it } from 'vitest';
import { allowedOriginsOf, crossSiteRefusal } from './cross-site.ts';

const allowed = allowedOriginsOf({
  publicUrl: 'http://localhost:3000',
  port: 3000,
  allowedOrigins: ['https://admin.example.nz'],
});

describe('allowedOriginsOf', () => {
  it('holds the public URL’s origin, both loopback spellings and the configured ones', () => {
    expect([...allowed].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'https://admin.example.nz',
    ]);
  });

  it('holds only the public origin for a public address', () => {
    const origins = allowedOriginsOf({
      publicUrl: 'https://shop.example.nz',
      port: 3000,
      allowedOrigins: [],
    });
    expect([...origins]).toEqual(['https://shop.example.nz']);
  });
});

describe('crossSiteRefusal', () => {
  const cookie = { cookie: 'session=abc' };
  it.each([
    ['our own origin', { ...cookie, origin: 'http://localhost:3000' }, false],
    ['a configured origin', { ...cookie, origin: 'https://admin.example.nz' }, false],
    ['another port on this host', { ...cookie, origin: 'http://localhost:3001' }, true],
    ['a foreign origin', { ...cookie, origin: 'https://evil.test' }, true],
    ['a foreign origin without cookies', { origin: 'https://evil.test' }, true],
    ['an opaque origin', { ...cookie, origin: 'null' }, true],
    ['a same-origin stream (no Origin)', { ...cookie, 'sec-fetch-site': 'same-origin' }, false],
    ['a same-site page on another port (no Origin)', { ...cookie, 'sec-fetch-site': 'same-site' }, true],
    ['a cross-site image (no Origin)', { ...cookie, 'sec-fetch-site': 'cross-site' }, true],
    ['a script posting JSON', { ...cookie, 'content-type': 'application/json' }, false],
    ['a script with the preflight header', { ...cookie, 'x-graphql-yoga-csrf': '1' }, false],
    ['a plain-text form', { ...cookie, 'content-type': 'text/plain;charset=UTF-8' }, true],
    ['a url-encoded form', { ...cookie, 'content-type': 'application/x-www-form-urlencoded' }, true],
    ['a POST with cookies and nothing else', { ...cookie }, true],
    ['a guest without Origin', { 'content-type': 'text/plain' }, false],
  ])('POST from %s → refused: %s', (_what, headers, refused) => {
    expect(crossSiteRefusal('POST', new Headers(headers), allowed) !== null).toBe(refused);
  });

  it.each([
    ['the app’s stream over plain HTTP (neither Origin nor Sec-Fetch-Site)', { ...cookie }, false],
    ['a cross-site image', { ...cookie, 'sec-fetch-site': 'cross-site' }, true],
    ['a cross-origin EventSource', { ...cookie, origin: 'https://evil.test' }, true],
  ])('GET from %s → refused: %s', (_what, headers, refused) => {
    expect(crossSiteRefusal('GET', new Headers(headers), allowed) !== null).toBe(refused);
  });
});
