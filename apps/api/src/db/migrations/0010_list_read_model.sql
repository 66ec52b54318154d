CREATE TABLE "workorderlistrow" (
	"workorderid" integer PRIMARY KEY NOT NULL,
	"head" text NOT NULL,
	"invoiceamount" text NOT NULL,
	"body" text NOT NULL,
	"vendors" text NOT NULL,
	"managementprovider" text NOT NULL,
	"lastnote" text NOT NULL,
	"vendorlastnote" text NOT NULL,
	"customerlastnote" text NOT NULL,
	"tail" text NOT NULL,
	"events" text NOT NULL,
	"proposalamount" text NOT NULL
);
--> statement-breakpoint
-- Writers wait until the triggers exist and the existing orders' rows are filled (the last statements).
LOCK TABLE "workorder", "workordernote", "invoice", "workorderproposal", "workordertrade", "workordervendor",
  "workorderevent", "customer", "customerjobsite", "users", "vendor", "trade", "priority", "workorderstatus",
  "managementprovider" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The work-order list's read model (docs/decisions/130). A row is JSON text in fragments of `"key":value`
-- members, so a page is a concatenation (lib/list-query, work-orders.list.repository.ts); values are
-- written as the API sent them before: dates in PostgreSQL's text form (the session's TimeZone, the
-- server's default for the app), money as exact strings, names and lists joined. Rows up to 8 kB stay
-- inline and uncompressed (a page reads 100 of them).
ALTER TABLE "workorderlistrow" SET (toast_tuple_target = 8160);
--> statement-breakpoint
-- `"a":1,"b":2` from `{"a":1,"b":2}` (row_to_json writes compact JSON, escaped as JSON.stringify does).
CREATE FUNCTION "dw_json_members"(value json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substr(value::text, 2, length(value::text) - 2)
$$;
--> statement-breakpoint
-- The list row of every work order, computed from the tables: what the triggers store, and what a
-- test compares the stored rows with. Child columns are correlated subqueries, so a condition on
-- `workorderid` computes only those orders.
CREATE VIEW "workorderlistrow_fresh" AS
SELECT
  w."id" AS "workorderid",
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT w."id", w."id" AS "workorderid", w."wonumber", w."ponumber") x) AS "head",
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT
    (SELECT sum(i."amount") FROM "invoice" i WHERE i."workorderid" = w."id" AND NOT i."isrejected")::text AS "invoiceamount") x) AS "invoiceamount",
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT
    c."customername", j."jobsite", j."jobsitedescription" AS "sitenumber", j."streetaddress", j."city", j."statecode",
    j."postalcode", w."createddate"::text AS "createddate", w."createddate"::text AS "receivedate",
    w."modifieddate"::text AS "modifieddate", p."name" AS "priority", w."priorityid",
    w."promisedate"::text AS "promisedate", w."onsitedate"::text AS "onsitedate",
    w."onsitetime"::text AS "onsitetime", w."completedate"::text AS "completedate",
    nullif(trim(d."given_name" || ' ' || d."family_name"), '') AS "dispatcher", w."dispatcherid",
    nullif(trim(cd."given_name" || ' ' || cd."family_name"), '') AS "customerdispatcher", w."customerdispatcherid",
    st."name" AS "status", w."statusid", st."color" AS "statuscolor", w."dispatchdate"::text AS "dispatchdate",
    w."scheduledate"::text AS "scheduledate", w."briefdescription",
    -- Trade names sorted (a line without a trade row sorts last, as null).
    array(SELECT t."tradename" FROM "workordertrade" wt LEFT JOIN "trade" t ON t."tradeid" = wt."tradeid"
      WHERE wt."workorderid" = w."id" ORDER BY t."tradename") AS "trades",
    w."duedate"::text AS "duedate", w."nte"::text AS "nte", coalesce(w."nte" > 0, false) AS "hasnte") x) AS "body",
  (SELECT '"vendors":[' || coalesce(string_agg(row_to_json(x)::text, ',' ORDER BY x."wovendorid"), '') || ']'
    FROM (SELECT wv."id" AS "wovendorid", wv."vendorid", v."name" AS "vendorname",
        wv."quotedamount"::text AS "quotedamount", wv."status"
      FROM "workordervendor" wv JOIN "vendor" v ON v."id" = wv."vendorid" WHERE wv."workorderid" = w."id") x) AS "vendors",
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT mp."managementprovider") x) AS "managementprovider",
  -- The latest note each viewer may read (spec C section 6), its first 500 characters.
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT (SELECT left(n."note", 500) FROM "workordernote" n
    WHERE n."workorderid" = w."id" ORDER BY n."createddate" DESC, n."id" DESC LIMIT 1) AS "lastnote") x) AS "lastnote",
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT (SELECT left(n."note", 500) FROM "workordernote" n
    WHERE n."workorderid" = w."id" AND n."canvendorsee" ORDER BY n."createddate" DESC, n."id" DESC LIMIT 1) AS "lastnote") x) AS "vendorlastnote",
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT (SELECT left(n."note", 500) FROM "workordernote" n
    WHERE n."workorderid" = w."id" AND n."isvisibletocustomer" ORDER BY n."createddate" DESC, n."id" DESC LIMIT 1) AS "lastnote") x) AS "customerlastnote",
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT w."flagged", w."customercalled", w."vendorcalled", w."overridegeofencing") x) AS "tail",
  -- Per vendor line, its events counted by action (EVENT_COUNT_KEYS of packages/shared, in that order).
  (SELECT '"events":[' || coalesce(string_agg(row_to_json(x)::text, ',' ORDER BY x."wovendorid"), '') || ']'
    FROM (SELECT wv."id" AS "wovendorid", wv."vendorid",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'TICKET')::int AS "woticketcount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'CWOP')::int AS "cwopcount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'PPV')::int AS "pendingproposalcount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'WAITING_ON_PARTS')::int AS "waitingonpartscount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'NOD_MISSING')::int AS "nodmissingcount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'NOD_QUALITY')::int AS "nodqualitycount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'NOD_WRONGAMOUNT')::int AS "nodwrongamountcount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'NOD_WRONGRATES')::int AS "nodwrongratescount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'DISPATCHED')::int AS "dispatchedcount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'TBS')::int AS "tbscount",
        count(ev."id") FILTER (WHERE ev."actiontype" = 'TOS')::int AS "toscount"
      FROM "workordervendor" wv
      LEFT JOIN "workorderevent" ev ON ev."workordervendorid" = wv."id" AND ev."workorderid" = wv."workorderid"
      WHERE wv."workorderid" = w."id" GROUP BY wv."id", wv."vendorid") x) AS "events",
  -- The grand total of the latest customer proposal that is not rejected.
  (SELECT dw_json_members(row_to_json(x)) FROM (SELECT (SELECT pr."grandtotal" FROM "workorderproposal" pr
    WHERE pr."workorderid" = w."id" AND NOT pr."isrejected" ORDER BY pr."id" DESC LIMIT 1)::text AS "proposalamount") x) AS "proposalamount"
