ALTER TABLE "document_series" ADD COLUMN "taxable_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_series" ADD COLUMN "tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_invoices_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_refund" ON "invoices" USING btree ("refund_id") WHERE "invoices"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_refers_to_idx" ON "invoices" USING btree ("refers_to") WHERE "invoices"."refers_to" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."refers_to" is not null and "invoices"."refund_id" is not null));--> statement-breakpoint
-- Running sums of each series' taxable value and tax, for the admin summary's tax collected and
-- the fee part of refunds. Every document is inserted after its serial was taken from this row, so
-- the update finds the row already locked by the same transaction; the insert covers a document
-- written without a serial taken (a script).
CREATE FUNCTION document_series_add_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_series (kind, financial_year, last_serial, taxable_value, tax)
  VALUES (NEW.kind, NEW.financial_year, NEW.serial, NEW.taxable_value, NEW.cgst + NEW.sgst + NEW.igst)
  ON CONFLICT (kind, financial_year) DO UPDATE
    SET taxable_value = document_series.taxable_value + EXCLUDED.taxable_value,
        tax = document_series.tax + EXCLUDED.tax;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_add_to_series AFTER INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION document_series_add_document();--> statement-breakpoint
UPDATE document_series s
  SET taxable_value = t.taxable_value, tax = t.tax
  FROM (
    SELECT kind, financial_year, sum(taxable_value) AS taxable_value, sum(cgst + sgst + igst) AS tax
    FROM invoices GROUP BY kind, financial_year
  ) t
  WHERE s.kind = t.kind AND s.financial_year = t.financial_year;
