-- The vendor's newest active orders read in order from its own index (docs/decisions/204): the order's
-- created date is kept on each (work order, vendor) pair by the same statement-level triggers that keep its
-- status (migration 0004). The table locks keep writers out between the backfill and the new functions.
LOCK TABLE "workorder", "workordervendor", "vendorworkorder" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
ALTER TABLE "vendorworkorder" ADD COLUMN "createddate" timestamp with time zone;
--> statement-breakpoint
UPDATE "vendorworkorder" AS p SET "createddate" = w."createddate" FROM "workorder" AS w WHERE w."id" = p."workorderid";
--> statement-breakpoint
UPDATE "vendorworkorder" SET "createddate" = '-infinity' WHERE "createddate" IS NULL;
--> statement-breakpoint
ALTER TABLE "vendorworkorder" ALTER COLUMN "createddate" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "workorder_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  UPDATE "vendorworkorder" AS p SET "statusid" = n."statusid", "createddate" = n."createddate"
  FROM new_rows AS n JOIN old_rows AS o ON o."id" = n."id"
  WHERE (n."statusid" <> o."statusid" OR n."createddate" <> o."createddate") AND p."workorderid" = n."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendorworkorder_after_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "vendorworkorder" AS p ("workorderid", "vendorid", "statusid", "lines", "createddate")
    SELECT l."workorderid", l."vendorid", w."statusid", count(*)::int, w."createddate"
    FROM new_lines AS l JOIN "workorder" AS w ON w."id" = l."workorderid"
    WHERE l."status" <> 'Cancelled'
    GROUP BY 1, 2, 3, 5 ORDER BY 1, 2
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
    INSERT INTO "vendorworkorder" AS p ("workorderid", "vendorid", "statusid", "lines", "createddate")
    SELECT d."workorderid", d."vendorid", coalesce(w."statusid", 0), sum(d."n")::int,
      coalesce(w."createddate", '-infinity')
    FROM (
      SELECT "workorderid", "vendorid", 1 AS "n" FROM new_lines WHERE "status" <> 'Cancelled'
      UNION ALL
      SELECT "workorderid", "vendorid", -1 FROM old_lines WHERE "status" <> 'Cancelled'
    ) AS d
    LEFT JOIN "workorder" AS w ON w."id" = d."workorderid"
    GROUP BY d."workorderid", d."vendorid", w."statusid", w."createddate" HAVING sum(d."n") <> 0 ORDER BY 1, 2
    ON CONFLICT ("workorderid", "vendorid") DO UPDATE SET "lines" = p."lines" + excluded."lines";
    DELETE FROM "vendorworkorder" AS p USING old_lines AS o
    WHERE p."workorderid" = o."workorderid" AND p."vendorid" = o."vendorid" AND p."lines" <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE INDEX "vendorworkorder_active_vendorid_createddate_idx" ON "vendorworkorder" USING btree ("vendorid","createddate","workorderid") WHERE "vendorworkorder"."statusid" not in (6, 10);
