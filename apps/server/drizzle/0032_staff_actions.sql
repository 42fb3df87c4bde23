CREATE TABLE "staff_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"person_id" uuid,
	"person_email" text NOT NULL,
	"person_role" text NOT NULL,
	"address" text,
	"target_kind" text NOT NULL,
	"target_id" text,
	"order_id" uuid,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "staff_actions_action_valid" CHECK ("staff_actions"."action" in ('order.status-changed', 'order.notes-changed', 'order.refunded', 'order.cancellation-declined', 'order.offline-payment', 'order.invoice-corrected', 'order.launch-changed', 'order.milestone-changed', 'order.document-decided', 'order.deliverable-added', 'order.deliverable-withdrawn', 'order.message-sent', 'conversation.changed', 'account.invited', 'account.invitation-resent', 'account.verification-resent', 'account.signed-out', 'account.deactivated', 'account.reactivated', 'account.role-changed', 'account.data-corrected', 'contact.changed', 'contact.answered', 'contact.made-complaint', 'complaint.changed', 'mail.retried', 'staff.signed-in', 'staff.second-factor-failed')),
	CONSTRAINT "staff_actions_target_valid" CHECK ("staff_actions"."target_kind" in ('order', 'account', 'contact-message', 'mail', 'complaint', 'conversation'))
);
--> statement-breakpoint
CREATE INDEX "staff_actions_at_idx" ON "staff_actions" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_person_idx" ON "staff_actions" USING btree ("person_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_order_idx" ON "staff_actions" USING btree ("order_id","at" DESC NULLS LAST) WHERE "staff_actions"."order_id" is not null;--> statement-breakpoint
-- The audit trail is append-only: no update ever, no truncate, and a delete only of a row older than
-- the retention period (STAFF_ACTIONS_RETENTION_YEARS, kept in step by staff-actions.int.test.ts),
-- which is what the retention job deletes. Whatever code or script writes, the database refuses.
CREATE FUNCTION staff_actions_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '8 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the audit trail is append-only: % refused', lower(TG_OP)
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_actions_no_update BEFORE UPDATE ON staff_actions
  FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_actions_no_delete BEFORE DELETE ON staff_actions
  FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_actions_no_truncate BEFORE TRUNCATE ON staff_actions
  FOR EACH STATEMENT EXECUTE FUNCTION staff_actions_append_only();
