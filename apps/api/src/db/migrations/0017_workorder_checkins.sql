CREATE TABLE "workordercheckin" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"userid" integer,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"distance" double precision,
	"geofencing" boolean NOT NULL,
	"outsidefence" boolean DEFAULT false NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workordercheckin" ADD CONSTRAINT "workordercheckin_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordercheckin" ADD CONSTRAINT "workordercheckin_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordercheckin" ADD CONSTRAINT "workordercheckin_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workordercheckin_workorderid_userid_idx" ON "workordercheckin" USING btree ("workorderid","userid","id");