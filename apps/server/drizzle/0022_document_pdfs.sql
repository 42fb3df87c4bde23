CREATE TABLE "document_pdfs" (
	"invoice_id" uuid NOT NULL,
	"layout" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_pdfs_invoice_id_layout_pk" PRIMARY KEY("invoice_id","layout")
);
--> statement-breakpoint
ALTER TABLE "document_pdfs" ADD CONSTRAINT "document_pdfs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;