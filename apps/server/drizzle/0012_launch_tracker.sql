CREATE TABLE "file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'required' NOT NULL,
	"owed_since" date NOT NULL,
	"reason" text,
	"file_id" uuid,
	"uploaded_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_status_valid" CHECK ("order_documents"."status" in ('required', 'uploaded', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"uploaded_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_files_purpose_valid" CHECK ("order_files"."purpose" in ('document', 'deliverable'))
);
--> statement-breakpoint
CREATE TABLE "order_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"stage" text NOT NULL,
	"title" text NOT NULL,
	"days" smallint NOT NULL,
	"waits_on" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"planned_for" date NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_milestones_status_valid" CHECK ("order_milestones"."status" in ('pending', 'in-progress', 'done', 'blocked'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "internal_notes" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "planned_launch_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_launch_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "track_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delay_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waiting_on_customer_since" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "government_caveat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "track_computed_on" date;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_order_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."order_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_file_id_order_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."order_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_order_kind" ON "order_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_files_order_idx" ON "order_files" USING btree ("order_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "order_files_incomplete_idx" ON "order_files" USING btree ("created_at") WHERE "order_files"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_milestones_order_key" ON "order_milestones" USING btree ("order_id","key");--> statement-breakpoint
CREATE INDEX "order_milestones_order_position_idx" ON "order_milestones" USING btree ("order_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_id") WHERE "orders"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_track_computed_idx" ON "orders" USING btree ("track_computed_on") WHERE "orders"."status" = 'in-progress';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_track_state_valid" CHECK ("orders"."track_state" in ('on-track', 'waiting-on-customer', 'delayed'));