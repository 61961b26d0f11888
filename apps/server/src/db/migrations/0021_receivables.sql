-- Getting paid (issue 46): payment terms per customer and by default, a credit limit and stop-supply, each invoice's
-- and debit note's due date, payments and what of each went to which document.
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"bank_line_key" text,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_reason" text,
	"reversed_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_amount_check" CHECK ("payment"."amount" > 0),
	CONSTRAINT "payment_method_check" CHECK ("payment"."method" in ('BANK_TRANSFER','CARD','CASH','CHEQUE'))
);
--> statement-breakpoint
CREATE TABLE "payment_allocation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid,
	"note_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocation_amount_check" CHECK ("payment_allocation"."amount" > 0),
	CONSTRAINT "payment_allocation_document_check" CHECK (("payment_allocation"."invoice_id" is null) <> ("payment_allocation"."note_id" is null))
);
--> statement-breakpoint
ALTER TABLE "correction_note" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "credit_limit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "on_stop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "on_stop_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "on_stop_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "payment_terms" text DEFAULT 'TWENTIETH_FOLLOWING' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "stop_after_overdue_days" smallint;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "reminder_after_days" smallint;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_note_id_correction_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."correction_note"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_customer_idx" ON "payment" USING btree ("customer_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_bank_line_key" ON "payment" USING btree ("bank_line_key");--> statement-breakpoint
CREATE INDEX "payment_allocation_payment_idx" ON "payment_allocation" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocation_invoice_idx" ON "payment_allocation" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocation_note_idx" ON "payment_allocation" USING btree ("note_id");--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_credit_limit_check" CHECK ("customer"."credit_limit" is null or "customer"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_stop_after_overdue_days_check" CHECK ("settings"."stop_after_overdue_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_reminder_after_days_check" CHECK ("settings"."reminder_after_days" between 1 and 365);--> statement-breakpoint
-- Shops from before keep their terms: the default is the number of days they had.
UPDATE "settings" SET "payment_terms" = 'DAYS:' || "payment_terms_days";--> statement-breakpoint
-- Invoices issued before keep the due date they printed (or the one their terms give).
UPDATE "invoice" SET "due_date" = coalesce(("content"->>'dueDate')::date,
  ("issued_at" AT TIME ZONE 'Pacific/Auckland')::date + (SELECT coalesce(max("payment_terms_days"), 20) FROM "settings")::integer);--> statement-breakpoint
UPDATE "correction_note" SET "due_date" = ("issued_at" AT TIME ZONE 'Pacific/Auckland')::date
  + (SELECT coalesce(max("payment_terms_days"), 20) FROM "settings")::integer WHERE "kind" = 'DEBIT';
