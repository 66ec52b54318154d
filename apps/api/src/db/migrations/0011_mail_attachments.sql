CREATE TABLE "mailattachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailid" integer NOT NULL,
	"position" smallint NOT NULL,
	"filename" text NOT NULL,
	"contenttype" text NOT NULL,
	"content" "bytea" NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailattachment" ADD CONSTRAINT "mailattachment_mailid_mailoutbox_id_fk" FOREIGN KEY ("mailid") REFERENCES "public"."mailoutbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailattachment_mailid_position_key" ON "mailattachment" USING btree ("mailid","position");