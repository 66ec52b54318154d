-- Dashboard counters kept exact by the database itself (docs/decisions/090). Statement-level triggers
-- read the transition tables and apply one aggregated delta per key: a COPY of 50,000 rows or a bulk
-- UPDATE costs one GROUP BY, and an UPDATE that changes no counted column writes nothing. Deltas are
-- applied in key order (status counter, customer counter, then vendor pairs), so two transactions
-- lock counter rows in the same order and cannot deadlock on them. A missing dispatcher or priority
-- counts under 0. The table locks keep writers out between the backfill and the triggers.
LOCK TABLE "workorder", "workordervendor" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "workorder_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workorderstatuscount" AS c ("statusid", "dispatcherid", "priorityid", "count")
  SELECT "statusid", coalesce("dispatcherid", 0), coalesce("priorityid", 0), count(*)::int
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("statusid", "dispatcherid", "priorityid") DO UPDATE SET "count" = c."count" + excluded."count";
  INSERT INTO "workordercustomerstatuscount" AS c ("customerid", "statusid", "count")
  SELECT "customerid", "statusid", count(*)::int
  FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("customerid", "statusid") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "workorder_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workorderstatuscount" AS c ("statusid", "dispatcherid", "priorityid", "count")
  SELECT "statusid", coalesce("dispatcherid", 0), coalesce("priorityid", 0), -count(*)::int
  FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("statusid", "dispatcherid", "priorityid") DO UPDATE SET "count" = c."count" + excluded."count";
  INSERT INTO "workordercustomerstatuscount" AS c ("customerid", "statusid", "count")
  SELECT "customerid", "statusid", -count(*)::int
  FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("customerid", "statusid") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "workorder_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workorderstatuscount" AS c ("statusid", "dispatcherid", "priorityid", "count")
  SELECT "statusid", "dispatcherid", "priorityid", sum("n")::int
  FROM (
    SELECT "statusid", coalesce("dispatcherid", 0) AS "dispatcherid", coalesce("priorityid", 0) AS "priorityid", 1 AS "n" FROM new_rows
    UNION ALL
    SELECT "statusid", coalesce("dispatcherid", 0), coalesce("priorityid", 0), -1 FROM old_rows
  ) AS d
  GROUP BY 1, 2, 3 HAVING sum("n") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("statusid", "dispatcherid", "priorityid") DO UPDATE SET "count" = c."count" + excluded."count";
  INSERT INTO "workordercustomerstatuscount" AS c ("customerid", "statusid", "count")
  SELECT "customerid", "statusid", sum("n")::int
  FROM (
    SELECT "customerid", "statusid", 1 AS "n" FROM new_rows
    UNION ALL
    SELECT "customerid", "statusid", -1 FROM old_rows
  ) AS d
  GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
  ON CONFLICT ("customerid", "statusid") DO UPDATE SET "count" = c."count" + excluded."count";
  UPDATE "vendorworkorder" AS p SET "statusid" = n."statusid"
  FROM new_rows AS n JOIN old_rows AS o ON o."id" = n."id"
  WHERE n."statusid" <> o."statusid" AND p."workorderid" = n."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "workorder_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "workorderstatuscount";
  DELETE FROM "workordercustomerstatuscount";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A vendor's open orders: (work order, vendor) while the vendor has a line that is not Cancelled. One
-- function for the three events; each branch reads only the transition tables its trigger defines.
-- The order's status is read when the pair appears; a pair whose order was deleted (cascade) is
-- decremented without it.
CREATE FUNCTION "vendorworkorder_after_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "vendorworkorder" AS p ("workorderid", "vendorid", "statusid", "lines")
    SELECT l."workorderid", l."vendorid", w."statusid", count(*)::int
    FROM new_lines AS l JOIN "workorder" AS w ON w."id" = l."workorderid"
    WHERE l."status" <> 'Cancelled'
    GROUP BY 1, 2, 3 ORDER BY 1, 2
    ON CONFLICT ("workorderid", "vendorid") DO UPDATE SET "lines" = p."lines" + excluded."lines";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "vendorworkorder" AS p SET "lines" = p."lines" - d."n"
    FROM (
      SELECT "workorderid", "vendorid", count(*)::int AS "n" FROM old_lines
      WHERE "status" <> 'Cancelled' GROUP BY 1, 2
    ) AS d
    WHERE p."workorderid" = d."workorderid" AND p."vendorid" = d."vendorid";
    DELETE FROM "vendorworkorder" AS p USING old_lines AS o
    WHERE p."workorderid" = o."workorderid" AND p."vendorid" = o."vendorid" AND p."lines" <= 0;
  ELSE
    INSERT INTO "vendorworkorder" AS p ("workorderid", "vendorid", "statusid", "lines")
    SELECT d."workorderid", d."vendorid", coalesce(w."statusid", 0), sum(d."n")::int
    FROM (
      SELECT "workorderid", "vendorid", 1 AS "n" FROM new_lines WHERE "status" <> 'Cancelled'
      UNION ALL
      SELECT "workorderid", "vendorid", -1 FROM old_lines WHERE "status" <> 'Cancelled'
    ) AS d
    LEFT JOIN "workorder" AS w ON w."id" = d."workorderid"
    GROUP BY d."workorderid", d."vendorid", w."statusid" HAVING sum(d."n") <> 0 ORDER BY 1, 2
    ON CONFLICT ("workorderid", "vendorid") DO UPDATE SET "lines" = p."lines" + excluded."lines";
    DELETE FROM "vendorworkorder" AS p USING old_lines AS o
    WHERE p."workorderid" = o."workorderid" AND p."vendorid" = o."vendorid" AND p."lines" <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "vendorworkorder_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "vendorworkorder";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "workorder_counts_insert" AFTER INSERT ON "workorder"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "workorder_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "workorder_counts_update" AFTER UPDATE ON "workorder"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "workorder_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "workorder_counts_delete" AFTER DELETE ON "workorder"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "workorder_counts_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "workorder_counts_truncate" AFTER TRUNCATE ON "workorder"
  FOR EACH STATEMENT EXECUTE FUNCTION "workorder_counts_after_truncate"();
--> statement-breakpoint
INSERT INTO "workorderstatuscount" ("statusid", "dispatcherid", "priorityid", "count")
SELECT "statusid", coalesce("dispatcherid", 0), coalesce("priorityid", 0), count(*)::int
FROM "workorder" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "workordercustomerstatuscount" ("customerid", "statusid", "count")
SELECT "customerid", "statusid", count(*)::int
FROM "workorder" GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER "vendorworkorder_lines_insert" AFTER INSERT ON "workordervendor"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "vendorworkorder_after_lines"();
--> statement-breakpoint
CREATE TRIGGER "vendorworkorder_lines_update" AFTER UPDATE ON "workordervendor"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "vendorworkorder_after_lines"();
--> statement-breakpoint
CREATE TRIGGER "vendorworkorder_lines_delete" AFTER DELETE ON "workordervendor"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "vendorworkorder_after_lines"();
--> statement-breakpoint
CREATE TRIGGER "vendorworkorder_lines_truncate" AFTER TRUNCATE ON "workordervendor"
  FOR EACH STATEMENT EXECUTE FUNCTION "vendorworkorder_after_truncate"();
--> statement-breakpoint
INSERT INTO "vendorworkorder" ("workorderid", "vendorid", "statusid", "lines")
SELECT l."workorderid", l."vendorid", w."statusid", count(*)::int
FROM "workordervendor" AS l JOIN "workorder" AS w ON w."id" = l."workorderid"
WHERE l."status" <> 'Cancelled'
GROUP BY 1, 2, 3;