FROM "workorder" w
JOIN "customer" c ON c."id" = w."customerid"
JOIN "workorderstatus" st ON st."id" = w."statusid"
LEFT JOIN "customerjobsite" j ON j."id" = w."jobsiteid"
LEFT JOIN "priority" p ON p."id" = w."priorityid"
LEFT JOIN "users" d ON d."id" = w."dispatcherid"
LEFT JOIN "users" cd ON cd."id" = w."customerdispatcherid"
LEFT JOIN "managementprovider" mp ON mp."id" = c."managementproviderid";
--> statement-breakpoint
-- Refreshes the list rows of `ids` (ascending) in the writing transaction, exact under concurrency at
-- READ COMMITTED: the rows are locked first, in id order, so two transactions changing one order (or
-- different children of it) queue here; the rows are then computed by a later statement, whose fresh
-- snapshot sees every change committed before the lock was granted as well as this transaction's own.
-- Unchanged rows are not rewritten. A transaction that set `dw.list_rows_deferred` to 'on' (the seed's
-- bulk load, which fills the rows of its new orders set-based at the end) skips it. Its statements use
-- generic plans, made once per connection: a custom plan of the view for each write took 4-25 ms to
-- plan, the generic one runs a one-order refresh in about 0.7 ms.
CREATE FUNCTION "workorderlistrow_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 OR current_setting('dw.list_rows_deferred', true) = 'on' THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "workorderlistrow" WHERE "workorderid" = ANY(ids) ORDER BY "workorderid" FOR UPDATE;
  INSERT INTO "workorderlistrow" AS l ("workorderid", "head", "invoiceamount", "body", "vendors",
    "managementprovider", "lastnote", "vendorlastnote", "customerlastnote", "tail", "events", "proposalamount")
  SELECT f."workorderid", f."head", f."invoiceamount", f."body", f."vendors", f."managementprovider",
    f."lastnote", f."vendorlastnote", f."customerlastnote", f."tail", f."events", f."proposalamount"
  FROM "workorderlistrow_fresh" f WHERE f."workorderid" = ANY(ids) ORDER BY f."workorderid"
  ON CONFLICT ("workorderid") DO UPDATE SET "head" = excluded."head", "invoiceamount" = excluded."invoiceamount",
    "body" = excluded."body", "vendors" = excluded."vendors", "managementprovider" = excluded."managementprovider",
    "lastnote" = excluded."lastnote", "vendorlastnote" = excluded."vendorlastnote",
    "customerlastnote" = excluded."customerlastnote", "tail" = excluded."tail", "events" = excluded."events",
    "proposalamount" = excluded."proposalamount"
  WHERE (l."head", l."invoiceamount", l."body", l."vendors", l."managementprovider", l."lastnote",
      l."vendorlastnote", l."customerlastnote", l."tail", l."events", l."proposalamount")
    IS DISTINCT FROM (excluded."head", excluded."invoiceamount", excluded."body", excluded."vendors",
      excluded."managementprovider", excluded."lastnote", excluded."vendorlastnote", excluded."customerlastnote",
      excluded."tail", excluded."events", excluded."proposalamount");
