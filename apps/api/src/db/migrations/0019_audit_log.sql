CREATE TABLE "auditlog" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditlog_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurredat" timestamp with time zone DEFAULT now() NOT NULL,
	"actorid" integer,
	"actorname" text,
	"entity" text NOT NULL,
	"entityid" integer NOT NULL,
	"workorderid" integer,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auditlog_entity_entityid_id_idx" ON "auditlog" USING btree ("entity","entityid","id");--> statement-breakpoint
CREATE INDEX "auditlog_workorderid_id_idx" ON "auditlog" USING btree ("workorderid","id") WHERE "auditlog"."workorderid" is not null;--> statement-breakpoint
CREATE INDEX "auditlog_actorid_id_idx" ON "auditlog" USING btree ("actorid","id") WHERE "auditlog"."actorid" is not null;--> statement-breakpoint
-- The audit row of one changed row (docs/decisions/181). Arguments: the id column, the work-order
-- column ('' when none), then the columns never recorded (noise that every write bumps, secrets).
-- A session that sets dw.audit to 'off' (the demo and bench seeds) writes nothing: the triggers' WHEN
-- says so without entering the function, so a seeded row pays one setting lookup.
CREATE FUNCTION "dw_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  oldrow jsonb;
  newrow jsonb;
  therow jsonb;
  changed jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    oldrow := to_jsonb(OLD) - TG_ARGV[2:];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    newrow := to_jsonb(NEW) - TG_ARGV[2:];
  END IF;
  therow := coalesce(newrow, oldrow);
  -- Only the columns whose value differs; a null column of an inserted or deleted row is left out.
  SELECT jsonb_object_agg(k, jsonb_build_array(oldrow -> k, newrow -> k))
    INTO changed
    FROM jsonb_object_keys(therow) AS k
   WHERE coalesce(oldrow -> k, 'null') IS DISTINCT FROM coalesce(newrow -> k, 'null');
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "auditlog" ("actorid", "actorname", "entity", "entityid", "workorderid", "action", "changes")
  VALUES (
    nullif(current_setting('dw.actorid', true), '')::integer,
    nullif(current_setting('dw.actorname', true), ''),
    TG_TABLE_NAME,
    (therow ->> TG_ARGV[0])::integer,
    CASE WHEN TG_ARGV[1] <> '' THEN (therow ->> TG_ARGV[1])::integer END,
    lower(TG_OP),
    changed
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "workorder_audit" AFTER INSERT OR UPDATE OR DELETE ON "workorder"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', 'id', 'createddate', 'modifieddate', 'modifiedby');
--> statement-breakpoint
CREATE TRIGGER "workordervendor_audit" AFTER INSERT OR UPDATE OR DELETE ON "workordervendor"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', 'workorderid', 'createddate');
--> statement-breakpoint
CREATE TRIGGER "workorderproposal_audit" AFTER INSERT OR UPDATE OR DELETE ON "workorderproposal"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', 'workorderid', 'createddate', 'modifieddate');
--> statement-breakpoint
CREATE TRIGGER "invoice_audit" AFTER INSERT OR UPDATE OR DELETE ON "invoice"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', 'workorderid', 'createddate', 'modifieddate');
--> statement-breakpoint
CREATE TRIGGER "vendorproposal_audit" AFTER INSERT OR UPDATE OR DELETE ON "vendorproposal"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', 'workorderid', 'createddate', 'modifieddate');
--> statement-breakpoint
CREATE TRIGGER "vendorinvoice_audit" AFTER INSERT OR UPDATE OR DELETE ON "vendorinvoice"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', 'workorderid', 'createddate', 'modifieddate');
--> statement-breakpoint
CREATE TRIGGER "customer_audit" AFTER INSERT OR UPDATE OR DELETE ON "customer"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', '', 'createddate', 'modifieddate');
--> statement-breakpoint
CREATE TRIGGER "vendor_audit" AFTER INSERT OR UPDATE OR DELETE ON "vendor"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', '', 'createddate', 'modifieddate');
--> statement-breakpoint
-- Never the password hash; sign-in bookkeeping is not a change anyone made to the user.
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', '', 'createddate', 'modifieddate', 'password_hash',
    'logins_count', 'last_login', 'failed_logins', 'locked_until');
--> statement-breakpoint
CREATE TRIGGER "userrole_audit" AFTER INSERT OR UPDATE OR DELETE ON "userrole"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('userid', '');
--> statement-breakpoint
CREATE TRIGGER "role_audit" AFTER INSERT OR UPDATE OR DELETE ON "role"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('id', '');
--> statement-breakpoint
CREATE TRIGGER "rolepermission_audit" AFTER INSERT OR UPDATE OR DELETE ON "rolepermission"
  FOR EACH ROW WHEN (current_setting('dw.audit', true) IS DISTINCT FROM 'off') EXECUTE FUNCTION "dw_audit"('roleid', '');
