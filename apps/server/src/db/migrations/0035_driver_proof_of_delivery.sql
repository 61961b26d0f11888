-- Issue 50: drivers (a role of their own, a zone's driver), proof of delivery with its photo and signature, finished runs.
CREATE TABLE "delivery_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_image_kind_check" CHECK ("delivery_image"."kind" in ('photo', 'signature'))
);
--> statement-breakpoint
CREATE TABLE "delivery_proof" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" text NOT NULL,
	"photo_id" uuid,
	"signature_id" uuid,
	"driver_id" uuid,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_run_end" (
	"zone_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"driver_id" uuid,
	CONSTRAINT "delivery_run_end_zone_id_run_date_pk" PRIMARY KEY("zone_id","run_date")
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_role_check";--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_customer_role_check";--> statement-breakpoint
ALTER TABLE "delivery_zone" ADD COLUMN "driver_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_image" ADD CONSTRAINT "delivery_image_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proof" ADD CONSTRAINT "delivery_proof_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proof" ADD CONSTRAINT "delivery_proof_photo_id_delivery_image_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."delivery_image"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proof" ADD CONSTRAINT "delivery_proof_signature_id_delivery_image_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."delivery_image"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proof" ADD CONSTRAINT "delivery_proof_driver_id_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_run_end" ADD CONSTRAINT "delivery_run_end_zone_id_delivery_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_run_end" ADD CONSTRAINT "delivery_run_end_driver_id_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone" ADD CONSTRAINT "delivery_zone_driver_id_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("user"."role" in ('admin','customer','driver'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_customer_role_check" CHECK ("user"."role" <> 'customer' or "user"."customer_id" is not null);