-- Issue 48: a trigram index again, as GiST: a search for a term few orders hold (a purchase order number, a name
-- nobody ordered under) is a lookup, not a read of the list's whole index (PostgreSQL 15–22 ms, PGlite far more).
-- 0026's GIN cost every order placed when its pending list was flushed (decision 031); GiST has none, and adds
-- about 8 µs a row to an insert. 48-byte signatures: with the default 12 a no-match search still took 7 ms.
CREATE INDEX "order_search_trgm_idx" ON "order" USING gist ("search_text" gist_trgm_ops(siglen=48));
