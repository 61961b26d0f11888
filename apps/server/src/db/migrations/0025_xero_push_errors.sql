-- Xero pushes (issue 47): a record not yet in Xero keeps why Xero refused it, and how often it was tried.
ALTER TABLE "xero_link" ALTER COLUMN "xero_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "xero_link" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "xero_link" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "xero_link" ADD COLUMN "attempted_at" timestamp with time zone;