-- Standing-order runs under way (each holds a session advisory lock on its id while it runs) and what each has
-- created, so a run that never finished (its server killed) is reported by the next run. A run deletes its row when
-- it writes its summary.
CREATE TABLE "recurring_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_run_created" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" integer NOT NULL,
	"company" text NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_run_created" ADD CONSTRAINT "recurring_run_created_run_id_recurring_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."recurring_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_run_created_run_idx" ON "recurring_run_created" USING btree ("run_id");
