-- Getting paid, second part (issue 46): monthly statements and their runs, bank statement lines and the CSV
-- mappings that read them, overdue reminders and what each listed, and the daily receivables run.
CREATE TABLE "bank_csv_mapping" (
	"header_key" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_line" (
	"key" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"posted_on" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"particulars" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"other_party" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"payment_id" uuid,
	"imported_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_line_status_check" CHECK ("bank_line"."status" in ('OPEN','MATCHED','IGNORED')),
	CONSTRAINT "bank_line_amount_check" CHECK ("bank_line"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_reminder" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	"to_email" text NOT NULL,
	"documents" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminder_document" (
	"reminder_id" uuid NOT NULL,
	"invoice_id" uuid,
	"note_id" uuid,
	"sent_on" date NOT NULL,
	CONSTRAINT "payment_reminder_document_check" CHECK (("payment_reminder_document"."invoice_id" is null) <> ("payment_reminder_document"."note_id" is null))
);
--> statement-breakpoint
CREATE TABLE "receivables_run" (
	"day" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"stopped" integer DEFAULT 0 NOT NULL,
	"reminded" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "statement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"period" text NOT NULL,
	"opening_balance" numeric(12, 2) NOT NULL,
	"closing_balance" numeric(12, 2) NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_period_check" CHECK ("statement"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "statement_run" (
	"period" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by_name" text NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_line" ADD CONSTRAINT "bank_line_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminder" ADD CONSTRAINT "payment_reminder_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminder_document" ADD CONSTRAINT "payment_reminder_document_reminder_id_payment_reminder_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."payment_reminder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminder_document" ADD CONSTRAINT "payment_reminder_document_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminder_document" ADD CONSTRAINT "payment_reminder_document_note_id_correction_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."correction_note"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement" ADD CONSTRAINT "statement_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_line_status_idx" ON "bank_line" USING btree ("status","posted_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminder_customer_day" ON "payment_reminder" USING btree ("customer_id","sent_on");--> statement-breakpoint
CREATE INDEX "payment_reminder_document_invoice_idx" ON "payment_reminder_document" USING btree ("invoice_id","sent_on");--> statement-breakpoint
CREATE INDEX "payment_reminder_document_note_idx" ON "payment_reminder_document" USING btree ("note_id","sent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_customer_period" ON "statement" USING btree ("customer_id","period");--> statement-breakpoint
CREATE INDEX "statement_period_idx" ON "statement" USING btree ("period");