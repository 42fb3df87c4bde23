CREATE TABLE "sandbox_orders" (
	"merchant_order_id" text PRIMARY KEY NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"payment_mode" text,
	"redirect_url" text NOT NULL,
	"meta_info" jsonb,
	"expire_at" timestamp with time zone NOT NULL,
	"complete_at" timestamp with time zone,
	"webhook_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_package" ON "orders" USING btree ("user_id","package_id") WHERE "orders"."status" = 'pending';