ALTER TABLE "vendorpaymentline" ADD COLUMN "workordervendorid" integer;--> statement-breakpoint
ALTER TABLE "workordervendor" ADD COLUMN "accountingremoveddate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workordervendor" ADD COLUMN "accountingremovedby" integer;--> statement-breakpoint
ALTER TABLE "accountingsyncstate" ADD COLUMN "companyname" text;--> statement-breakpoint
ALTER TABLE "accountingsyncstate" ADD COLUMN "connectedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accountingsyncstate" ADD COLUMN "oauthstate" text;--> statement-breakpoint
ALTER TABLE "accountingsyncstate" ADD COLUMN "oauthstateexpiresat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accountingsyncstate" ADD COLUMN "requestedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accountingsyncstate" ADD COLUMN "paymentssyncedthrough" text;--> statement-breakpoint
ALTER TABLE "accountingsyncstate" ADD COLUMN "paymentssyncedat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transmissionlog" ADD COLUMN "vendorid" integer;--> statement-breakpoint
ALTER TABLE "transmissionlog" ADD COLUMN "requestid" text;--> statement-breakpoint
ALTER TABLE "workordervendor" ADD CONSTRAINT "workordervendor_accountingremovedby_users_id_fk" FOREIGN KEY ("accountingremovedby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendorpaymentline_workordervendorid_idx" ON "vendorpaymentline" USING btree ("workordervendorid");