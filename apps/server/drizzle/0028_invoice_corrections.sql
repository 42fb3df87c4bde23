ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_note_refers";--> statement-breakpoint
DROP INDEX "invoices_one_per_payment";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supersedes" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supersedes_invoices_id_fk" FOREIGN KEY ("supersedes") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_supersedes_key" ON "invoices" USING btree ("supersedes") WHERE "invoices"."supersedes" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_correction_per_invoice" ON "invoices" USING btree ("refers_to") WHERE "invoices"."kind" = 'credit-note' and "invoices"."refund_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_payment" ON "invoices" USING btree ("payment_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."supersedes" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_on_credit_note" CHECK ("invoices"."refund_id" is null or "invoices"."kind" = 'credit-note');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supersedes_on_invoice" CHECK ("invoices"."supersedes" is null or "invoices"."kind" = 'invoice');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_correction_has_reason" CHECK ("invoices"."kind" <> 'credit-note' or "invoices"."refund_id" is not null or "invoices"."reason" is not null);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."refers_to" is not null));