-- Xero (issue 47): the connection (tokens encrypted, the organisation, the mapping), the link of each record to its Xero
-- id, and when each invoice and note was last exported in the CSV.
CREATE TABLE "xero_connection" (
	"id" text PRIMARY KEY DEFAULT 'xero' NOT NULL,
	"status" text NOT NULL,
	"tenant_id" text,
	"tenant_name" text,
	"tenants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"connected_by_name" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mapping" jsonb,
	"problem" text,
	"problem_told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xero_connection_single" CHECK ("xero_connection"."id" = 'xero'),
	CONSTRAINT "xero_connection_status_check" CHECK ("xero_connection"."status" in ('CHOOSING','CONNECTED','BROKEN'))
);
--> statement-breakpoint
CREATE TABLE "xero_link" (
	"kind" text NOT NULL,
	"local_id" uuid NOT NULL,
	"xero_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xero_link_kind_local_id_pk" PRIMARY KEY("kind","local_id"),
	CONSTRAINT "xero_link_kind_check" CHECK ("xero_link"."kind" in ('CONTACT','INVOICE','CREDIT_NOTE','DEBIT_NOTE'))
);
--> statement-breakpoint
ALTER TABLE "correction_note" ADD COLUMN "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "exported_at" timestamp with time zone;