-- The Vendors list's search panel (name, city, zip; docs/decisions/142): trigram indexes beside vendor_name_trgm_idx.
CREATE INDEX "vendor_city_trgm_idx" ON "vendor" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_postalcode_trgm_idx" ON "vendor" USING gin ("postalcode" gin_trgm_ops);