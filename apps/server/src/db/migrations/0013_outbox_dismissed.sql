ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dismissed_reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dismissed_by_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_open_idx" ON "outbox" USING btree ("seq") WHERE "outbox"."status" in ('PENDING','FAILED');--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('PENDING','DONE','FAILED','DISMISSED'));