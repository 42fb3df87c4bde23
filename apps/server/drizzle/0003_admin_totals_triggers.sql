-- Running totals for the admin summary (order_totals, user_totals) and orders.paid_at, kept by
-- triggers in the same transaction as every write, whichever code or script makes it. See
-- docs/decisions/005-admin-totals-kept-by-triggers.md.

-- An order's slot: 16 rows per key spread simultaneous writers over different counter rows.
CREATE FUNCTION admin_totals_slot(order_id uuid) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (hashtext(order_id::text) & 15)::smallint $$;
--> statement-breakpoint

-- One statement per trigger firing, rows in key order: two transactions always lock counter rows in
-- the same order, so they cannot deadlock. An update that leaves an order's key and amount alone
-- adds -1 and +1 to the same group, which HAVING drops: no counter row is touched.
CREATE FUNCTION order_totals_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_totals AS t (package_id, status, paid, slot, order_count, amount)
    SELECT package_id, status, paid_at IS NOT NULL, admin_totals_slot(id), count(*), sum(amount)
    FROM new_rows
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (package_id, status, paid, slot) DO UPDATE
      SET order_count = t.order_count + excluded.order_count, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_totals AS t (package_id, status, paid, slot, order_count, amount)
    SELECT package_id, status, paid_at IS NOT NULL, admin_totals_slot(id), -count(*), -sum(amount)
    FROM old_rows
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (package_id, status, paid, slot) DO UPDATE
      SET order_count = t.order_count + excluded.order_count, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO order_totals AS t (package_id, status, paid, slot, order_count, amount)
    SELECT package_id, status, paid, slot, sum(delta_count), sum(delta_amount)
    FROM (
      SELECT package_id, status, paid_at IS NOT NULL AS paid, admin_totals_slot(id) AS slot,
             -1 AS delta_count, -amount::bigint AS delta_amount
      FROM old_rows
      UNION ALL
      SELECT package_id, status, paid_at IS NOT NULL, admin_totals_slot(id), 1, amount::bigint
      FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4
    HAVING sum(delta_count) <> 0 OR sum(delta_amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (package_id, status, paid, slot) DO UPDATE
      SET order_count = t.order_count + excluded.order_count, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION user_totals_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_totals AS t (slot, user_count)
    SELECT admin_totals_slot(id), count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (slot) DO UPDATE SET user_count = t.user_count + excluded.user_count;
  ELSE
    INSERT INTO user_totals AS t (slot, user_count)
    SELECT admin_totals_slot(id), -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (slot) DO UPDATE SET user_count = t.user_count + excluded.user_count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION admin_totals_truncated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    DELETE FROM order_totals;
  ELSE
    DELETE FROM user_totals;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- A completed payment marks its order paid once. The row lock of the UPDATE serialises two payments
-- of one order completing at the same moment; the second finds paid_at set and changes nothing.
CREATE FUNCTION orders_mark_paid() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE orders SET paid_at = now() WHERE id = NEW.order_id AND paid_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER order_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
CREATE TRIGGER order_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
CREATE TRIGGER order_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
CREATE TRIGGER order_totals_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION admin_totals_truncated();
--> statement-breakpoint
CREATE TRIGGER user_totals_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_totals_apply();
--> statement-breakpoint
CREATE TRIGGER user_totals_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_totals_apply();
--> statement-breakpoint
CREATE TRIGGER user_totals_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION admin_totals_truncated();
--> statement-breakpoint
CREATE TRIGGER payments_mark_order_paid AFTER INSERT OR UPDATE OF state ON payments
  FOR EACH ROW WHEN (NEW.state = 'COMPLETED') EXECUTE FUNCTION orders_mark_paid();
--> statement-breakpoint

-- Recounts everything from the tables; writers wait meanwhile. The migration runs it once below;
-- an operator may run `SELECT admin_totals_rebuild();` after loading data with triggers disabled.
CREATE FUNCTION admin_totals_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE orders, users IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM order_totals;
  INSERT INTO order_totals (package_id, status, paid, slot, order_count, amount)
  SELECT package_id, status, paid_at IS NOT NULL, admin_totals_slot(id), count(*), sum(amount)
  FROM orders
  GROUP BY 1, 2, 3, 4;
  DELETE FROM user_totals;
  INSERT INTO user_totals (slot, user_count)
  SELECT admin_totals_slot(id), count(*) FROM users GROUP BY 1;
END
$$;
--> statement-breakpoint

-- Existing data: orders paid before this migration, then the totals. The triggers above already
-- hold locks that keep writers out until this transaction commits, so nothing is counted twice.
UPDATE orders AS o SET paid_at = p.first_completed
FROM (
  SELECT order_id, min(updated_at) AS first_completed FROM payments WHERE state = 'COMPLETED' GROUP BY order_id
) AS p
WHERE o.id = p.order_id AND o.paid_at IS NULL;
--> statement-breakpoint
SELECT admin_totals_rebuild();
