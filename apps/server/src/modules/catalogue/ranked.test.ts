import { normalizeSearchTerm, searchIndexEntry, searchRank } from '@cleaver/domain/search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CatalogueProduct, ranked } from './products.service.ts';

/** A catalogue product with only what ranking reads; the rest never matters to it. */
function product(id: number, name: string, code: string): CatalogueProduct {
  return { id: `p${id}`, name, code, search: searchIndexEntry({ name, code }) } as CatalogueProduct;
}

/** The plain definition: every product ranked on its own, by rank and then in list order. */
function rankedOneByOne(products: readonly CatalogueProduct[], term: string) {
  return products
    .map((p) => ({ rank: searchRank(p.search, term), product: p }))
    .filter((p) => p.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
}

const ids = (placed: { product: CatalogueProduct }[]) => placed.map((p) => p.product.id);

// Small alphabets, so terms often match, often match twice in one text, and sometimes span name and code.
const word = fc.stringMatching(/^[ab\-ō]{1,4}$/);
const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));

describe('ranked', () => {
  it('finds exactly what ranking each product on its own finds, in the same order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, word), { maxLength: 30 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (rows, termWords) => {
          const products = rows
            .map(([name, code], i) => product(i, name, code))
            .sort((a, b) => (a.search.name < b.search.name ? -1 : a.search.name > b.search.name ? 1 : 0));
          const term = normalizeSearchTerm(termWords.join(' '));
          expect(ids(ranked(products, term))).toEqual(ids(rankedOneByOne(products, term)));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('lists a product once however often the term occurs in it', () => {
    const products = [product(1, 'beef beef beef', 'BF-1'), product(2, 'lamb', 'be-ef')];
    expect(ids(ranked(products, 'beef'))).toEqual(['p1']);
  });
});
