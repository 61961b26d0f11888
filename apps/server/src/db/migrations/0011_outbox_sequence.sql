DROP INDEX "outbox_subject_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_subject_idx" ON "outbox" USING btree ("subject","seq") WHERE "outbox"."subject" is not null;