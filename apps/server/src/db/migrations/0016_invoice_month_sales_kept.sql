-- invoice_month_sales is kept by the database itself, in the same transaction as every statement that writes invoices:
-- created, updated (a revision's new amounts, another customer, or none when the customer is deleted) or deleted.
-- Once per statement, from its transition tables: the statement's invoices counted out as they were and in as they
-- are, summed per customer and Auckland month, are added to the summary's rows. A statement writing 10,000 invoices
-- touches each customer's month once, not 10,000 times. Invoices whose customer is gone are not counted here.
CREATE FUNCTION "invoice_month_sales_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_month_sales" AS s ("customer_id", "month", "total", "gst", "invoice_count")
      SELECT "customer_id", date_trunc('month', "issued_at" AT TIME ZONE 'Pacific/Auckland')::date, sum("total"),
        sum("gst"), count(*)
      FROM new_invoices WHERE "customer_id" IS NOT NULL GROUP BY 1, 2
      ON CONFLICT ("customer_id", "month") DO UPDATE SET "total" = s."total" + EXCLUDED."total",
        "gst" = s."gst" + EXCLUDED."gst", "invoice_count" = s."invoice_count" + EXCLUDED."invoice_count";
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "invoice_month_sales" s
      SET "total" = s."total" - d."total", "gst" = s."gst" - d."gst", "invoice_count" = s."invoice_count" - d.n
      FROM (SELECT "customer_id", date_trunc('month', "issued_at" AT TIME ZONE 'Pacific/Auckland')::date AS "month",
          sum("total") AS "total", sum("gst") AS "gst", count(*) AS n
        FROM old_invoices WHERE "customer_id" IS NOT NULL GROUP BY 1, 2) d
      WHERE s."customer_id" = d."customer_id" AND s."month" = d."month";
  ELSE
    -- Most updates (a mail sent, a reference from the accounting system) change no amount, customer or month:
    -- their changes sum to nothing and write nothing.
    INSERT INTO "invoice_month_sales" AS s ("customer_id", "month", "total", "gst", "invoice_count")
      SELECT "customer_id", date_trunc('month', "issued_at" AT TIME ZONE 'Pacific/Auckland')::date, sum("total"),
        sum("gst"), sum(n)
      FROM (SELECT "customer_id", "issued_at", "total", "gst", 1 AS n FROM new_invoices
        UNION ALL
        SELECT "customer_id", "issued_at", -"total", -"gst", -1 FROM old_invoices) c
      WHERE "customer_id" IS NOT NULL GROUP BY 1, 2
      HAVING sum(n) <> 0 OR sum("total") <> 0 OR sum("gst") <> 0
      ON CONFLICT ("customer_id", "month") DO UPDATE SET "total" = s."total" + EXCLUDED."total",
        "gst" = s."gst" + EXCLUDED."gst", "invoice_count" = s."invoice_count" + EXCLUDED."invoice_count";
  END IF;
  GET DIAGNOSTICS changed = ROW_COUNT;
  -- A month left with no invoice is no row, as if it had never had one.
  IF changed > 0 THEN
    DELETE FROM "invoice_month_sales" WHERE "invoice_count" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables answers one kind of statement.
CREATE TRIGGER "invoice_month_sales_kept_insert" AFTER INSERT ON "invoice"
  REFERENCING NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_month_sales_keep"();
--> statement-breakpoint
CREATE TRIGGER "invoice_month_sales_kept_update" AFTER UPDATE ON "invoice"
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_month_sales_keep"();
--> statement-breakpoint
CREATE TRIGGER "invoice_month_sales_kept_delete" AFTER DELETE ON "invoice"
  REFERENCING OLD TABLE AS old_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_month_sales_keep"();
--> statement-breakpoint
INSERT INTO "invoice_month_sales" ("customer_id", "month", "total", "gst", "invoice_count")
  SELECT "customer_id", date_trunc('month', "issued_at" AT TIME ZONE 'Pacific/Auckland')::date, sum("total"),
    sum("gst"), count(*)
  FROM "invoice" WHERE "customer_id" IS NOT NULL
  GROUP BY 1, 2;
