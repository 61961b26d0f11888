-- Issue 50: when a product can be delivered: ordered days ahead, on set weekdays only.
ALTER TABLE "product" ADD COLUMN "lead_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "delivery_weekdays" integer[];--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_lead_days_check" CHECK ("product"."lead_days" between 0 and 14);