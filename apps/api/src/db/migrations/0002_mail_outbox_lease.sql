ALTER TABLE "mailoutbox" ADD COLUMN "messageid" text;--> statement-breakpoint
ALTER TABLE "mailoutbox" ADD COLUMN "leasetoken" text;--> statement-breakpoint
ALTER TABLE "mailoutbox" ADD COLUMN "leaseuntil" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mailoutbox_lease_idx" ON "mailoutbox" USING btree ("leaseuntil") WHERE "mailoutbox"."status" = 'sending';