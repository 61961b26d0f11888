-- Issue 49, the order guide: a customer's guide lines as arranged by hand (place, par level, taken off). Lines
-- of products ordered in the last 90 days need no row; the order history gives them.
CREATE TABLE "order_guide_line" (
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer,
	"par_level" numeric(10, 3),
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_guide_line_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id"),
	CONSTRAINT "order_guide_line_par_check" CHECK ("order_guide_line"."par_level" is null or "order_guide_line"."par_level" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_guide_line" ADD CONSTRAINT "order_guide_line_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_line" ADD CONSTRAINT "order_guide_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;