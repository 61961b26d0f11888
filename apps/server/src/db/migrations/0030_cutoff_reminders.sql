-- Issue 49, cutoff reminders: a customer's choice (on, hours before the cutoff, weekdays of the processing date)
-- and each reminder sent, one per customer and processing date (the unique index is the claim that makes several
-- servers send it once; decision 035).
CREATE TABLE "cutoff_reminder_preference" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"hours_before" smallint DEFAULT 6 NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cutoff_reminder_preference_hours_check" CHECK ("cutoff_reminder_preference"."hours_before" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "cutoff_reminder_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"processing_date" date NOT NULL,
	"to_email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"hours_before" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cutoff_reminder_preference" ADD CONSTRAINT "cutoff_reminder_preference_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutoff_reminder_sent" ADD CONSTRAINT "cutoff_reminder_sent_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cutoff_reminder_sent_customer_date" ON "cutoff_reminder_sent" USING btree ("customer_id","processing_date");