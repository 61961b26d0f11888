CREATE TABLE "closed_day" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_recurring_day_key";--> statement-breakpoint
ALTER TABLE "recurring_order" ALTER COLUMN "freight" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "recurring_order" ALTER COLUMN "freight" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "recurring_due_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "order_recurring_day_key" ON "order" USING btree ("recurring_order_id","recurring_due_date");