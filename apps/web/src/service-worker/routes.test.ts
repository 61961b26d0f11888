import { describe, expect, test } from 'vitest';
import { type Route, routeOf } from './routes';

const origin = 'https://shop.example';
const get = (path: string, mode = 'cors') => ({ url: `${origin}${path}`, method: 'GET', mode });

describe('routeOf', () => {
  test.each<[string, { url: string; method: string; mode: string }, Route]>([
    ['a page, opened', get('/order', 'navigate'), 'page'],
    ['the home page, opened', get('/', 'navigate'), 'page'],
    ['a fingerprinted script', get('/assets/app-BQ1Bs93X.js'), 'kept'],
    ['an icon', get('/icons/icon-192.png', 'no-cors'), 'kept'],
    ['the offline page', get('/offline.html'), 'kept'],
    ['a GraphQL query over GET', get('/graphql?query=%7Bme%7D'), 'network'],
    ['the API', get('/api/auth/get-session'), 'network'],
    ['an invoice PDF, opened', get('/api/invoices/1.pdf', 'navigate'), 'network'],
    ['a product photo', get('/images/p/1-400.webp', 'no-cors'), 'network'],
    ['the manifest', get('/manifest.webmanifest'), 'network'],
    [
      'another site',
      { url: 'https://elsewhere.example/assets/x.js', method: 'GET', mode: 'cors' },
      'network',
    ],
  ])('%s', (_name, request, route) => {
    expect(routeOf(request, origin)).toBe(route);
  });

  test('no POST is ever answered by the worker: an order placed offline fails, it is not queued', () => {
    for (const path of ['/graphql', '/api/auth/sign-in/email', '/order', '/assets/app.js']) {
      for (const mode of ['cors', 'navigate', 'same-origin']) {
        expect(routeOf({ url: `${origin}${path}`, method: 'POST', mode }, origin)).toBe('network');
      }
    }
  });
});
