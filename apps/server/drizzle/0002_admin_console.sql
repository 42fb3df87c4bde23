CREATE TABLE "order_totals" (
	"package_id" text NOT NULL,
	"status" text NOT NULL,
	"paid" boolean NOT NULL,
	"slot" smallint NOT NULL,
	"order_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_totals_package_id_status_paid_slot_pk" PRIMARY KEY("package_id","status","paid","slot")
);
--> statement-breakpoint
CREATE TABLE "user_totals" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"user_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || email || ' ' || regexp_replace(email, '[^[:alnum:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);