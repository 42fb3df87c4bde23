CREATE TABLE "order_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "order_messages_author_valid" CHECK ("order_messages"."author_role" in ('customer', 'staff')),
	CONSTRAINT "order_messages_internal_by_staff" CHECK (not "order_messages"."internal" or "order_messages"."author_role" = 'staff')
);
--> statement-breakpoint
CREATE TABLE "order_threads" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"assignee_id" uuid,
	"awaiting_reply_since" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"customer_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_files" DROP CONSTRAINT "order_files_purpose_valid";--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_order_threads_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_threads"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_file_id_order_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."order_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_threads" ADD CONSTRAINT "order_threads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_threads" ADD CONSTRAINT "order_threads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_threads_awaiting_idx" ON "order_threads" USING btree ("awaiting_reply_since") WHERE "order_threads"."awaiting_reply_since" is not null;--> statement-breakpoint
CREATE INDEX "order_threads_last_message_idx" ON "order_threads" USING btree ("last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_threads_assignee_idx" ON "order_threads" USING btree ("assignee_id") WHERE "order_threads"."assignee_id" is not null;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_purpose_valid" CHECK ("order_files"."purpose" in ('document', 'deliverable', 'message'));