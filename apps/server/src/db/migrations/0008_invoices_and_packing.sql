CREATE TABLE "invoice_revision" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_total" numeric(12, 2) NOT NULL,
	"freight" numeric(12, 2) NOT NULL,
	"cutting" numeric(12, 2) NOT NULL,
	"gst" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "invoice_number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "external_ref" jsonb;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "gst_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "payment_terms_days" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "xero_account_code" text DEFAULT '200' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "xero_tax_type" text DEFAULT '15% GST on Income' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_revision" ADD CONSTRAINT "invoice_revision_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_revision" ADD CONSTRAINT "invoice_revision_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_revision_key" ON "invoice_revision" USING btree ("invoice_id","revision");--> statement-breakpoint
CREATE INDEX "invoice_customer_issued_idx" ON "invoice" USING btree ("customer_id","issued_at");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_payment_terms_days_check" CHECK ("settings"."payment_terms_days" between 0 and 365);--> statement-breakpoint
DROP SEQUENCE "public"."invoice_number_seq";