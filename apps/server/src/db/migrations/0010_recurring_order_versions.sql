ALTER TABLE "recurring_order" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_order" ADD COLUMN "updated_by_name" text;