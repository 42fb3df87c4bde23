-- The admin's search finds parts of payment and refund references and phone numbers: trigram indexes.
-- pg_trgm is a trusted extension: a database owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "payments_merchant_order_id_trgm_idx" ON "payments" USING gin ("merchant_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_provider_order_id_trgm_idx" ON "payments" USING gin ("provider_order_id" gin_trgm_ops) WHERE "payments"."provider_order_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_offline_reference_trgm_idx" ON "payments" USING gin (("raw" -> 'offline' ->> 'reference') gin_trgm_ops) WHERE "payments"."provider" = 'offline';--> statement-breakpoint
CREATE INDEX "refunds_merchant_refund_id_trgm_idx" ON "refunds" USING gin ("merchant_refund_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refunds_provider_refund_id_trgm_idx" ON "refunds" USING gin ("provider_refund_id" gin_trgm_ops) WHERE "refunds"."provider_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops) WHERE "users"."phone" is not null;