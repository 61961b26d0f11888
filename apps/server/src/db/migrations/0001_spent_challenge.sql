CREATE TABLE "spent_challenge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "spent_challenge_signature_key" ON "spent_challenge" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "spent_challenge_expires_idx" ON "spent_challenge" USING btree ("expires_at");