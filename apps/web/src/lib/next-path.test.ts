import { describe, expect, it } from 'vitest';
import { firstSignInHref, safeNextPath } from './next-path';

describe('where a sign-in may go next', () => {
  it.each([
    ['/cart', '/cart'],
    ['/order?category=Chicken&search=thigh', '/order?category=Chicken&search=thigh'],
    ['/order/product?id=p1#top', '/order/product?id=p1#top'],
    ['/cart/../myorders', '/myorders'],
  ])('follows the path on this site %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'cart',
    'https://evil.test/cart',
    '//evil.test/cart',
    '/\\evil.test',
    '/\t/evil.test',
    'javascript:alert(1)',
    '/login',
    '/Login/?next=/cart',
  ])('refuses %s', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('the first sign-in page', () => {
  it('passes on where to go next, when there is somewhere', () => {
    expect(firstSignInHref('/cart')).toBe('/firsttimesignin?next=%2Fcart');
    expect(firstSignInHref(null)).toBe('/firsttimesignin');
  });
});
