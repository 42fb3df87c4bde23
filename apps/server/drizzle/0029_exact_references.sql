-- A whole payment or refund reference typed in the admin's search is found by equality, at once;
-- only when none equals it is it looked for as a part, through the trigram indexes of 0023.
CREATE INDEX "payments_provider_order_id_idx" ON "payments" USING btree ("provider_order_id") WHERE "payments"."provider_order_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_offline_reference_idx" ON "payments" USING btree (("raw" -> 'offline' ->> 'reference')) WHERE "payments"."provider" = 'offline';--> statement-breakpoint
CREATE INDEX "refunds_provider_refund_id_idx" ON "refunds" USING btree ("provider_refund_id") WHERE "refunds"."provider_refund_id" is not null;