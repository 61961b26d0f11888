import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite on a data folder, with the extensions the schema uses loaded (PGlite has no shared libraries to find
 * them in): pg_trgm, for staff's order search. Every PGlite that opens the shop's folder opens it here, or
 * writing an order would fail on its search index.
 */
export function openPglite(folder: string): PGlite {
  return new PGlite(folder, { extensions: { pg_trgm } });
}
