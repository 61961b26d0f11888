import { describe, expect, it } from 'vitest';
import { keptInPlace, movedOnePlace } from './arrange-order';

const notX = (id: string) => id !== 'x';

describe('moving a row one place', () => {
  it.each([
    [['a', 'b', 'c'], 'a', 1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'c', -1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', -1, null],
    [['a', 'b', 'c'], 'c', 1, null],
    [['a', 'b', 'c'], 'z', 1, null],
  ] as const)('%j: %s by %i gives %j', (ids, id, by, expected) => {
    expect(movedOnePlace(ids, id, by)).toEqual(expected);
  });

  it.each([
    // A row that may not move is passed over and stays where it is.
    [['a', 'x', 'b'], 'a', 1, ['b', 'x', 'a']],
    [['a', 'x', 'b'], 'b', -1, ['b', 'x', 'a']],
    [['a', 'b', 'x'], 'b', 1, null],
    [['x', 'a', 'b'], 'a', -1, null],
    [['a', 'x', 'b'], 'x', 1, null],
  ] as const)('%j with x fixed: %s by %i gives %j', (ids, id, by, expected) => {
    expect(movedOnePlace(ids, id, by, notX)).toEqual(expected);
  });
});

describe('keeping fixed rows in place', () => {
  it.each([
    [
      ['a', 'x', 'b', 'c'],
      ['c', 'a', 'x', 'b'],
      ['c', 'x', 'a', 'b'],
    ],
    [
      ['a', 'x', 'b', 'c'],
      ['x', 'a', 'b', 'c'],
      ['a', 'x', 'b', 'c'],
    ],
    [
      ['a', 'b', 'c'],
      ['c', 'b', 'a'],
      ['c', 'b', 'a'],
    ],
  ])('%j reordered as %j is %j', (ids, reordered, expected) => {
    expect(keptInPlace(ids, reordered, notX)).toEqual(expected);
  });
});
