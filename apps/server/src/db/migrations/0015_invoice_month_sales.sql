CREATE TABLE "invoice_month_sales" (
	"customer_id" uuid NOT NULL,
	"month" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"gst" numeric(14, 2) NOT NULL,
	"invoice_count" integer NOT NULL,
	CONSTRAINT "invoice_month_sales_customer_id_month_pk" PRIMARY KEY("customer_id","month")
);
