import { describe, expect, test } from 'vitest';
import { shortName, webManifest } from './web-manifest';

describe('webManifest', () => {
  test('names the installed shop after its brand', () => {
    expect(webManifest('Kauri Meats')).toMatchObject({ name: 'Kauri Meats', short_name: 'Kauri Meats' });
  });

  test.each([
    ['Kauri Meats', 'Kauri Meats'],
    ['Kauri Meats & Poultry Wholesale', 'Kauri Meats'],
    ['Wholesalemeatsupplies', 'Wholesalemea'],
  ])('a home-screen name of at most 12 characters, in whole words where it can: %s', (brand, short) => {
    expect(shortName(brand)).toBe(short);
  });

  test('has the icons phones ask for, one of them maskable', () => {
    const { icons } = webManifest('Kauri Meats');
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