END;
$$;
--> statement-breakpoint
-- Work orders: new orders, and updated orders whose row changed at all (an update that changes nothing,
-- such as `set flagged = flagged`, costs a comparison). Deleting an order deletes its row (foreign key).
CREATE FUNCTION "workorderlistrow_after_workorder"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM workorderlistrow_refresh(array(SELECT n."id" FROM new_rows n ORDER BY 1));
  ELSE
    PERFORM workorderlistrow_refresh(array(SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n IS DISTINCT FROM o ORDER BY 1));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Child tables (notes, invoices, proposals, trades, vendor lines, events): the orders of the old and
-- new rows. A TRUNCATE refreshes every order.
CREATE FUNCTION "workorderlistrow_after_child"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM workorderlistrow_refresh(array(SELECT DISTINCT n."workorderid" FROM new_rows n ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM workorderlistrow_refresh(array(SELECT DISTINCT o."workorderid" FROM old_rows o ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM workorderlistrow_refresh(array(SELECT n."workorderid" FROM new_rows n
      UNION SELECT o."workorderid" FROM old_rows o ORDER BY 1));
  ELSE
    PERFORM workorderlistrow_refresh(array(SELECT w."id" FROM "workorder" w ORDER BY 1));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Parent tables whose names a row shows: when a shown column changes, every order showing it, in one
-- statement. The changed parent rows are locked FOR UPDATE first: that waits for any transaction still
-- referencing one of them through a foreign key it just wrote (an order moved to the customer, a vendor
-- line of the vendor, a trade added, a dispatcher assigned: their key-share lock), and makes later ones
-- wait until this commits; so the orders are found, and computed by whichever of the two comes second,
-- after the other's change is visible. Deletes are refused by the foreign keys or cascade into workorder
-- (users: set null), whose trigger refreshes the orders.
CREATE FUNCTION "workorderlistrow_after_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_TABLE_NAME = 'customer' THEN
    changed := array(SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."customername", n."managementproviderid") IS DISTINCT FROM (o."customername", o."managementproviderid") ORDER BY 1);
  ELSIF TG_TABLE_NAME = 'customerjobsite' THEN
    changed := array(SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."jobsite", n."jobsitedescription", n."streetaddress", n."city", n."statecode", n."postalcode")
        IS DISTINCT FROM (o."jobsite", o."jobsitedescription", o."streetaddress", o."city", o."statecode", o."postalcode") ORDER BY 1);
  ELSIF TG_TABLE_NAME = 'users' THEN
    changed := array(SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."given_name", n."family_name") IS DISTINCT FROM (o."given_name", o."family_name") ORDER BY 1);
  ELSIF TG_TABLE_NAME = 'vendor' THEN
    changed := array(SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name" ORDER BY 1);
  ELSIF TG_TABLE_NAME = 'trade' THEN
    changed := array(SELECT n."tradeid" FROM new_rows n JOIN old_rows o ON o."tradeid" = n."tradeid"
      WHERE n."tradename" IS DISTINCT FROM o."tradename" ORDER BY 1);
  ELSIF TG_TABLE_NAME = 'priority' THEN
    changed := array(SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name" ORDER BY 1);
  ELSIF TG_TABLE_NAME = 'workorderstatus' THEN
    changed := array(SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."name", n."color") IS DISTINCT FROM (o."name", o."color") ORDER BY 1);
  ELSIF TG_TABLE_NAME = 'managementprovider' THEN
    changed := array(SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n."managementprovider" IS DISTINCT FROM o."managementprovider" ORDER BY 1);
  END IF;
  IF cardinality(changed) = 0 OR current_setting('dw.list_rows_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT 1 FROM %I WHERE %I = ANY($1) ORDER BY 1 FOR UPDATE',
    TG_TABLE_NAME, CASE TG_TABLE_NAME WHEN 'trade' THEN 'tradeid' ELSE 'id' END) USING changed;
  PERFORM workorderlistrow_refresh(CASE TG_TABLE_NAME
    WHEN 'customer' THEN array(SELECT w."id" FROM "workorder" w WHERE w."customerid" = ANY(changed) ORDER BY 1)
    WHEN 'customerjobsite' THEN array(SELECT w."id" FROM "workorder" w WHERE w."jobsiteid" = ANY(changed) ORDER BY 1)
    WHEN 'users' THEN array(SELECT w."id" FROM "workorder" w WHERE w."dispatcherid" = ANY(changed)
      UNION SELECT w."id" FROM "workorder" w WHERE w."customerdispatcherid" = ANY(changed) ORDER BY 1)
    WHEN 'vendor' THEN array(SELECT DISTINCT wv."workorderid" FROM "workordervendor" wv WHERE wv."vendorid" = ANY(changed) ORDER BY 1)
    WHEN 'trade' THEN array(SELECT DISTINCT wt."workorderid" FROM "workordertrade" wt WHERE wt."tradeid" = ANY(changed) ORDER BY 1)
    WHEN 'priority' THEN array(SELECT w."id" FROM "workorder" w WHERE w."priorityid" = ANY(changed) ORDER BY 1)
    WHEN 'workorderstatus' THEN array(SELECT w."id" FROM "workorder" w WHERE w."statusid" = ANY(changed) ORDER BY 1)
    WHEN 'managementprovider' THEN array(SELECT w."id" FROM "workorder" w JOIN "customer" c ON c."id" = w."customerid"
      WHERE c."managementproviderid" = ANY(changed) ORDER BY 1)
  END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  EXECUTE 'CREATE TRIGGER "workorderlistrow_insert" AFTER INSERT ON "workorder" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION workorderlistrow_after_workorder()';
  EXECUTE 'CREATE TRIGGER "workorderlistrow_update" AFTER UPDATE ON "workorder" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION workorderlistrow_after_workorder()';
  FOREACH t IN ARRAY ARRAY['workordernote', 'invoice', 'workorderproposal', 'workordertrade', 'workordervendor', 'workorderevent'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION workorderlistrow_after_child()', t || '_listrow_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION workorderlistrow_after_child()', t || '_listrow_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION workorderlistrow_after_child()', t || '_listrow_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION workorderlistrow_after_child()', t || '_listrow_truncate', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['customer', 'customerjobsite', 'users', 'vendor', 'trade', 'priority', 'workorderstatus', 'managementprovider'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION workorderlistrow_after_parent()', t || '_listrow_update', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The rows of the existing orders, set-based (about two minutes at a million orders); the foreign key
-- is added afterwards, checked by one join instead of a key-share lock on every order.
INSERT INTO "workorderlistrow" SELECT * FROM "workorderlistrow_fresh";
--> statement-breakpoint
ALTER TABLE "workorderlistrow" ADD CONSTRAINT "workorderlistrow_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;
