-- The live lists (docs/decisions/183): which work orders changed, told to every API process on the
-- LISTEN connection the list cache already holds. The triggers sit on the read model `workorderlistrow`
-- (decision 130), which its own triggers rewrite only when a shown value changed, so an event means a
-- list row changed. One notification per statement, sent at commit: `{"c":[ids]}` for new rows (new
-- orders), `{"u":[ids]}` for changed ones, `{"d":[ids]}` for deleted ones, and `{"many":true}` past
-- 1000 ids (a notification holds at most 8000 bytes) or on TRUNCATE. Transition tables allow one event
-- per trigger, hence three.
CREATE FUNCTION "dw_notify_workorders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('dw_workorders_changed', '{"many":true}');
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT o."workorderid" FROM old_rows o LIMIT 1001);
  ELSE
    ids := array(SELECT n."workorderid" FROM new_rows n LIMIT 1001);
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  payload := CASE WHEN cardinality(ids) > 1000 THEN '{"many":true}'
    ELSE json_build_object(CASE TG_OP WHEN 'INSERT' THEN 'c' WHEN 'UPDATE' THEN 'u' ELSE 'd' END, ids)::text END;
  PERFORM pg_notify('dw_workorders_changed', payload);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "workorderlistrow_notify_insert" AFTER INSERT ON "workorderlistrow" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dw_notify_workorders_changed();
--> statement-breakpoint
CREATE TRIGGER "workorderlistrow_notify_update" AFTER UPDATE ON "workorderlistrow" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dw_notify_workorders_changed();
--> statement-breakpoint
CREATE TRIGGER "workorderlistrow_notify_delete" AFTER DELETE ON "workorderlistrow" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dw_notify_workorders_changed();
--> statement-breakpoint
CREATE TRIGGER "workorderlistrow_notify_truncate" AFTER TRUNCATE ON "workorderlistrow"
  FOR EACH STATEMENT EXECUTE FUNCTION dw_notify_workorders_changed();
