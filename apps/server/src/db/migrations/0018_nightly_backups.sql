CREATE TABLE "backup_run" (
	"day" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"file" text,
	"bytes" bigint,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "backup_hour" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "backup_keep" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_backup_hour_check" CHECK ("settings"."backup_hour" between 0 and 23);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_backup_keep_check" CHECK ("settings"."backup_keep" between 1 and 365);