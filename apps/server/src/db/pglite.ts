import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite on a data folder, with the extensions its migrations create loaded (PGlite has no shared libraries to find
 * them in): pg_trgm (migration 0026; its index was dropped again by 0027). Every PGlite that opens the shop's folder
 * opens it here.
 */
export function openPglite(folder: string): PGlite {
  return new PGlite(folder, { extensions: { pg_trgm } });
}
