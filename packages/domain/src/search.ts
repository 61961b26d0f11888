/**
 * Product search: what a term matches and in which order. One implementation, so the catalogue
 * and the header dropdown agree, and PGlite and PostgreSQL cannot differ.
 */

/** The longest term looked at; anything after it is ignored. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** Lower-cased, trimmed, inner spaces collapsed, cut to {@link SEARCH_TERM_MAX_LENGTH}. */
export function normalizeSearchTerm(term: string): string {
  return term.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX_LENGTH).trim();
}

/** How well a product matches, best first; a product that does not match has no rank. */
export const SEARCH_RANK = {
  /** The name starts with the whole term: "chicken th" → "Chicken Thigh Boneless". */
  namePrefix: 0,
  /** The code starts with the term: "ch-th" → "CH-THB-01". */
  codePrefix: 1,
  /** Every word of the term starts a word of the name or code, in any order: "thigh chick". */
  wordPrefixes: 2,
  /** Every word of the term occurs somewhere in the name or code: "high" → "Chicken Thigh". */
  anywhere: 3,
} as const;

export type SearchRank = (typeof SEARCH_RANK)[keyof typeof SEARCH_RANK];

export type Searchable = { name: string; code: string };

/** Precomputed lower-case text of a product, so ranking a catalogue does no string work per request. */
export type SearchIndexEntry = { name: string; code: string; words: readonly string[]; text: string };

export function searchIndexEntry(product: Searchable): SearchIndexEntry {
  const name = product.name.toLowerCase();
  const code = product.code.toLowerCase();
  // Words split at spaces and punctuation, so "bone-in" is "bone" and "in", and the code's parts count too.
  const words = `${name} ${code}`.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return { name, code, words: [...words, code], text: `${name} ${code}` };
}

/**
 * The rank of a product for a normalized term (see {@link normalizeSearchTerm}), or null when it does
 * not match. An empty term matches nothing.
 */
export function searchRank(entry: SearchIndexEntry, term: string): SearchRank | null {
  if (term === '') return null;
  if (entry.name.startsWith(term)) return SEARCH_RANK.namePrefix;
  if (entry.code.startsWith(term)) return SEARCH_RANK.codePrefix;
  const tokens = term.split(' ');
  // Both ranks below need every word of the term somewhere in the text: most products of a large
  // catalogue fail this one cheap test and skip the word-by-word comparison.
  if (!tokens.every((token) => entry.text.includes(token))) return null;
  if (tokens.every((token) => entry.words.some((word) => word.startsWith(token)))) {
    return SEARCH_RANK.wordPrefixes;
  }
  return SEARCH_RANK.anywhere;
}
