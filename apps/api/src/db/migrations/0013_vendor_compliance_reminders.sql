CREATE TABLE "vendorcompliancereminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"document" text NOT NULL,
	"threshold" text NOT NULL,
	"expirationdate" timestamp with time zone NOT NULL,
	"recipients" text NOT NULL,
	"mailoutboxid" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendorcompliancereminder" ADD CONSTRAINT "vendorcompliancereminder_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendorcompliancereminder_key" ON "vendorcompliancereminder" USING btree ("vendorid","document","threshold","expirationdate");