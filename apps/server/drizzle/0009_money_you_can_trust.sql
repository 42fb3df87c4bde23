CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_refund_id" text NOT NULL,
	"provider_refund_id" text,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"sent_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"raw" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_state_valid" CHECK ("refunds"."state" in ('PENDING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"merchant_refund_id" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"complete_at" timestamp with time zone NOT NULL,
	"webhook_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_state_valid";--> statement-breakpoint
DROP INDEX "payments_pending_next_check_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_merchant_refund_id_key" ON "refunds" USING btree ("merchant_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_duplicate_per_payment" ON "refunds" USING btree ("payment_id") WHERE "refunds"."kind" = 'duplicate';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_next_check_idx" ON "refunds" USING btree ("next_check_at") WHERE "refunds"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_state_idx" ON "refunds" USING btree ("state");--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."next_check_at" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_valid" CHECK ("payments"."state" in ('PENDING', 'COMPLETED', 'FAILED', 'SUPERSEDED', 'EXPIRED'));
--> statement-breakpoint

-- The sum of a payment's refunds that have not failed never exceeds what it paid, and only a
-- completed payment is refunded. The payment's row lock makes simultaneous refunds of one payment
-- take turns, and each statement below reads what the ones before it committed.
CREATE FUNCTION refunds_within_paid() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  paid integer;
  paid_state text;
  refunded bigint;
BEGIN
  IF NEW.state = 'FAILED' THEN
    RETURN NEW;
  END IF;
  SELECT amount_paise, state INTO paid, paid_state FROM payments WHERE id = NEW.payment_id FOR UPDATE;
  IF paid_state IS DISTINCT FROM 'COMPLETED' THEN
    RAISE EXCEPTION 'only a completed payment can be refunded'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_paid';
  END IF;
  SELECT coalesce(sum(amount_paise), 0) INTO refunded FROM refunds
  WHERE payment_id = NEW.payment_id AND state <> 'FAILED' AND id <> NEW.id;
  IF refunded + NEW.amount_paise > paid THEN
    RAISE EXCEPTION 'refunds of payment % would exceed what it paid', NEW.payment_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_paid';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_within_paid BEFORE INSERT OR UPDATE OF payment_id, amount_paise, state ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_within_paid();
