DROP INDEX "workorder_customerid_ponumber_idx";--> statement-breakpoint
CREATE INDEX "workorder_customerid_ponumber_idx" ON "workorder" USING btree ("customerid",lower(btrim("ponumber")));