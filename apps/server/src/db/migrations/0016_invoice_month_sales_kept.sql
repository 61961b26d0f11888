-- invoice_month_sales is kept by the database itself, in the same transaction as every invoice written: created,
-- updated (a new revision's amounts, a customer changed, or set to null when the customer is deleted) or deleted.
-- Invoices are summed per customer and Auckland month; an invoice whose customer is gone is not counted here.
CREATE FUNCTION "invoice_month_sales_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  left_count integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.customer_id IS NOT DISTINCT FROM OLD.customer_id AND NEW.issued_at = OLD.issued_at
      AND NEW.total = OLD.total AND NEW.gst = OLD.gst THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.customer_id IS NOT NULL THEN
    UPDATE "invoice_month_sales"
      SET "total" = "total" - OLD.total, "gst" = "gst" - OLD.gst, "invoice_count" = "invoice_count" - 1
      WHERE "customer_id" = OLD.customer_id
        AND "month" = date_trunc('month', OLD.issued_at AT TIME ZONE 'Pacific/Auckland')::date
      RETURNING "invoice_count" INTO left_count;
    -- A month left with no invoice is no row, as if it had never had one.
    IF left_count = 0 THEN
      DELETE FROM "invoice_month_sales"
        WHERE "customer_id" = OLD.customer_id
          AND "month" = date_trunc('month', OLD.issued_at AT TIME ZONE 'Pacific/Auckland')::date;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.customer_id IS NOT NULL THEN
    INSERT INTO "invoice_month_sales" AS s ("customer_id", "month", "total", "gst", "invoice_count")
      VALUES (NEW.customer_id, date_trunc('month', NEW.issued_at AT TIME ZONE 'Pacific/Auckland')::date,
        NEW.total, NEW.gst, 1)
      ON CONFLICT ("customer_id", "month") DO UPDATE
        SET "total" = s."total" + EXCLUDED."total", "gst" = s."gst" + EXCLUDED."gst",
          "invoice_count" = s."invoice_count" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_month_sales_kept"
  AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "issued_at", "total", "gst" ON "invoice"
  FOR EACH ROW EXECUTE FUNCTION "invoice_month_sales_keep"();
--> statement-breakpoint
INSERT INTO "invoice_month_sales" ("customer_id", "month", "total", "gst", "invoice_count")
  SELECT "customer_id", date_trunc('month', "issued_at" AT TIME ZONE 'Pacific/Auckland')::date, sum("total"),
    sum("gst"), count(*)
  FROM "invoice" WHERE "customer_id" IS NOT NULL
  GROUP BY 1, 2;
