-- Staff's order search at 100,000 orders (issue 48): trigrams of `order.search_text`, so a term few orders hold is
-- found without reading every order. pg_trgm is a trusted extension (any owner of the database may create it);
-- PGlite loads it at open (db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "order_search_trgm_idx" ON "order" USING gin ("search_text" gin_trgm_ops);
