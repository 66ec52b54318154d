-- Vendors (issue 12, docs/decisions/142).
-- Radius search: vendors whose coordinates lie in earth_box(centre, metres), as zipcode_earth_idx does for zips.
CREATE INDEX "vendor_earth_idx" ON "vendor" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
-- One rating per user and vendor (Add/Update Vendor Rating): keep each user's newest rating first.
DELETE FROM "vendorrating" AS a USING "vendorrating" AS b
  WHERE a."vendorid" = b."vendorid" AND a."createdby" = b."createdby" AND a."id" < b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "vendorrating_vendorid_createdby_key" ON "vendorrating" USING btree ("vendorid","createdby");
