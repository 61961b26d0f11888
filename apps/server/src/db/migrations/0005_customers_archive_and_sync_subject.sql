ALTER TABLE "customer" ADD COLUMN "accounting_edit_sequence" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "outbox_subject_idx" ON "outbox" USING btree ("subject","created_at") WHERE "outbox"."subject" is not null;