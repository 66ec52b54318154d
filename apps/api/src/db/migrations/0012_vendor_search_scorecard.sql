-- The vendors on a work order (issue 10): the search by trade and place, and the vendor scorecard.
-- Custom SQL (no drizzle schema): a trigger-kept table and materialized views drizzle does not describe.
--
-- "Who covers this job site for these trades" (docs/decisions/132): a rate covers the states,
-- counties, cities and zips of its four coverage tables, and belongs to a vendor trade. Walking
-- place -> rate -> vendor trade reads one rate and one vendor trade per covered place (thousands in a
-- big state at 20,000 vendors); this table holds the walk's result, one row per (place, rate) of a
-- live vendor trade with the trade and the vendor, so the search reads only the index entries of its
-- place and trades. Statement-level triggers keep it exact (as 0004 keeps the counters): any change
-- of a coverage row, a rate or a vendor trade re-derives the rows of the rates it touched.
-- placekind: 1 state (state.id), 2 county, 3 city, 4 zip code (their ids).
CREATE TABLE "vendorcoverage" (
	"placekind" smallint NOT NULL,
	"placeid" integer NOT NULL,
	"traderateid" integer NOT NULL,
	"tradeid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	CONSTRAINT "vendorcoverage_pk" PRIMARY KEY ("placekind", "placeid", "traderateid")
);
--> statement-breakpoint
CREATE INDEX "vendorcoverage_place_tradeid_vendorid_idx" ON "vendorcoverage" ("placekind", "placeid", "tradeid", "vendorid");
--> statement-breakpoint
CREATE INDEX "vendorcoverage_traderateid_idx" ON "vendorcoverage" ("traderateid");
--> statement-breakpoint
-- Writers wait until the triggers exist and the table is filled.
LOCK TABLE "vendortrade", "vendortraderate", "vendortraderatestate", "vendortraderatecounty",
  "vendortraderatecity", "vendortraderatezip" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The rows of the rates in `rateids`, derived again from the tables (a rate that is gone, or whose
-- vendor trade is deleted, keeps none).
CREATE FUNCTION "vendorcoverage_sync"(rateids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "vendorcoverage" WHERE "traderateid" IN (SELECT unnest(rateids));
  INSERT INTO "vendorcoverage" ("placekind", "placeid", "traderateid", "tradeid", "vendorid")
  SELECT p."placekind", p."placeid", r."id", vt."tradeid", vt."vendorid"
  FROM "vendortraderate" AS r
  JOIN "vendortrade" AS vt ON vt."id" = r."vendortradeid" AND NOT vt."isdeleted"
  JOIN (
    SELECT 1::smallint AS "placekind", s."id" AS "placeid", x."traderateid"
      FROM "vendortraderatestate" AS x JOIN "state" AS s ON s."statecode" = x."statecode"
    UNION ALL SELECT 2::smallint, x."countyid", x."traderateid" FROM "vendortraderatecounty" AS x
    UNION ALL SELECT 3::smallint, x."cityid", x."traderateid" FROM "vendortraderatecity" AS x
    UNION ALL SELECT 4::smallint, x."zipcodeid", x."traderateid" FROM "vendortraderatezip" AS x
  ) AS p ON p."traderateid" = r."id"
  WHERE r."id" IN (SELECT unnest(rateids))
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Coverage rows added, removed or changed (a cascade from a deleted rate or vendor included).
CREATE FUNCTION "vendorcoverage_after_places"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "vendorcoverage_sync"(array(SELECT DISTINCT "traderateid" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "vendorcoverage_sync"(array(SELECT DISTINCT "traderateid" FROM old_rows));
  ELSE
    PERFORM "vendorcoverage_sync"(array(
      SELECT "traderateid" FROM new_rows UNION SELECT "traderateid" FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A rate moved to another vendor trade.
CREATE FUNCTION "vendorcoverage_after_rates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "vendorcoverage_sync"(array(
    SELECT n."id" FROM new_rows AS n JOIN old_rows AS o ON o."id" = n."id"
    WHERE n."vendortradeid" IS DISTINCT FROM o."vendortradeid"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A vendor trade deleted (isdeleted) or restored, or its trade or vendor changed.
CREATE FUNCTION "vendorcoverage_after_trades"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "vendorcoverage_sync"(array(
    SELECT r."id" FROM "vendortraderate" AS r
    WHERE r."vendortradeid" IN (
      SELECT n."id" FROM new_rows AS n JOIN old_rows AS o ON o."id" = n."id"
      WHERE (n."isdeleted", n."tradeid", n."vendorid") IS DISTINCT FROM (o."isdeleted", o."tradeid", o."vendorid"))));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers: derive the whole table again.
CREATE FUNCTION "vendorcoverage_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "vendorcoverage";
  PERFORM "vendorcoverage_sync"(array(SELECT "id" FROM "vendortraderate"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vendortraderatestate', 'vendortraderatecounty', 'vendortraderatecity', 'vendortraderatezip'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendorcoverage_after_places"()', t || '_coverage_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendorcoverage_after_places"()', t || '_coverage_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendorcoverage_after_places"()', t || '_coverage_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "vendorcoverage_rebuild"()', t || '_coverage_truncate', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vendortraderate_coverage_update" AFTER UPDATE ON "vendortraderate"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendorcoverage_after_rates"();
--> statement-breakpoint
CREATE TRIGGER "vendortrade_coverage_update" AFTER UPDATE ON "vendortrade"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendorcoverage_after_trades"();
--> statement-breakpoint
SELECT "vendorcoverage_sync"(array(SELECT "id" FROM "vendortraderate"));
--> statement-breakpoint
-- A vendor's record per trade over the last 12 months (docs/decisions/131): one row per vendor and
-- trade with a line that counts. A line counts when it is not Cancelled, has a trade, and its order
-- was completed in the window or, not completed, the line was attached in it.
CREATE MATERIALIZED VIEW "vendortradescorecard" AS
WITH "arrival" AS (
  SELECT "workordervendorid", min("createddate") AS "arrivedat"
  FROM "workorderevent"
  WHERE "actiontype" = 'TOS' AND "workordervendorid" IS NOT NULL
  GROUP BY 1
), "line" AS (
  SELECT
    l."vendorid",
    l."tradeid",
    l."quotedamount",
    w."completedate" IS NOT NULL AND w."statusid" NOT IN (5, 6) AS "completed",
    q."id" IS NOT NULL AND NOT q."incurredonly" AS "reviewed",
    q."overallrating",
    q."totalscore",
    CASE
      WHEN q."techarrivedonschedule" IS NOT NULL THEN q."techarrivedonschedule"
      WHEN a."arrivedat" IS NOT NULL AND w."scheduledate" IS NOT NULL
        THEN a."arrivedat" <= w."scheduledate" + interval '1 day'
    END AS "ontime"
  FROM "workordervendor" AS l
  JOIN "workorder" AS w ON w."id" = l."workorderid"
  LEFT JOIN "workordervendorqc" AS q ON q."workordervendorid" = l."id"
  LEFT JOIN "arrival" AS a ON a."workordervendorid" = l."id"
  WHERE l."status" <> 'Cancelled' AND l."tradeid" IS NOT NULL
    AND coalesce(w."completedate", l."createddate") >= now() - interval '12 months'
)
SELECT
  "vendorid",
  "tradeid",
  round(avg("overallrating") FILTER (WHERE "reviewed"), 2)::float8 AS "qcaverage",
  round(avg("totalscore") FILTER (WHERE "reviewed"), 2)::float8 AS "qcscore",
  count(*) FILTER (WHERE "reviewed")::int AS "qcreviews",
  count("ontime")::int AS "arrivals",
  count(*) FILTER (WHERE "ontime")::int AS "ontimearrivals",
  count(*) FILTER (WHERE "completed")::int AS "completedjobs",
  round(avg("quotedamount") FILTER (WHERE "completed" AND "quotedamount" > 0), 2) AS "averagecost"
FROM "line"
GROUP BY "vendorid", "tradeid";
--> statement-breakpoint
CREATE UNIQUE INDEX "vendortradescorecard_vendorid_tradeid_key" ON "vendortradescorecard" ("vendorid", "tradeid");
--> statement-breakpoint
-- Per vendor (docs/decisions/131): the WO count (orders with a line that is not Cancelled, from the
-- trigger-kept vendorworkorder pairs), the rating (the average of its ratings, 1..5 stars, and of its
-- QC reviews as stars: Fair 2, Good 3.5, Excellent 5), and when these figures were computed plus the
-- newest line, event, review and rating they saw, which tell the API that data has come in since.
CREATE MATERIALIZED VIEW "vendorscorestats" AS
SELECT
  v."id" AS "vendorid",
  coalesce(c."wocount", 0)::int AS "wocount",
  round(((coalesce(g."ratingsum", 0) + coalesce(r."qcstars", 0))
    / nullif(coalesce(g."ratings", 0) + coalesce(r."qcratings", 0), 0))::numeric, 2)::float8 AS "vendorrating",
  (coalesce(g."ratings", 0) + coalesce(r."qcratings", 0))::int AS "vendorratings",
  now() AS "computedat",
  (SELECT coalesce(max("id"), 0) FROM "workordervendor") AS "lastlineid",
  (SELECT coalesce(max("id"), 0) FROM "workorderevent") AS "lasteventid",
  (SELECT coalesce(max("id"), 0) FROM "workordervendorqc") AS "lastqcid",
  (SELECT coalesce(max("id"), 0) FROM "vendorrating") AS "lastratingid"
FROM "vendor" AS v
LEFT JOIN (
  SELECT "vendorid", count(*) AS "wocount" FROM "vendorworkorder" GROUP BY 1
) AS c ON c."vendorid" = v."id"
LEFT JOIN (
  SELECT "vendorid", sum("rating") AS "ratingsum", count(*) AS "ratings" FROM "vendorrating" GROUP BY 1
) AS g ON g."vendorid" = v."id"
LEFT JOIN (
  SELECT
    l."vendorid",
    sum(CASE q."overallrating" WHEN 1 THEN 2 WHEN 2 THEN 3.5 WHEN 3 THEN 5 END) AS "qcstars",
    count(q."overallrating") AS "qcratings"
  FROM "workordervendorqc" AS q
  JOIN "workordervendor" AS l ON l."id" = q."workordervendorid"
  WHERE NOT q."incurredonly" AND q."overallrating" IS NOT NULL
  GROUP BY 1
) AS r ON r."vendorid" = v."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "vendorscorestats_vendorid_key" ON "vendorscorestats" ("vendorid");
