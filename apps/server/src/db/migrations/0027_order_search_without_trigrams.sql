-- Issue 48, measured: the trigram index of 0026 cost every order placed (createOrder at 300 a second on PostgreSQL:
-- p99 99 ms with it, 32 ms without; 611 ms with fastupdate off), more than it saved staff's rare searches. The
-- search walks the list's date index again. pg_trgm stays created (PGlite loads it at open, db/pglite.ts).
DROP INDEX IF EXISTS "order_search_trgm_idx";
