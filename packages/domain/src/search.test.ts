import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeSearchTerm,
  SEARCH_RANK,
  SEARCH_TERM_MAX_LENGTH,
  searchIndexEntry,
  searchRank,
} from './search.ts';

const thigh = searchIndexEntry({ name: 'Chicken Thigh Boneless', code: 'CH-THB-01' });
const boneIn = searchIndexEntry({ name: 'Chicken Thigh Bone-In', code: 'CH-THI-02' });
const pork = searchIndexEntry({ name: 'Pork Belly Rind On', code: 'PK-BEL-01' });

describe('normalizeSearchTerm', () => {
  it.each([
    ['Chicken', 'chicken'],
    ['  THIGH   chick ', 'thigh chick'],
    ['CH-THB', 'ch-thb'],
    ['', ''],
  ])('%j → %j', (term, normalized) => {
    expect(normalizeSearchTerm(term)).toBe(normalized);
  });

  it('never grows a term past the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (term) => {
        expect(normalizeSearchTerm(term).length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
      }),
    );
  });
});

describe('searchRank', () => {
  it.each([
    [thigh, 'chicken th', SEARCH_RANK.namePrefix],
    [thigh, 'ch-th', SEARCH_RANK.codePrefix],
    [thigh, 'ch-thb-01', SEARCH_RANK.codePrefix],
    [thigh, 'thigh chick', SEARCH_RANK.wordPrefixes],
    [thigh, 'bone chicken', SEARCH_RANK.wordPrefixes],
    [thigh, 'thb', SEARCH_RANK.wordPrefixes],
    [thigh, 'high', SEARCH_RANK.anywhere],
    [thigh, 'less chick', SEARCH_RANK.anywhere],
    [boneIn, 'bone-in', SEARCH_RANK.anywhere],
    [boneIn, 'in bone', SEARCH_RANK.wordPrefixes],
    [thigh, 'pork', null],
    [thigh, 'thigh pork', null],
    [pork, 'thigh', null],
    [thigh, '', null],
  ])('%o for %j is %j', (entry, term, rank) => {
    expect(searchRank(entry, term)).toBe(rank);
  });

  const word = fc.stringMatching(/^[a-z]{1,8}$/);
  const product = fc.record({
    name: fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
    code: fc.stringMatching(/^[A-Z]{2}-[A-Z0-9]{2,4}$/),
  });

  it('finds a product by any prefix of any of its words, in any order and case', () => {
    fc.assert(
      fc.property(product, fc.nat(), fc.boolean(), (p, pick, upper) => {
        const words = p.name.split(' ');
        const chosen = words.slice(pick % words.length).concat(words.slice(0, pick % words.length));
        const term = chosen
          .reverse()
          .map((w) => w.slice(0, Math.max(1, (pick % w.length) + 1)))
          .join(' ');
        const rank = searchRank(searchIndexEntry(p), normalizeSearchTerm(upper ? term.toUpperCase() : term));
        expect(rank).not.toBeNull();
        expect(rank).toBeLessThanOrEqual(SEARCH_RANK.wordPrefixes);
      }),
    );
  });

  it('ranks a name that starts with the term first', () => {
    fc.assert(
      fc.property(product, fc.nat(), (p, cut) => {
        const term = normalizeSearchTerm(p.name.slice(0, (cut % p.name.length) + 1));
        fc.pre(term !== '');
        expect(searchRank(searchIndexEntry(p), term)).toBe(SEARCH_RANK.namePrefix);
      }),
    );
  });

  it('matches nothing that is not in the name or code', () => {
    fc.assert(
      fc.property(product, (p) => {
        expect(searchRank(searchIndexEntry(p), 'zzzzzzzzz')).toBeNull();
      }),
    );
  });
});
