DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("topic","next_attempt_at") WHERE "outbox"."status" = 'PENDING';