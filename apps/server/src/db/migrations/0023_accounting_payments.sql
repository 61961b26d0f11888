-- Payments read from the accounting middleware (issue 46, item 8): where each payment came from and its id there,
-- and what was last read from the middleware (when, up to where, why not).
CREATE TABLE "external_read" (
	"name" text PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone,
	"cursor" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "source" text DEFAULT 'CLEAVER' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_external_id" ON "payment" USING btree ("external_id") WHERE "payment"."reversed_at" is null;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_source_check" CHECK ("payment"."source" in ('CLEAVER','ACCOUNTING'));