CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_price" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_level_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_price_price_check" CHECK ("custom_price"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"company_name" text NOT NULL,
	"price_level_id" uuid,
	"customer_level" text DEFAULT 'N' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"addr1" text DEFAULT '' NOT NULL,
	"addr2" text DEFAULT '' NOT NULL,
	"addr3" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"accounting_ref" text,
	"order_confirmation_emails" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_level_check" CHECK ("customer"."customer_level" in ('S','A','B','C','D','E','N'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_number" integer DEFAULT nextval('invoice_number_seq') NOT NULL,
	"customer_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sub_total" numeric(12, 2) NOT NULL,
	"freight" numeric(12, 2) NOT NULL,
	"cutting" numeric(12, 2) NOT NULL,
	"gst" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_amounts_check" CHECK ("invoice"."sub_total" >= 0 and "invoice"."gst" >= 0 and "invoice"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"message" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"customer_snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"processing_date" date NOT NULL,
	"purchase_order" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"line" text DEFAULT 'N' NOT NULL,
	"price_level_id" uuid,
	"is_delivery" boolean,
	"freight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cutting" numeric(12, 2) DEFAULT '0' NOT NULL,
	"production_ref" text,
	"sync_state" text DEFAULT 'NONE' NOT NULL,
	"recurring_order_id" uuid,
	"placed_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_check" CHECK ("order"."status" in ('PENDING','PACKED','COMPLETED','CANCELLED')),
	CONSTRAINT "order_freight_check" CHECK ("order"."freight" >= 0),
	CONSTRAINT "order_cutting_check" CHECK ("order"."cutting" >= 0),
	CONSTRAINT "order_sync_state_check" CHECK ("order"."sync_state" in ('NONE','QUEUED','SYNCED','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"unit" text NOT NULL,
	"category_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text,
	"quantity" numeric(10, 3) NOT NULL,
	"packed_weight" numeric(10, 3),
	"unit_price" numeric(12, 2) NOT NULL,
	"default_price" numeric(12, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_line_quantity_check" CHECK ("order_line"."quantity" > 0),
	CONSTRAINT "order_line_packed_weight_check" CHECK ("order_line"."packed_weight" is null or "order_line"."packed_weight" >= 0),
	CONSTRAINT "order_line_unit_price_check" CHECK ("order_line"."unit_price" >= 0),
	CONSTRAINT "order_line_default_price_check" CHECK ("order_line"."default_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('PENDING','DONE','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "price_level" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"accounting_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"category_id" uuid NOT NULL,
	"product_group" text NOT NULL,
	"type" text DEFAULT 'PRODUCT' NOT NULL,
	"default_price" numeric(12, 2) NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"image_key" text,
	"accounting_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_unit_check" CHECK ("product"."unit" in ('KG','EACH','PIECES','CTN')),
	CONSTRAINT "product_type_check" CHECK ("product"."type" in ('PRODUCT','SERVICE')),
	CONSTRAINT "product_default_price_check" CHECK ("product"."default_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"frequency" text DEFAULT 'DAILY' NOT NULL,
	"starting_date" date NOT NULL,
	"selected_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_delivery" boolean,
	"freight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cutting" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"last_generated_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_order_frequency_check" CHECK ("recurring_order"."frequency" in ('DAILY','WEEKLY','FORTNIGHTLY')),
	CONSTRAINT "recurring_order_freight_check" CHECK ("recurring_order"."freight" >= 0),
	CONSTRAINT "recurring_order_cutting_check" CHECK ("recurring_order"."cutting" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_order_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recurring_order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_order_line_quantity_check" CHECK ("recurring_order_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"cutoff_hour" smallint DEFAULT 5 NOT NULL,
	"freight_charge" numeric(12, 2) DEFAULT '0' NOT NULL,
	"free_freight_threshold" numeric(12, 2) DEFAULT '0' NOT NULL,
	"brand" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT 'Monday to Saturday 10am to 3pm, Sunday closed' NOT NULL,
	"social_link" text DEFAULT '' NOT NULL,
	"social_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_singleton_check" CHECK ("settings"."singleton"),
	CONSTRAINT "settings_cutoff_hour_check" CHECK ("settings"."cutoff_hour" between 0 and 23),
	CONSTRAINT "settings_freight_charge_check" CHECK ("settings"."freight_charge" >= 0),
	CONSTRAINT "settings_free_freight_threshold_check" CHECK ("settings"."free_freight_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"customer_id" uuid,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"temp_password_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_role_check" CHECK ("user"."role" in ('admin','customer')),
	CONSTRAINT "user_customer_role_check" CHECK ("user"."role" = 'admin' or "user"."customer_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_price" ADD CONSTRAINT "custom_price_price_level_id_price_level_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_level"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_price" ADD CONSTRAINT "custom_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_price_level_id_price_level_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_level"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_price_level_id_price_level_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_level"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_placed_by_user_id_user_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_note" ADD CONSTRAINT "product_note_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_note" ADD CONSTRAINT "product_note_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order" ADD CONSTRAINT "recurring_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_line" ADD CONSTRAINT "recurring_order_line_recurring_order_id_recurring_order_id_fk" FOREIGN KEY ("recurring_order_id") REFERENCES "public"."recurring_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_line" ADD CONSTRAINT "recurring_order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_name_key" ON "category" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_price_level_product_key" ON "custom_price" USING btree ("price_level_id","product_id");--> statement-breakpoint
CREATE INDEX "custom_price_product_idx" ON "custom_price" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_code_key" ON "customer" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_key" ON "customer" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_company_idx" ON "customer" USING btree ("company_name");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_key_user_key" ON "idempotency_key" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_order_key" ON "invoice" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_number_key" ON "invoice" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoice_issued_idx" ON "invoice" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "notification_created_idx" ON "notification" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_customer_date_idx" ON "order" USING btree ("customer_id","order_date");--> statement-breakpoint
CREATE INDEX "order_status_date_idx" ON "order" USING btree ("status","order_date");--> statement-breakpoint
CREATE INDEX "order_date_idx" ON "order" USING btree ("order_date");--> statement-breakpoint
CREATE UNIQUE INDEX "order_recurring_day_key" ON "order" USING btree ("recurring_order_id","processing_date");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_product_idx" ON "order_line" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_level_name_key" ON "price_level" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_code_key" ON "product" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_name_idx" ON "product" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_note_customer_product_key" ON "product_note" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "recurring_order_customer_idx" ON "recurring_order" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_order_line_product_key" ON "recurring_order_line" USING btree ("recurring_order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_key" ON "session" USING btree ("token");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_singleton_key" ON "settings" USING btree ("singleton");--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_key" ON "user" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "user_customer_key" ON "user" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");