-- Timeline sentences written before amounts were formatted ("Payment of ₹49999 received by UPI")
-- get the Indian grouping that new ones are written with ("Payment of ₹49,999 received by UPI").
-- Every run of four or more digits after a rupee sign that is not already grouped is rewritten once.
CREATE FUNCTION launchpad_group_rupees(sentence text) RETURNS text
LANGUAGE plpgsql IMMUTABLE
AS $$
DECLARE
  found text[];
  digits text;
  head text;
  grouped text;
BEGIN
  LOOP
    found := regexp_match(sentence, '₹([0-9]{4,})(?![0-9,])');
    EXIT WHEN found IS NULL;
    digits := found[1];
    -- Indian grouping: the last three digits, then pairs (1,49,999; 1,00,00,000).
    grouped := right(digits, 3);
    head := left(digits, length(digits) - 3);
    WHILE length(head) > 2 LOOP
      grouped := right(head, 2) || ',' || grouped;
      head := left(head, length(head) - 2);
    END LOOP;
    grouped := head || ',' || grouped;
    sentence := regexp_replace(sentence, '₹' || digits || '(?![0-9,])', '₹' || grouped);
  END LOOP;
  RETURN sentence;
END
$$;
--> statement-breakpoint
UPDATE order_events SET reason = launchpad_group_rupees(reason) WHERE reason ~ '₹[0-9]{4,}(?![0-9,])';
--> statement-breakpoint
DROP FUNCTION launchpad_group_rupees(text);
