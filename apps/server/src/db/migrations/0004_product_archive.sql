DROP INDEX "product_code_key";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "product_code_key" ON "product" USING btree (lower("code"));