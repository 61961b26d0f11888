-- Issue 50, delivery zones: where the van goes, on which weekdays, its freight and minimum order; a customer in one.
CREATE TABLE "delivery_zone" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"cutoff_hour" integer,
	"freight_charge" numeric(12, 2) NOT NULL,
	"free_freight_threshold" numeric(12, 2) NOT NULL,
	"minimum_order" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zone_cutoff_check" CHECK ("delivery_zone"."cutoff_hour" is null or "delivery_zone"."cutoff_hour" between 0 and 23),
	CONSTRAINT "delivery_zone_amounts_check" CHECK ("delivery_zone"."freight_charge" >= 0 and "delivery_zone"."free_freight_threshold" >= 0 and "delivery_zone"."minimum_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "delivery_zone_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zone_name_key" ON "delivery_zone" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_delivery_zone_id_delivery_zone_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zone"("id") ON DELETE set null ON UPDATE no action;