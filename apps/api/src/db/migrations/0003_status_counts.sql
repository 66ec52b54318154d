CREATE TABLE "vendorworkorder" (
	"workorderid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"statusid" integer NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "vendorworkorder_workorderid_vendorid_pk" PRIMARY KEY("workorderid","vendorid")
);
--> statement-breakpoint
CREATE TABLE "workordercustomerstatuscount" (
	"customerid" integer NOT NULL,
	"statusid" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "workordercustomerstatuscount_customerid_statusid_pk" PRIMARY KEY("customerid","statusid")
);
--> statement-breakpoint
CREATE TABLE "workorderstatuscount" (
	"statusid" integer NOT NULL,
	"dispatcherid" integer NOT NULL,
	"priorityid" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "workorderstatuscount_statusid_dispatcherid_priorityid_pk" PRIMARY KEY("statusid","dispatcherid","priorityid")
);
--> statement-breakpoint
CREATE INDEX "vendorworkorder_vendorid_statusid_idx" ON "vendorworkorder" USING btree ("vendorid","statusid","workorderid");