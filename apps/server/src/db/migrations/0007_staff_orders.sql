CREATE TABLE "order_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "updated_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(customer_snapshot->>'companyName', '') || chr(10) || purchase_order)) STORED;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "price_overridden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_change" ADD CONSTRAINT "order_change_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change" ADD CONSTRAINT "order_change_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_change_order_at_idx" ON "order_change" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_processing_date_idx" ON "order" USING btree ("processing_date" desc,"order_date" desc);--> statement-breakpoint
CREATE INDEX "order_status_processing_date_idx" ON "order" USING btree ("status","processing_date" desc);