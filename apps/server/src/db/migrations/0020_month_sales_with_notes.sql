-- Sales are net of credit and debit notes, each counted on its own date (decision 026): invoice_month_sales adds
-- each note's amount (a credit's negative) to the month it was issued in, and counts notes apart from invoices, so
-- a month with only a note of a customer's is still a row.
ALTER TABLE "invoice_month_sales" ADD COLUMN "note_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_month_sales_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- A month left with no invoice and no note is no row, as if it had never had one.
  IF changed > 0 THEN
    DELETE FROM "invoice_month_sales" WHERE "invoice_count" = 0 AND "note_count" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "invoice_month_sales_keep_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  -- A note adds its amount in its direction: a credit note's negative, a debit note's positive.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_month_sales" AS s ("customer_id", "month", "total", "gst", "invoice_count", "note_count")
      SELECT "customer_id", date_trunc('month', "issued_at" AT TIME ZONE 'Pacific/Auckland')::date,
        sum(CASE WHEN "kind" = 'CREDIT' THEN -"total" ELSE "total" END),
        sum(CASE WHEN "kind" = 'CREDIT' THEN -"gst" ELSE "gst" END), 0, count(*)
      FROM new_notes WHERE "customer_id" IS NOT NULL GROUP BY 1, 2
      ON CONFLICT ("customer_id", "month") DO UPDATE SET "total" = s."total" + EXCLUDED."total",
        "gst" = s."gst" + EXCLUDED."gst", "note_count" = s."note_count" + EXCLUDED."note_count";
    RETURN NULL;
  END IF;
  -- An update (a mail sent, or the customer deleted: customer_id set to null) counts the notes out as they were
  -- and in as they are; most sum to nothing and write nothing.
  INSERT INTO "invoice_month_sales" AS s ("customer_id", "month", "total", "gst", "invoice_count", "note_count")
    SELECT "customer_id", date_trunc('month', "issued_at" AT TIME ZONE 'Pacific/Auckland')::date, sum("total"),
      sum("gst"), 0, sum(n)
    FROM (SELECT "customer_id", "issued_at", CASE WHEN "kind" = 'CREDIT' THEN -"total" ELSE "total" END AS "total",
        CASE WHEN "kind" = 'CREDIT' THEN -"gst" ELSE "gst" END AS "gst", 1 AS n FROM new_notes
      UNION ALL
      SELECT "customer_id", "issued_at", CASE WHEN "kind" = 'CREDIT' THEN "total" ELSE -"total" END,
        CASE WHEN "kind" = 'CREDIT' THEN "gst" ELSE -"gst" END, -1 FROM old_notes) c
    WHERE "customer_id" IS NOT NULL GROUP BY 1, 2
    HAVING sum(n) <> 0 OR sum("total") <> 0 OR sum("gst") <> 0
    ON CONFLICT ("customer_id", "month") DO UPDATE SET "total" = s."total" + EXCLUDED."total",
      "gst" = s."gst" + EXCLUDED."gst", "note_count" = s."note_count" + EXCLUDED."note_count";
  GET DIAGNOSTICS changed = ROW_COUNT;
  IF changed > 0 THEN
    DELETE FROM "invoice_month_sales" WHERE "invoice_count" = 0 AND "note_count" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables answers one kind of statement; a note is never deleted (restrict from invoice and
-- order), so there is no delete trigger.
CREATE TRIGGER "invoice_month_sales_kept_note_insert" AFTER INSERT ON "correction_note"
  REFERENCING NEW TABLE AS new_notes
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_month_sales_keep_notes"();
--> statement-breakpoint
CREATE TRIGGER "invoice_month_sales_kept_note_update" AFTER UPDATE ON "correction_note"
  REFERENCING OLD TABLE AS old_notes NEW TABLE AS new_notes
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_month_sales_keep_notes"();
