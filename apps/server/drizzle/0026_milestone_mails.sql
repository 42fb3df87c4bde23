CREATE TABLE "launch_progress_mails" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"launch_date_before" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_milestones" ADD COLUMN "blocked_on_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_milestones" ADD COLUMN "announced_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Every milestone that moved before progress mails were gathered was mailed as it moved.
UPDATE "order_milestones" SET "announced_status" = "status";--> statement-breakpoint
ALTER TABLE "launch_progress_mails" ADD CONSTRAINT "launch_progress_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_progress_mails_due_idx" ON "launch_progress_mails" USING btree ("due_at");--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_announced_status_valid" CHECK ("order_milestones"."announced_status" in ('pending', 'in-progress', 'done', 'blocked'));