CREATE INDEX "customer_customername_id_idx" ON "customer" USING btree ("customername","id");--> statement-breakpoint
CREATE INDEX "vendor_name_id_idx" ON "vendor" USING btree ("name","id");