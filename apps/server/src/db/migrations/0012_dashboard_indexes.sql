DROP INDEX "invoice_issued_idx";--> statement-breakpoint
CREATE INDEX "invoice_issued_sales_idx" ON "invoice" USING btree ("issued_at","customer_id","total","gst");