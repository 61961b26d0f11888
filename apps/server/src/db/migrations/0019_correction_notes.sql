CREATE TABLE "correction_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"reason_text" text,
	"sub_total" numeric(12, 2) NOT NULL,
	"gst" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"content" jsonb NOT NULL,
	"billed_after" jsonb NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correction_note_kind_check" CHECK ("correction_note"."kind" in ('CREDIT', 'DEBIT')),
	CONSTRAINT "correction_note_total_check" CHECK ("correction_note"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "correction_note" ADD CONSTRAINT "correction_note_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_note" ADD CONSTRAINT "correction_note_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_note" ADD CONSTRAINT "correction_note_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_note" ADD CONSTRAINT "correction_note_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correction_note_number_key" ON "correction_note" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "correction_note_invoice_idx" ON "correction_note" USING btree ("invoice_id","issued_at");--> statement-breakpoint
CREATE INDEX "correction_note_issued_idx" ON "correction_note" USING btree ("issued_at","customer_id");