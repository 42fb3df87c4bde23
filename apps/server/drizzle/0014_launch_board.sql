ALTER TABLE "orders" ADD COLUMN "overdue_since" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "milestones_done" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "milestones_total" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_launch_board_idx" ON "orders" USING btree (("overdue_since" is null),coalesce("expected_launch_date", 'infinity'::date),"id") WHERE "orders"."status" = 'in-progress';--> statement-breakpoint
-- Milestone counts of the orders that already have a plan.
UPDATE "orders" AS o SET "milestones_done" = m.done, "milestones_total" = m.total
FROM (
  SELECT "order_id", count(*) FILTER (WHERE "status" = 'done')::smallint AS done, count(*)::smallint AS total
  FROM "order_milestones" GROUP BY "order_id"
) AS m
WHERE m."order_id" = o."id";--> statement-breakpoint
-- Open tracks are marked as computed the day before, so that the next refresh sets overdue_since.
UPDATE "orders" SET "track_computed_on" = "track_computed_on" - 1
WHERE "status" = 'in-progress' AND "track_computed_on" IS NOT NULL;
