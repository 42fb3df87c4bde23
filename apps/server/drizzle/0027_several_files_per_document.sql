DROP INDEX "order_documents_order_kind";--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "copy" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_order_kind_copy" ON "order_documents" USING btree ("order_id","kind","copy");--> statement-breakpoint
UPDATE "order_documents" SET "title" = 'Masked Aadhaar of each director (only the last four digits showing)' WHERE "kind" = 'aadhaar';
