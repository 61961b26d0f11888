-- Issue 48: the orders list's index carries the status and the search text (INCLUDE, which Drizzle cannot declare:
-- schema.ts names the index), so a page and a search's count are read from the index alone (index-only scans),
-- not from the 540-byte order rows: a search nothing matches read every row, 50 ms at 100,000 orders. It replaces
-- the date index of the same order rather than adding one: placing an order updates as many indexes as before.
DROP INDEX "order_processing_date_idx";--> statement-breakpoint
CREATE INDEX "order_list_idx" ON "order" USING btree ("processing_date" desc,"order_date" desc,"id" desc) INCLUDE ("status", "search_text");
