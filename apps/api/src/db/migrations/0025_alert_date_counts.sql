-- The alerts dashboard's count (docs/decisions/213): active orders (every status but Invoiced 10 and Cancelled 6,
-- the list's CLOSED_STATUS_IDS) per schedule date (kind 1) and promise date (kind 2), by the date's UTC day. Kept
-- exact by statement-level triggers like the dashboard counters (migration 0004): one aggregated delta per key,
-- applied in key order, and an UPDATE that changes no counted column writes nothing. Rows whose count fell to 0
-- stay; readers sum them. The table lock keeps writers out between the backfill and the triggers.
LOCK TABLE "workorder" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "workorderalertdatecount" (
	"kind" smallint NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "workorderalertdatecount_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE FUNCTION "workorder_alert_dates_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workorderalertdatecount" AS c ("kind", "day", "count")
  SELECT "kind", "day", count(*)::int
  FROM (
    SELECT 1 AS "kind", ("scheduledate" AT TIME ZONE 'UTC')::date AS "day" FROM new_rows
    WHERE "scheduledate" IS NOT NULL AND "statusid" NOT IN (6, 10)
    UNION ALL
    SELECT 2, ("promisedate" AT TIME ZONE 'UTC')::date FROM new_rows
    WHERE "promisedate" IS NOT NULL AND "statusid" NOT IN (6, 10)
  ) AS d
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("kind", "day") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "workorder_alert_dates_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workorderalertdatecount" AS c ("kind", "day", "count")
  SELECT "kind", "day", -count(*)::int
  FROM (
    SELECT 1 AS "kind", ("scheduledate" AT TIME ZONE 'UTC')::date AS "day" FROM old_rows
    WHERE "scheduledate" IS NOT NULL AND "statusid" NOT IN (6, 10)
    UNION ALL
    SELECT 2, ("promisedate" AT TIME ZONE 'UTC')::date FROM old_rows
    WHERE "promisedate" IS NOT NULL AND "statusid" NOT IN (6, 10)
  ) AS d
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("kind", "day") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "workorder_alert_dates_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workorderalertdatecount" AS c ("kind", "day", "count")
  SELECT "kind", "day", sum("n")::int
  FROM (
    SELECT 1 AS "kind", ("scheduledate" AT TIME ZONE 'UTC')::date AS "day", 1 AS "n" FROM new_rows
    WHERE "scheduledate" IS NOT NULL AND "statusid" NOT IN (6, 10)
    UNION ALL
    SELECT 2, ("promisedate" AT TIME ZONE 'UTC')::date, 1 FROM new_rows
    WHERE "promisedate" IS NOT NULL AND "statusid" NOT IN (6, 10)
    UNION ALL
    SELECT 1, ("scheduledate" AT TIME ZONE 'UTC')::date, -1 FROM old_rows
    WHERE "scheduledate" IS NOT NULL AND "statusid" NOT IN (6, 10)
    UNION ALL
    SELECT 2, ("promisedate" AT TIME ZONE 'UTC')::date, -1 FROM old_rows
    WHERE "promisedate" IS NOT NULL AND "statusid" NOT IN (6, 10)
  ) AS d
  GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
  ON CONFLICT ("kind", "day") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "workorder_alert_dates_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "workorderalertdatecount";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "workorderalertdatecount" ("kind", "day", "count")
SELECT "kind", "day", count(*)::int
FROM (
  SELECT 1 AS "kind", ("scheduledate" AT TIME ZONE 'UTC')::date AS "day" FROM "workorder"
  WHERE "scheduledate" IS NOT NULL AND "statusid" NOT IN (6, 10)
  UNION ALL
  SELECT 2, ("promisedate" AT TIME ZONE 'UTC')::date FROM "workorder"
  WHERE "promisedate" IS NOT NULL AND "statusid" NOT IN (6, 10)
) AS d
GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER "workorder_alert_dates_insert" AFTER INSERT ON "workorder"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "workorder_alert_dates_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "workorder_alert_dates_update" AFTER UPDATE ON "workorder"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "workorder_alert_dates_after_update"();
--> statement-breakpoint
CREATE TRIGGER "workorder_alert_dates_delete" AFTER DELETE ON "workorder"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "workorder_alert_dates_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "workorder_alert_dates_truncate" AFTER TRUNCATE ON "workorder"
  FOR EACH STATEMENT EXECUTE FUNCTION "workorder_alert_dates_after_truncate"();
