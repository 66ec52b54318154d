-- The list response cache (docs/decisions/110) is cleared on every change to a table a work-order
-- list row, filter, scope or permission reads: one notification per statement (FOR EACH STATEMENT),
-- sent at commit; PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION dw_notify_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dw_list_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'workorder', 'workordervendor', 'workordertrade', 'workordernote', 'workorderevent', 'invoice',
    'workorderproposal', 'customer', 'customerjobsite', 'managementprovider', 'vendor', 'trade',
    'priority', 'workorderstatus', 'users', 'userrole', 'role', 'rolepermission', 'permission'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION dw_notify_list_changed()',
      t || '_list_changed', t);
  END LOOP;
END;
$$;
