ALTER TABLE "order_events" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "customer_reason" text;--> statement-breakpoint
-- Entries that name a deliverable still held are linked to it, so that withdrawing it later takes its
-- name out of what the customer reads.
UPDATE "order_events" e SET "file_id" = f."id"
FROM "order_files" f
WHERE f."order_id" = e."order_id" AND f."purpose" = 'deliverable'
  AND (right(e."reason", length(' delivered: ' || f."file_name")) = ' delivered: ' || f."file_name"
    OR right(e."reason", length(': ' || f."file_name" || ' downloaded')) = ': ' || f."file_name" || ' downloaded');
--> statement-breakpoint
-- Deliverables withdrawn before: their names leave what the customer reads of the entries that
-- named them and of the withdrawal itself ("<kind> withdrawn: <name>. <reason>").
WITH "withdrawn" AS (
  SELECT DISTINCT d."order_id", substring(d."reason" from position(' delivered: ' in d."reason") + 12) AS "name"
  FROM "order_events" d
  WHERE d."file_id" IS NULL AND position(' delivered: ' in d."reason") > 0
    AND EXISTS (
      SELECT 1 FROM "order_events" w
      WHERE w."order_id" = d."order_id"
        AND position(' withdrawn: ' || substring(d."reason" from position(' delivered: ' in d."reason") + 12) || '. ' in w."reason") > 0
    )
)
UPDATE "order_events" e SET "customer_reason" = CASE
    WHEN position(' withdrawn: ' || n."name" || '. ' in e."reason") > 0
      THEN 'A file was withdrawn: ' || substring(e."reason" from position(' withdrawn: ' || n."name" || '. ' in e."reason") + length(' withdrawn: ' || n."name" || '. '))
    ELSE replace(e."reason", n."name", 'a file since withdrawn')
  END
FROM "withdrawn" n
WHERE e."order_id" = n."order_id" AND e."file_id" IS NULL AND e."customer_reason" IS NULL
  AND (right(e."reason", length(' delivered: ' || n."name")) = ' delivered: ' || n."name"
    OR right(e."reason", length(': ' || n."name" || ' downloaded')) = ': ' || n."name" || ' downloaded'
    OR position(' withdrawn: ' || n."name" || '. ' in e."reason") > 0);
