CREATE SEQUENCE "public"."workorder_wonumber_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "oidcpayload" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grantid" text,
	"usercode" text,
	"uid" text,
	"expiresat" timestamp with time zone,
	"consumedat" timestamp with time zone,
	CONSTRAINT "oidcpayload_id_type_pk" PRIMARY KEY("id","type")
);
--> statement-breakpoint
CREATE TABLE "permission" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "permission_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "report" (
	"id" integer PRIMARY KEY NOT NULL,
	"reportname" text NOT NULL,
	"showdateselection" boolean DEFAULT true NOT NULL,
	"reporttype" text DEFAULT 'grid' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "role_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rolepermission" (
	"roleid" integer NOT NULL,
	"permissionid" integer NOT NULL,
	CONSTRAINT "rolepermission_roleid_permissionid_pk" PRIMARY KEY("roleid","permissionid")
);
--> statement-breakpoint
CREATE TABLE "signingkey" (
	"kid" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'jwk' NOT NULL,
	"privatejwk" jsonb NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "userreport" (
	"userid" integer NOT NULL,
	"reportid" integer NOT NULL,
	CONSTRAINT "userreport_userid_reportid_pk" PRIMARY KEY("userid","reportid")
);
--> statement-breakpoint
CREATE TABLE "userrole" (
	"userid" integer NOT NULL,
	"roleid" integer NOT NULL,
	CONSTRAINT "userrole_userid_roleid_pk" PRIMARY KEY("userid","roleid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"given_name" text DEFAULT '' NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"picture" text,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"isdispatcher" boolean DEFAULT false NOT NULL,
	"issalesrep" boolean DEFAULT false NOT NULL,
	"isvendor" boolean DEFAULT false NOT NULL,
	"iscustomer" boolean DEFAULT false NOT NULL,
	"usertypeid" smallint DEFAULT 4 NOT NULL,
	"vendorid" integer,
	"customerid" integer,
	"logins_count" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_id_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "attachmenttype" (
	"id" integer PRIMARY KEY NOT NULL,
	"attachmenttype" text NOT NULL,
	"isworkorder" boolean DEFAULT false NOT NULL,
	"isvendor" boolean DEFAULT false NOT NULL,
	"iscustomer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "division" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sortorder" integer NOT NULL,
	"isdefaultonnew" boolean DEFAULT false NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	CONSTRAINT "division_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "laborratetype" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"multiplier" numeric(4, 2) NOT NULL,
	CONSTRAINT "laborratetype_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lineitemtype" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "lineitemtype_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "notetype" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"typeid" smallint NOT NULL,
	"isselectable" boolean DEFAULT true NOT NULL,
	"issystem" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notetype_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pertainsto" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "pertainsto_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "priority" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"etahours" integer NOT NULL,
	"color" text NOT NULL,
	"sortorder" integer NOT NULL,
	"isdefaultonnew" boolean DEFAULT false NOT NULL,
	CONSTRAINT "priority_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "qcrating" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "qcrating_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "requesttype" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sortorder" integer NOT NULL,
	"isdefaultonnew" boolean DEFAULT false NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	CONSTRAINT "requesttype_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "skilllevel" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "skilllevel_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "term" (
	"id" integer PRIMARY KEY NOT NULL,
	"termdescription" text NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "term_termdescription_unique" UNIQUE("termdescription")
);
--> statement-breakpoint
CREATE TABLE "tier" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"isdispatchable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tier_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "trade" (
	"tradeid" integer PRIMARY KEY NOT NULL,
	"tradename" text NOT NULL,
	"type" text NOT NULL,
	"isstore" boolean DEFAULT false NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	CONSTRAINT "trade_tradename_unique" UNIQUE("tradename")
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "unit_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vendordocumentstatus" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vendordocumentstatus_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vendorstatustype" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"color" text NOT NULL,
	"isdispatchable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vendorstatustype_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "workorderstatus" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"sortorder" integer NOT NULL,
	"isactive" boolean NOT NULL,
	"isdefaultonnew" boolean DEFAULT false NOT NULL,
	CONSTRAINT "workorderstatus_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "city" (
	"id" integer PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"statecode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "county" (
	"id" integer PRIMARY KEY NOT NULL,
	"county" text NOT NULL,
	"countycode" text,
	"statecode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state" (
	"id" integer PRIMARY KEY NOT NULL,
	"statecode" text NOT NULL,
	"statename" text NOT NULL,
	CONSTRAINT "state_statecode_unique" UNIQUE("statecode")
);
--> statement-breakpoint
CREATE TABLE "zipcode" (
	"id" integer PRIMARY KEY NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"cityid" integer NOT NULL,
	"county" text,
	"countyid" integer,
	"statecode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" smallint,
	CONSTRAINT "zipcode_zipcode_unique" UNIQUE("zipcode")
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"customername" text NOT NULL,
	"customerprefix" text,
	"dispatcherauthid" text,
	"salesrepauthid" text,
	"isactive" boolean DEFAULT true NOT NULL,
	"contactfirstname" text,
	"contactlastname" text,
	"contactphone" text,
	"contactcellphone" text,
	"contactfax" text,
	"contactemail" text,
	"ccemails" text,
	"streetaddress" text,
	"streetaddress2" text,
	"city" text,
	"statecode" text,
	"postalcode" text,
	"billingfirstname" text,
	"billinglastname" text,
	"billingphone" text,
	"billingcellphone" text,
	"billingfax" text,
	"billingemail" text,
	"termid" integer,
	"nte" numeric(12, 2),
	"managementproviderid" integer,
	"servicechannelsubscriberid" text,
	"specialprocedure" text,
	"billingcustomerid" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customerattachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"attachmenttypeid" integer NOT NULL,
	"filename" text NOT NULL,
	"displayname" text,
	"path" text NOT NULL,
	"createdby" integer,
	"createdbyuser" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customercontact" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"title" varchar(50),
	"firstname" text,
	"lastname" text,
	"emailaddress" text,
	"phone" text,
	"mobilephone" text,
	"isprimary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customerjobsite" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"jobsite" text NOT NULL,
	"jobsitedescription" text,
	"streetaddress" text,
	"streetaddress2" text,
	"city" text,
	"statecode" text,
	"postalcode" text,
	"phone" text,
	"contactperson" text,
	"email" text,
	"specialprocedure" text,
	"latitude" double precision,
	"longitude" double precision,
	"isactive" boolean DEFAULT true NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"updateddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customerjobsiteprocedure" (
	"id" serial PRIMARY KEY NOT NULL,
	"jobsiteid" integer NOT NULL,
	"procedure" text NOT NULL,
	"sortorder" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customernote" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"note" text NOT NULL,
	"isvisibletocustomer" boolean DEFAULT false NOT NULL,
	"createdby" integer,
	"createdbyuser" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"updateddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customernotification" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"proposaladded" boolean DEFAULT false NOT NULL,
	"invoiceadded" boolean DEFAULT false NOT NULL,
	"statuschange" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customernotification_customerid_unique" UNIQUE("customerid")
);
--> statement-breakpoint
CREATE TABLE "customertrade" (
	"id" serial PRIMARY KEY NOT NULL,
	"customerid" integer NOT NULL,
	"tradeid" integer NOT NULL,
	"isdeleted" boolean DEFAULT false NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customervendorexclusion" (
	"customerid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customervendorexclusion_customerid_vendorid_pk" PRIMARY KEY("customerid","vendorid")
);
--> statement-breakpoint
CREATE TABLE "managementprovider" (
	"id" serial PRIMARY KEY NOT NULL,
	"managementprovider" text NOT NULL,
	"webaddress" text,
	"userid" text,
	"password" text,
	CONSTRAINT "managementprovider_managementprovider_unique" UNIQUE("managementprovider")
);
--> statement-breakpoint
CREATE TABLE "vendor" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"address" text,
	"address2" text,
	"city" text,
	"statecode" text,
	"postalcode" text,
	"county" text,
	"country" text DEFAULT 'US',
	"primaryphone" text,
	"primaryext" text,
	"secondaryphone" text,
	"secondaryext" text,
	"primaryemail" text,
	"secondaryemail" text,
	"dispatchemail" text,
	"glexpirationdate" timestamp with time zone,
	"wcexpirationdate" timestamp with time zone,
	"wcexempt" boolean DEFAULT false NOT NULL,
	"w9date" timestamp with time zone,
	"profiledate" timestamp with time zone,
	"minnte" numeric(12, 2),
	"tierid" integer,
	"termid" integer,
	"vendorstatustypeid" integer DEFAULT 1 NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	"paperworkcomplete" boolean DEFAULT false NOT NULL,
	"backgroundchecksrun" boolean DEFAULT false NOT NULL,
	"allowlogin" boolean DEFAULT false NOT NULL,
	"autoattachenabled" boolean DEFAULT false NOT NULL,
	"ispreferredvendor" boolean DEFAULT false NOT NULL,
	"mssw" text,
	"billingvendorid" text,
	"latitude" double precision,
	"longitude" double precision,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorattachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"attachmenttypeid" integer NOT NULL,
	"filename" text NOT NULL,
	"displayname" text,
	"path" text NOT NULL,
	"isreviewed" boolean DEFAULT true NOT NULL,
	"createdby" integer,
	"createdbyuser" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorcontact" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"title" varchar(50),
	"firstname" text,
	"lastname" text,
	"emailaddress" text,
	"phone" text,
	"mobilephone" text,
	"isprimary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendornote" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"note" text NOT NULL,
	"cancustomersee" boolean DEFAULT false NOT NULL,
	"canvendorsee" boolean DEFAULT false NOT NULL,
	"createdbyname" text,
	"createdbyauthid" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"updateddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorpayment" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"txnid" text,
	"txndate" timestamp with time zone NOT NULL,
	"paymenttype" text,
	"refnumber" text,
	"amount" numeric(12, 2) NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendorpayment_txnid_unique" UNIQUE("txnid")
);
--> statement-breakpoint
CREATE TABLE "vendorpaymentline" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorpaymentid" integer NOT NULL,
	"memo" text,
	"appliedtotxnrefnumber" text,
	"appliedtotxnamount" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "vendorrating" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorservicestate" (
	"vendorid" integer NOT NULL,
	"statecode" text NOT NULL,
	CONSTRAINT "vendorservicestate_vendorid_statecode_pk" PRIMARY KEY("vendorid","statecode")
);
--> statement-breakpoint
CREATE TABLE "vendortrade" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendorid" integer NOT NULL,
	"tradeid" integer NOT NULL,
	"isdeleted" boolean DEFAULT false NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customertraderate" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"statecode" text,
	"regularrate" numeric(12, 2) NOT NULL,
	"overtimerate" numeric(12, 2),
	"holidayrate" numeric(12, 2),
	"tripcharge" numeric(12, 2),
	"markupcharge" numeric(7, 2),
	"lastupdated" timestamp with time zone DEFAULT now() NOT NULL,
	"customertradeid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customertraderatecity" (
	"traderateid" integer NOT NULL,
	"cityid" integer NOT NULL,
	CONSTRAINT "customertraderatecity_traderateid_cityid_pk" PRIMARY KEY("traderateid","cityid")
);
--> statement-breakpoint
CREATE TABLE "customertraderatecounty" (
	"traderateid" integer NOT NULL,
	"countyid" integer NOT NULL,
	CONSTRAINT "customertraderatecounty_traderateid_countyid_pk" PRIMARY KEY("traderateid","countyid")
);
--> statement-breakpoint
CREATE TABLE "customertraderatestate" (
	"traderateid" integer NOT NULL,
	"statecode" text NOT NULL,
	CONSTRAINT "customertraderatestate_traderateid_statecode_pk" PRIMARY KEY("traderateid","statecode")
);
--> statement-breakpoint
CREATE TABLE "customertraderatezip" (
	"traderateid" integer NOT NULL,
	"zipcodeid" integer NOT NULL,
	CONSTRAINT "customertraderatezip_traderateid_zipcodeid_pk" PRIMARY KEY("traderateid","zipcodeid")
);
--> statement-breakpoint
CREATE TABLE "vendortraderate" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"statecode" text,
	"regularrate" numeric(12, 2) NOT NULL,
	"overtimerate" numeric(12, 2),
	"holidayrate" numeric(12, 2),
	"tripcharge" numeric(12, 2),
	"markupcharge" numeric(7, 2),
	"lastupdated" timestamp with time zone DEFAULT now() NOT NULL,
	"vendortradeid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendortraderatecity" (
	"traderateid" integer NOT NULL,
	"cityid" integer NOT NULL,
	CONSTRAINT "vendortraderatecity_traderateid_cityid_pk" PRIMARY KEY("traderateid","cityid")
);
--> statement-breakpoint
CREATE TABLE "vendortraderatecounty" (
	"traderateid" integer NOT NULL,
	"countyid" integer NOT NULL,
	CONSTRAINT "vendortraderatecounty_traderateid_countyid_pk" PRIMARY KEY("traderateid","countyid")
);
--> statement-breakpoint
CREATE TABLE "vendortraderatestate" (
	"traderateid" integer NOT NULL,
	"statecode" text NOT NULL,
	CONSTRAINT "vendortraderatestate_traderateid_statecode_pk" PRIMARY KEY("traderateid","statecode")
);
--> statement-breakpoint
CREATE TABLE "vendortraderatezip" (
	"traderateid" integer NOT NULL,
	"zipcodeid" integer NOT NULL,
	CONSTRAINT "vendortraderatezip_traderateid_zipcodeid_pk" PRIMARY KEY("traderateid","zipcodeid")
);
--> statement-breakpoint
CREATE TABLE "workorder" (
	"id" serial PRIMARY KEY NOT NULL,
	"wonumber" text DEFAULT (nextval('workorder_wonumber_seq'))::text NOT NULL,
	"ponumber" text,
	"customerid" integer NOT NULL,
	"jobsiteid" integer,
	"statusid" integer NOT NULL,
	"priorityid" integer,
	"divisionid" integer,
	"requesttypeid" integer,
	"dispatcherid" integer,
	"customerdispatcherid" integer,
	"salesrepid" integer,
	"receiverid" integer,
	"techauthid" text,
	"requestedby" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatchdate" timestamp with time zone,
	"scheduledate" timestamp with time zone,
	"promisedate" timestamp with time zone,
	"duedate" timestamp with time zone,
	"onsitedate" timestamp with time zone,
	"onsitetime" time,
	"completedate" timestamp with time zone,
	"invoicedate" timestamp with time zone,
	"nte" numeric(12, 2),
	"briefdescription" text DEFAULT '' NOT NULL,
	"description" text,
	"cancelreason" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"customercalled" boolean DEFAULT false NOT NULL,
	"vendorcalled" boolean DEFAULT false NOT NULL,
	"overridegeofencing" boolean DEFAULT false NOT NULL,
	"parentid" integer,
	"ischild" boolean DEFAULT false NOT NULL,
	"externalsource" text,
	"externalid" text,
	"createdby" integer,
	"modifiedby" integer
);
--> statement-breakpoint
CREATE TABLE "workorderattachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"attachmenttypeid" integer NOT NULL,
	"filename" text NOT NULL,
	"displayname" text,
	"path" text NOT NULL,
	"createdby" integer,
	"createdbyuser" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workordernote" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"notenumber" integer DEFAULT 1 NOT NULL,
	"note" text NOT NULL,
	"notetypeid" integer NOT NULL,
	"typeid" smallint DEFAULT 1 NOT NULL,
	"pertainsto" integer DEFAULT 2 NOT NULL,
	"emails" text,
	"emailuserids" integer[],
	"highpriority" boolean DEFAULT false NOT NULL,
	"customerupdated" boolean DEFAULT false NOT NULL,
	"includecustomer" boolean DEFAULT false NOT NULL,
	"canvendorsee" boolean DEFAULT false NOT NULL,
	"isvisibletocustomer" boolean DEFAULT false NOT NULL,
	"createdby" integer,
	"createdbyuser" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifiedby" integer,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workordertrade" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"tradeid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workorderevent" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"vendorid" integer,
	"actiontype" text NOT NULL,
	"type" text,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workordervendor" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"tradeid" integer,
	"nte" numeric(12, 2),
	"quotedamount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"quoteonly" boolean DEFAULT false NOT NULL,
	"invnumber" text,
	"status" text DEFAULT 'Attached' NOT NULL,
	"paidbycc" boolean DEFAULT false NOT NULL,
	"nodflagged" boolean DEFAULT false NOT NULL,
	"note" text,
	"isapproved" boolean DEFAULT false NOT NULL,
	"approvedby" integer,
	"approveddate" timestamp with time zone,
	"approvedbyaccounting" boolean DEFAULT false NOT NULL,
	"syncedtoaccountingdate" timestamp with time zone,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workordervendorqc" (
	"id" serial PRIMARY KEY NOT NULL,
	"workordervendorid" integer NOT NULL,
	"techarrivedonschedule" boolean,
	"techwasprofessional" boolean,
	"repairsmade" boolean,
	"metexpectations" boolean,
	"expectationcomment" text,
	"overallrating" integer,
	"totalscore" numeric(6, 2),
	"comments" text,
	"reviewername" text NOT NULL,
	"reviewdate" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewedbyauthid" text,
	"incurredonly" boolean DEFAULT false NOT NULL,
	CONSTRAINT "workordervendorqc_workordervendorid_unique" UNIQUE("workordervendorid")
);
--> statement-breakpoint
CREATE TABLE "workorderproposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"vendorproposalid" integer,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"grandtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"quotedamount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"marginpercent" numeric(7, 2) DEFAULT '30' NOT NULL,
	"externalproposalnumber" text,
	"scopeofwork" text,
	"scopeofworkformatted" text,
	"note" text,
	"iscomplete" boolean DEFAULT false NOT NULL,
	"completedate" timestamp with time zone,
	"isapproved" boolean DEFAULT false NOT NULL,
	"isrejected" boolean DEFAULT false NOT NULL,
	"approvedbycustomer" boolean DEFAULT false NOT NULL,
	"approvedbycustomerdate" timestamp with time zone,
	"rejectedbycustomer" boolean DEFAULT false NOT NULL,
	"rejectedbycustomerdate" timestamp with time zone,
	"rejectionnote" text,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workorderproposaldetail" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderproposalid" integer NOT NULL,
	"itemtypeid" integer NOT NULL,
	"description" text,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"rates" numeric(12, 2) DEFAULT '0' NOT NULL,
	"taxrate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"sortorder" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workorderproposalid" integer,
	"invoicenumber" text,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"billedamount" numeric(12, 2),
	"amountreceived" numeric(12, 2),
	"invoicingdate" timestamp with time zone,
	"duedate" timestamp with time zone,
	"completedate" timestamp with time zone,
	"invoicesentby" integer,
	"sentby" text,
	"billwithoutsignoff" boolean DEFAULT false NOT NULL,
	"iscomplete" boolean DEFAULT false NOT NULL,
	"isapproved" boolean DEFAULT false NOT NULL,
	"isrejected" boolean DEFAULT false NOT NULL,
	"approvedby" integer,
	"approveddate" timestamp with time zone,
	"approvedbyaccounting" boolean DEFAULT false NOT NULL,
	"syncedtoaccountingdate" timestamp with time zone,
	"note" text,
	"scopeofwork" text,
	"scopeofworkformatted" text,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoicedetail" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoiceid" integer NOT NULL,
	"itemtypeid" integer NOT NULL,
	"description" text,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"rates" numeric(12, 2) DEFAULT '0' NOT NULL,
	"taxrate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"sortorder" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorinvoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"vendorid" integer NOT NULL,
	"description" text,
	"note" text,
	"rejectionnote" text,
	"submitteddate" timestamp with time zone,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"proposalid" integer,
	"invoicenumber" text,
	"invoicedate" timestamp with time zone DEFAULT now() NOT NULL,
	"invoicestatusid" integer DEFAULT 1 NOT NULL,
	"invoiceamount" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorinvoicelabor" (
	"id" serial PRIMARY KEY NOT NULL,
	"skilllevelid" integer NOT NULL,
	"typeid" integer NOT NULL,
	"numberoftechs" integer DEFAULT 1 NOT NULL,
	"hourlyrate" numeric(12, 2) NOT NULL,
	"numberofhours" numeric(12, 2) NOT NULL,
	"vendorinvoiceid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorinvoicematerial" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"partnumber" text,
	"uom" integer NOT NULL,
	"unitprice" numeric(12, 2) NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"vendorinvoiceid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorinvoiceother" (
	"id" serial PRIMARY KEY NOT NULL,
	"typeid" integer NOT NULL,
	"description" text,
	"quantity" numeric(12, 2) NOT NULL,
	"unitprice" numeric(12, 2) NOT NULL,
	"vendorinvoiceid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorproposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"workorderid" integer NOT NULL,
	"workordervendorid" integer,
	"vendorid" integer NOT NULL,
	"description" text,
	"note" text,
	"rejectionnote" text,
	"submitteddate" timestamp with time zone,
	"createdby" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL,
	"proposalnumber" text,
	"proposaldate" timestamp with time zone DEFAULT now() NOT NULL,
	"proposalstatusid" integer DEFAULT 1 NOT NULL,
	"proposalamount" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorproposallabor" (
	"id" serial PRIMARY KEY NOT NULL,
	"skilllevelid" integer NOT NULL,
	"typeid" integer NOT NULL,
	"numberoftechs" integer DEFAULT 1 NOT NULL,
	"hourlyrate" numeric(12, 2) NOT NULL,
	"numberofhours" numeric(12, 2) NOT NULL,
	"vendorproposalid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorproposalmaterial" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"partnumber" text,
	"uom" integer NOT NULL,
	"unitprice" numeric(12, 2) NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"vendorproposalid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendorproposalother" (
	"id" serial PRIMARY KEY NOT NULL,
	"typeid" integer NOT NULL,
	"description" text,
	"quantity" numeric(12, 2) NOT NULL,
	"unitprice" numeric(12, 2) NOT NULL,
	"vendorproposalid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatchvendor" (
	"tradeid" integer NOT NULL,
	"vendorid" integer NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "dispatchvendor_tradeid_vendorid_pk" PRIMARY KEY("tradeid","vendorid")
);
--> statement-breakpoint
CREATE TABLE "savedview" (
	"viewid" serial PRIMARY KEY NOT NULL,
	"viewname" text NOT NULL,
	"viewtype" text NOT NULL,
	"isdefault" boolean DEFAULT false NOT NULL,
	"view" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"userid" integer NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	"modifieddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountingsyncrecord" (
	"id" serial PRIMARY KEY NOT NULL,
	"entitytype" text NOT NULL,
	"entityid" integer NOT NULL,
	"externalid" text NOT NULL,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountingsyncstate" (
	"id" integer PRIMARY KEY NOT NULL,
	"isuploading" boolean DEFAULT false NOT NULL,
	"startedat" timestamp with time zone,
	"finishedat" timestamp with time zone,
	"lasterror" text,
	"realmid" text,
	"tokens" jsonb
);
--> statement-breakpoint
CREATE TABLE "transmissionlog" (
	"id" serial PRIMARY KEY NOT NULL,
	"typeid" integer NOT NULL,
	"workorderid" integer,
	"workordervendorid" integer,
	"invoiceid" integer,
	"workordernumber" text,
	"customername" text,
	"vendorname" text,
	"invoicenumber" text,
	"starttime" timestamp with time zone DEFAULT now() NOT NULL,
	"endtime" timestamp with time zone,
	"errormessage" text,
	"success" boolean
);
--> statement-breakpoint
CREATE TABLE "mailoutbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotencykey" text NOT NULL,
	"kind" text,
	"to" text NOT NULL,
	"cc" text,
	"bcc" text,
	"replyto" text,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"nextattemptat" timestamp with time zone DEFAULT now() NOT NULL,
	"sentat" timestamp with time zone,
	"lasterror" text,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailoutbox_idempotencykey_unique" UNIQUE("idempotencykey")
);
--> statement-breakpoint
CREATE TABLE "errorlog" (
	"id" serial PRIMARY KEY NOT NULL,
	"errormessage" text NOT NULL,
	"additionalinfo" text,
	"errorpage" text,
	"userid" integer,
	"createddate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sitemeta" (
	"id" serial PRIMARY KEY NOT NULL,
	"tablename" text NOT NULL,
	"datafieldname" text NOT NULL,
	"displaynamefield" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rolepermission" ADD CONSTRAINT "rolepermission_roleid_role_id_fk" FOREIGN KEY ("roleid") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolepermission" ADD CONSTRAINT "rolepermission_permissionid_permission_id_fk" FOREIGN KEY ("permissionid") REFERENCES "public"."permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userreport" ADD CONSTRAINT "userreport_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userreport" ADD CONSTRAINT "userreport_reportid_report_id_fk" FOREIGN KEY ("reportid") REFERENCES "public"."report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userrole" ADD CONSTRAINT "userrole_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userrole" ADD CONSTRAINT "userrole_roleid_role_id_fk" FOREIGN KEY ("roleid") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_statecode_state_statecode_fk" FOREIGN KEY ("statecode") REFERENCES "public"."state"("statecode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "county" ADD CONSTRAINT "county_statecode_state_statecode_fk" FOREIGN KEY ("statecode") REFERENCES "public"."state"("statecode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zipcode" ADD CONSTRAINT "zipcode_cityid_city_id_fk" FOREIGN KEY ("cityid") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zipcode" ADD CONSTRAINT "zipcode_countyid_county_id_fk" FOREIGN KEY ("countyid") REFERENCES "public"."county"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zipcode" ADD CONSTRAINT "zipcode_statecode_state_statecode_fk" FOREIGN KEY ("statecode") REFERENCES "public"."state"("statecode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_dispatcherauthid_users_user_id_fk" FOREIGN KEY ("dispatcherauthid") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_salesrepauthid_users_user_id_fk" FOREIGN KEY ("salesrepauthid") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_termid_term_id_fk" FOREIGN KEY ("termid") REFERENCES "public"."term"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_managementproviderid_managementprovider_id_fk" FOREIGN KEY ("managementproviderid") REFERENCES "public"."managementprovider"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerattachment" ADD CONSTRAINT "customerattachment_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerattachment" ADD CONSTRAINT "customerattachment_attachmenttypeid_attachmenttype_id_fk" FOREIGN KEY ("attachmenttypeid") REFERENCES "public"."attachmenttype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerattachment" ADD CONSTRAINT "customerattachment_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customercontact" ADD CONSTRAINT "customercontact_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerjobsite" ADD CONSTRAINT "customerjobsite_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customerjobsiteprocedure" ADD CONSTRAINT "customerjobsiteprocedure_jobsiteid_customerjobsite_id_fk" FOREIGN KEY ("jobsiteid") REFERENCES "public"."customerjobsite"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customernote" ADD CONSTRAINT "customernote_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customernote" ADD CONSTRAINT "customernote_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customernotification" ADD CONSTRAINT "customernotification_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertrade" ADD CONSTRAINT "customertrade_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertrade" ADD CONSTRAINT "customertrade_tradeid_trade_tradeid_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trade"("tradeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customervendorexclusion" ADD CONSTRAINT "customervendorexclusion_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customervendorexclusion" ADD CONSTRAINT "customervendorexclusion_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_tierid_tier_id_fk" FOREIGN KEY ("tierid") REFERENCES "public"."tier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_termid_term_id_fk" FOREIGN KEY ("termid") REFERENCES "public"."term"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_vendorstatustypeid_vendorstatustype_id_fk" FOREIGN KEY ("vendorstatustypeid") REFERENCES "public"."vendorstatustype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorattachment" ADD CONSTRAINT "vendorattachment_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorattachment" ADD CONSTRAINT "vendorattachment_attachmenttypeid_attachmenttype_id_fk" FOREIGN KEY ("attachmenttypeid") REFERENCES "public"."attachmenttype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorattachment" ADD CONSTRAINT "vendorattachment_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorcontact" ADD CONSTRAINT "vendorcontact_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendornote" ADD CONSTRAINT "vendornote_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendornote" ADD CONSTRAINT "vendornote_createdbyauthid_users_user_id_fk" FOREIGN KEY ("createdbyauthid") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorpayment" ADD CONSTRAINT "vendorpayment_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorpaymentline" ADD CONSTRAINT "vendorpaymentline_vendorpaymentid_vendorpayment_id_fk" FOREIGN KEY ("vendorpaymentid") REFERENCES "public"."vendorpayment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorrating" ADD CONSTRAINT "vendorrating_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorrating" ADD CONSTRAINT "vendorrating_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorservicestate" ADD CONSTRAINT "vendorservicestate_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorservicestate" ADD CONSTRAINT "vendorservicestate_statecode_state_statecode_fk" FOREIGN KEY ("statecode") REFERENCES "public"."state"("statecode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortrade" ADD CONSTRAINT "vendortrade_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortrade" ADD CONSTRAINT "vendortrade_tradeid_trade_tradeid_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trade"("tradeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderate" ADD CONSTRAINT "customertraderate_statecode_state_statecode_fk" FOREIGN KEY ("statecode") REFERENCES "public"."state"("statecode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderate" ADD CONSTRAINT "customertraderate_customertradeid_customertrade_id_fk" FOREIGN KEY ("customertradeid") REFERENCES "public"."customertrade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderatecity" ADD CONSTRAINT "customertraderatecity_traderateid_customertraderate_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."customertraderate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderatecity" ADD CONSTRAINT "customertraderatecity_cityid_city_id_fk" FOREIGN KEY ("cityid") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderatecounty" ADD CONSTRAINT "customertraderatecounty_traderateid_customertraderate_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."customertraderate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderatecounty" ADD CONSTRAINT "customertraderatecounty_countyid_county_id_fk" FOREIGN KEY ("countyid") REFERENCES "public"."county"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderatestate" ADD CONSTRAINT "customertraderatestate_traderateid_customertraderate_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."customertraderate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderatestate" ADD CONSTRAINT "customertraderatestate_statecode_state_statecode_fk" FOREIGN KEY ("statecode") REFERENCES "public"."state"("statecode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderatezip" ADD CONSTRAINT "customertraderatezip_traderateid_customertraderate_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."customertraderate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customertraderatezip" ADD CONSTRAINT "customertraderatezip_zipcodeid_zipcode_id_fk" FOREIGN KEY ("zipcodeid") REFERENCES "public"."zipcode"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderate" ADD CONSTRAINT "vendortraderate_statecode_state_statecode_fk" FOREIGN KEY ("statecode") REFERENCES "public"."state"("statecode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderate" ADD CONSTRAINT "vendortraderate_vendortradeid_vendortrade_id_fk" FOREIGN KEY ("vendortradeid") REFERENCES "public"."vendortrade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderatecity" ADD CONSTRAINT "vendortraderatecity_traderateid_vendortraderate_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."vendortraderate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderatecity" ADD CONSTRAINT "vendortraderatecity_cityid_city_id_fk" FOREIGN KEY ("cityid") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderatecounty" ADD CONSTRAINT "vendortraderatecounty_traderateid_vendortraderate_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."vendortraderate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderatecounty" ADD CONSTRAINT "vendortraderatecounty_countyid_county_id_fk" FOREIGN KEY ("countyid") REFERENCES "public"."county"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderatestate" ADD CONSTRAINT "vendortraderatestate_traderateid_vendortraderate_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."vendortraderate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderatestate" ADD CONSTRAINT "vendortraderatestate_statecode_state_statecode_fk" FOREIGN KEY ("statecode") REFERENCES "public"."state"("statecode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderatezip" ADD CONSTRAINT "vendortraderatezip_traderateid_vendortraderate_id_fk" FOREIGN KEY ("traderateid") REFERENCES "public"."vendortraderate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendortraderatezip" ADD CONSTRAINT "vendortraderatezip_zipcodeid_zipcode_id_fk" FOREIGN KEY ("zipcodeid") REFERENCES "public"."zipcode"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_customerid_customer_id_fk" FOREIGN KEY ("customerid") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_jobsiteid_customerjobsite_id_fk" FOREIGN KEY ("jobsiteid") REFERENCES "public"."customerjobsite"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_statusid_workorderstatus_id_fk" FOREIGN KEY ("statusid") REFERENCES "public"."workorderstatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_priorityid_priority_id_fk" FOREIGN KEY ("priorityid") REFERENCES "public"."priority"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_divisionid_division_id_fk" FOREIGN KEY ("divisionid") REFERENCES "public"."division"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_requesttypeid_requesttype_id_fk" FOREIGN KEY ("requesttypeid") REFERENCES "public"."requesttype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_dispatcherid_users_id_fk" FOREIGN KEY ("dispatcherid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_customerdispatcherid_users_id_fk" FOREIGN KEY ("customerdispatcherid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_salesrepid_users_id_fk" FOREIGN KEY ("salesrepid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_receiverid_users_id_fk" FOREIGN KEY ("receiverid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_techauthid_users_user_id_fk" FOREIGN KEY ("techauthid") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_parentid_workorder_id_fk" FOREIGN KEY ("parentid") REFERENCES "public"."workorder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder" ADD CONSTRAINT "workorder_modifiedby_users_id_fk" FOREIGN KEY ("modifiedby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderattachment" ADD CONSTRAINT "workorderattachment_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderattachment" ADD CONSTRAINT "workorderattachment_workordervendorid_workordervendor_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderattachment" ADD CONSTRAINT "workorderattachment_attachmenttypeid_attachmenttype_id_fk" FOREIGN KEY ("attachmenttypeid") REFERENCES "public"."attachmenttype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderattachment" ADD CONSTRAINT "workorderattachment_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordernote" ADD CONSTRAINT "workordernote_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordernote" ADD CONSTRAINT "workordernote_notetypeid_notetype_id_fk" FOREIGN KEY ("notetypeid") REFERENCES "public"."notetype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordernote" ADD CONSTRAINT "workordernote_pertainsto_pertainsto_id_fk" FOREIGN KEY ("pertainsto") REFERENCES "public"."pertainsto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordernote" ADD CONSTRAINT "workordernote_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordernote" ADD CONSTRAINT "workordernote_modifiedby_users_id_fk" FOREIGN KEY ("modifiedby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordertrade" ADD CONSTRAINT "workordertrade_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordertrade" ADD CONSTRAINT "workordertrade_tradeid_trade_tradeid_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trade"("tradeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderevent" ADD CONSTRAINT "workorderevent_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderevent" ADD CONSTRAINT "workorderevent_workordervendorid_workordervendor_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderevent" ADD CONSTRAINT "workorderevent_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderevent" ADD CONSTRAINT "workorderevent_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendor" ADD CONSTRAINT "workordervendor_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendor" ADD CONSTRAINT "workordervendor_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendor" ADD CONSTRAINT "workordervendor_tradeid_trade_tradeid_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trade"("tradeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendor" ADD CONSTRAINT "workordervendor_approvedby_users_id_fk" FOREIGN KEY ("approvedby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendor" ADD CONSTRAINT "workordervendor_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendorqc" ADD CONSTRAINT "workordervendorqc_workordervendorid_workordervendor_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendorqc" ADD CONSTRAINT "workordervendorqc_overallrating_qcrating_id_fk" FOREIGN KEY ("overallrating") REFERENCES "public"."qcrating"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workordervendorqc" ADD CONSTRAINT "workordervendorqc_reviewedbyauthid_users_user_id_fk" FOREIGN KEY ("reviewedbyauthid") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderproposal" ADD CONSTRAINT "workorderproposal_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderproposal" ADD CONSTRAINT "workorderproposal_workordervendorid_workordervendor_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderproposal" ADD CONSTRAINT "workorderproposal_vendorproposalid_vendorproposal_id_fk" FOREIGN KEY ("vendorproposalid") REFERENCES "public"."vendorproposal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderproposal" ADD CONSTRAINT "workorderproposal_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderproposaldetail" ADD CONSTRAINT "workorderproposaldetail_workorderproposalid_workorderproposal_id_fk" FOREIGN KEY ("workorderproposalid") REFERENCES "public"."workorderproposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorderproposaldetail" ADD CONSTRAINT "workorderproposaldetail_itemtypeid_lineitemtype_id_fk" FOREIGN KEY ("itemtypeid") REFERENCES "public"."lineitemtype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_workorderproposalid_workorderproposal_id_fk" FOREIGN KEY ("workorderproposalid") REFERENCES "public"."workorderproposal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_invoicesentby_users_id_fk" FOREIGN KEY ("invoicesentby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_approvedby_users_id_fk" FOREIGN KEY ("approvedby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicedetail" ADD CONSTRAINT "invoicedetail_invoiceid_invoice_id_fk" FOREIGN KEY ("invoiceid") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicedetail" ADD CONSTRAINT "invoicedetail_itemtypeid_lineitemtype_id_fk" FOREIGN KEY ("itemtypeid") REFERENCES "public"."lineitemtype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoice" ADD CONSTRAINT "vendorinvoice_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoice" ADD CONSTRAINT "vendorinvoice_workordervendorid_workordervendor_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoice" ADD CONSTRAINT "vendorinvoice_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoice" ADD CONSTRAINT "vendorinvoice_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoice" ADD CONSTRAINT "vendorinvoice_proposalid_vendorproposal_id_fk" FOREIGN KEY ("proposalid") REFERENCES "public"."vendorproposal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoice" ADD CONSTRAINT "vendorinvoice_invoicestatusid_vendordocumentstatus_id_fk" FOREIGN KEY ("invoicestatusid") REFERENCES "public"."vendordocumentstatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoicelabor" ADD CONSTRAINT "vendorinvoicelabor_skilllevelid_skilllevel_id_fk" FOREIGN KEY ("skilllevelid") REFERENCES "public"."skilllevel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoicelabor" ADD CONSTRAINT "vendorinvoicelabor_typeid_laborratetype_id_fk" FOREIGN KEY ("typeid") REFERENCES "public"."laborratetype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoicelabor" ADD CONSTRAINT "vendorinvoicelabor_vendorinvoiceid_vendorinvoice_id_fk" FOREIGN KEY ("vendorinvoiceid") REFERENCES "public"."vendorinvoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoicematerial" ADD CONSTRAINT "vendorinvoicematerial_uom_unit_id_fk" FOREIGN KEY ("uom") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoicematerial" ADD CONSTRAINT "vendorinvoicematerial_vendorinvoiceid_vendorinvoice_id_fk" FOREIGN KEY ("vendorinvoiceid") REFERENCES "public"."vendorinvoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoiceother" ADD CONSTRAINT "vendorinvoiceother_typeid_lineitemtype_id_fk" FOREIGN KEY ("typeid") REFERENCES "public"."lineitemtype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorinvoiceother" ADD CONSTRAINT "vendorinvoiceother_vendorinvoiceid_vendorinvoice_id_fk" FOREIGN KEY ("vendorinvoiceid") REFERENCES "public"."vendorinvoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposal" ADD CONSTRAINT "vendorproposal_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposal" ADD CONSTRAINT "vendorproposal_workordervendorid_workordervendor_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposal" ADD CONSTRAINT "vendorproposal_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposal" ADD CONSTRAINT "vendorproposal_createdby_users_id_fk" FOREIGN KEY ("createdby") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposal" ADD CONSTRAINT "vendorproposal_proposalstatusid_vendordocumentstatus_id_fk" FOREIGN KEY ("proposalstatusid") REFERENCES "public"."vendordocumentstatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposallabor" ADD CONSTRAINT "vendorproposallabor_skilllevelid_skilllevel_id_fk" FOREIGN KEY ("skilllevelid") REFERENCES "public"."skilllevel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposallabor" ADD CONSTRAINT "vendorproposallabor_typeid_laborratetype_id_fk" FOREIGN KEY ("typeid") REFERENCES "public"."laborratetype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposallabor" ADD CONSTRAINT "vendorproposallabor_vendorproposalid_vendorproposal_id_fk" FOREIGN KEY ("vendorproposalid") REFERENCES "public"."vendorproposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposalmaterial" ADD CONSTRAINT "vendorproposalmaterial_uom_unit_id_fk" FOREIGN KEY ("uom") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposalmaterial" ADD CONSTRAINT "vendorproposalmaterial_vendorproposalid_vendorproposal_id_fk" FOREIGN KEY ("vendorproposalid") REFERENCES "public"."vendorproposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposalother" ADD CONSTRAINT "vendorproposalother_typeid_lineitemtype_id_fk" FOREIGN KEY ("typeid") REFERENCES "public"."lineitemtype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendorproposalother" ADD CONSTRAINT "vendorproposalother_vendorproposalid_vendorproposal_id_fk" FOREIGN KEY ("vendorproposalid") REFERENCES "public"."vendorproposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatchvendor" ADD CONSTRAINT "dispatchvendor_tradeid_trade_tradeid_fk" FOREIGN KEY ("tradeid") REFERENCES "public"."trade"("tradeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatchvendor" ADD CONSTRAINT "dispatchvendor_vendorid_vendor_id_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savedview" ADD CONSTRAINT "savedview_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmissionlog" ADD CONSTRAINT "transmissionlog_workorderid_workorder_id_fk" FOREIGN KEY ("workorderid") REFERENCES "public"."workorder"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmissionlog" ADD CONSTRAINT "transmissionlog_workordervendorid_workordervendor_id_fk" FOREIGN KEY ("workordervendorid") REFERENCES "public"."workordervendor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transmissionlog" ADD CONSTRAINT "transmissionlog_invoiceid_invoice_id_fk" FOREIGN KEY ("invoiceid") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "errorlog" ADD CONSTRAINT "errorlog_userid_users_id_fk" FOREIGN KEY ("userid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_vendorid_idx" ON "users" USING btree ("vendorid") WHERE "users"."vendorid" is not null;--> statement-breakpoint
CREATE INDEX "users_customerid_idx" ON "users" USING btree ("customerid") WHERE "users"."customerid" is not null;--> statement-breakpoint
CREATE INDEX "users_isdispatcher_idx" ON "users" USING btree ("id") WHERE "users"."isdispatcher";--> statement-breakpoint
CREATE UNIQUE INDEX "city_statecode_city_key" ON "city" USING btree ("statecode","city");--> statement-breakpoint
CREATE UNIQUE INDEX "county_statecode_county_key" ON "county" USING btree ("statecode","county");--> statement-breakpoint
CREATE INDEX "zipcode_statecode_idx" ON "zipcode" USING btree ("statecode");--> statement-breakpoint
CREATE INDEX "zipcode_cityid_idx" ON "zipcode" USING btree ("cityid");--> statement-breakpoint
CREATE INDEX "zipcode_countyid_idx" ON "zipcode" USING btree ("countyid");--> statement-breakpoint
CREATE INDEX "zipcode_earth_idx" ON "zipcode" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "customer_customername_trgm_idx" ON "customer" USING gin ("customername" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_customerprefix_key" ON "customer" USING btree ("customerprefix");--> statement-breakpoint
CREATE INDEX "customerattachment_customerid_idx" ON "customerattachment" USING btree ("customerid");--> statement-breakpoint
CREATE INDEX "customercontact_customerid_idx" ON "customercontact" USING btree ("customerid");--> statement-breakpoint
CREATE INDEX "customerjobsite_customerid_idx" ON "customerjobsite" USING btree ("customerid");--> statement-breakpoint
CREATE INDEX "customerjobsite_postalcode_idx" ON "customerjobsite" USING btree ("postalcode");--> statement-breakpoint
CREATE INDEX "customerjobsite_jobsite_trgm_idx" ON "customerjobsite" USING gin ("jobsite" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customerjobsiteprocedure_jobsiteid_idx" ON "customerjobsiteprocedure" USING btree ("jobsiteid");--> statement-breakpoint
CREATE INDEX "customernote_customerid_idx" ON "customernote" USING btree ("customerid");--> statement-breakpoint
CREATE UNIQUE INDEX "customertrade_customerid_tradeid_key" ON "customertrade" USING btree ("customerid","tradeid") WHERE not "customertrade"."isdeleted";--> statement-breakpoint
CREATE INDEX "customervendorexclusion_vendorid_idx" ON "customervendorexclusion" USING btree ("vendorid");--> statement-breakpoint
CREATE INDEX "vendor_name_trgm_idx" ON "vendor" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_postalcode_idx" ON "vendor" USING btree ("postalcode");--> statement-breakpoint
CREATE INDEX "vendor_statecode_idx" ON "vendor" USING btree ("statecode");--> statement-breakpoint
CREATE INDEX "vendor_vendorstatustypeid_idx" ON "vendor" USING btree ("vendorstatustypeid");--> statement-breakpoint
CREATE INDEX "vendorattachment_vendorid_idx" ON "vendorattachment" USING btree ("vendorid");--> statement-breakpoint
CREATE INDEX "vendorcontact_vendorid_idx" ON "vendorcontact" USING btree ("vendorid");--> statement-breakpoint
CREATE INDEX "vendornote_vendorid_idx" ON "vendornote" USING btree ("vendorid");--> statement-breakpoint
CREATE INDEX "vendorpayment_vendorid_idx" ON "vendorpayment" USING btree ("vendorid","txndate");--> statement-breakpoint
CREATE INDEX "vendorpaymentline_vendorpaymentid_idx" ON "vendorpaymentline" USING btree ("vendorpaymentid");--> statement-breakpoint
CREATE INDEX "vendorrating_vendorid_idx" ON "vendorrating" USING btree ("vendorid");--> statement-breakpoint
CREATE INDEX "vendorservicestate_statecode_idx" ON "vendorservicestate" USING btree ("statecode");--> statement-breakpoint
CREATE UNIQUE INDEX "vendortrade_vendorid_tradeid_key" ON "vendortrade" USING btree ("vendorid","tradeid") WHERE not "vendortrade"."isdeleted";--> statement-breakpoint
CREATE INDEX "vendortrade_tradeid_idx" ON "vendortrade" USING btree ("tradeid","vendorid") WHERE not "vendortrade"."isdeleted";--> statement-breakpoint
CREATE INDEX "customertraderate_customertradeid_idx" ON "customertraderate" USING btree ("customertradeid");--> statement-breakpoint
CREATE INDEX "customertraderate_statecode_idx" ON "customertraderate" USING btree ("statecode");--> statement-breakpoint
CREATE INDEX "customertraderatecity_cityid_idx" ON "customertraderatecity" USING btree ("cityid");--> statement-breakpoint
CREATE INDEX "customertraderatecounty_countyid_idx" ON "customertraderatecounty" USING btree ("countyid");--> statement-breakpoint
CREATE INDEX "customertraderatestate_statecode_idx" ON "customertraderatestate" USING btree ("statecode");--> statement-breakpoint
CREATE INDEX "customertraderatezip_zipcodeid_idx" ON "customertraderatezip" USING btree ("zipcodeid");--> statement-breakpoint
CREATE INDEX "vendortraderate_vendortradeid_idx" ON "vendortraderate" USING btree ("vendortradeid");--> statement-breakpoint
CREATE INDEX "vendortraderatecity_cityid_idx" ON "vendortraderatecity" USING btree ("cityid");--> statement-breakpoint
CREATE INDEX "vendortraderatecounty_countyid_idx" ON "vendortraderatecounty" USING btree ("countyid");--> statement-breakpoint
CREATE INDEX "vendortraderatestate_statecode_idx" ON "vendortraderatestate" USING btree ("statecode");--> statement-breakpoint
CREATE INDEX "vendortraderatezip_zipcodeid_idx" ON "vendortraderatezip" USING btree ("zipcodeid");--> statement-breakpoint
CREATE UNIQUE INDEX "workorder_wonumber_key" ON "workorder" USING btree ("wonumber");--> statement-breakpoint
CREATE INDEX "workorder_statusid_createddate_idx" ON "workorder" USING btree ("statusid","createddate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workorder_dispatcherid_statusid_idx" ON "workorder" USING btree ("dispatcherid","statusid");--> statement-breakpoint
CREATE INDEX "workorder_customerdispatcherid_statusid_idx" ON "workorder" USING btree ("customerdispatcherid","statusid");--> statement-breakpoint
CREATE INDEX "workorder_customerid_ponumber_idx" ON "workorder" USING btree ("customerid","ponumber");--> statement-breakpoint
CREATE INDEX "workorder_jobsiteid_idx" ON "workorder" USING btree ("jobsiteid");--> statement-breakpoint
CREATE INDEX "workorder_scheduledate_idx" ON "workorder" USING btree ("scheduledate");--> statement-breakpoint
CREATE INDEX "workorder_promisedate_idx" ON "workorder" USING btree ("promisedate");--> statement-breakpoint
CREATE INDEX "workorder_createddate_idx" ON "workorder" USING btree ("createddate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workorder_flagged_idx" ON "workorder" USING btree ("id") WHERE "workorder"."flagged";--> statement-breakpoint
CREATE INDEX "workorder_parentid_idx" ON "workorder" USING btree ("parentid") WHERE "workorder"."parentid" is not null;--> statement-breakpoint
CREATE INDEX "workorder_techauthid_idx" ON "workorder" USING btree ("techauthid") WHERE "workorder"."techauthid" is not null;--> statement-breakpoint
CREATE INDEX "workorder_wonumber_trgm_idx" ON "workorder" USING gin ("wonumber" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workorder_ponumber_trgm_idx" ON "workorder" USING gin ("ponumber" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workorder_briefdescription_trgm_idx" ON "workorder" USING gin ("briefdescription" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "workorder_external_key" ON "workorder" USING btree ("externalsource","externalid") WHERE "workorder"."externalid" is not null;--> statement-breakpoint
CREATE INDEX "workorderattachment_workorderid_idx" ON "workorderattachment" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "workorderattachment_workordervendorid_idx" ON "workorderattachment" USING btree ("workordervendorid") WHERE "workorderattachment"."workordervendorid" is not null;--> statement-breakpoint
CREATE INDEX "workordernote_workorderid_createddate_idx" ON "workordernote" USING btree ("workorderid","createddate" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "workordertrade_workorderid_tradeid_key" ON "workordertrade" USING btree ("workorderid","tradeid");--> statement-breakpoint
CREATE INDEX "workordertrade_tradeid_idx" ON "workordertrade" USING btree ("tradeid");--> statement-breakpoint
CREATE INDEX "workorderevent_workorderid_idx" ON "workorderevent" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "workorderevent_workordervendorid_actiontype_idx" ON "workorderevent" USING btree ("workordervendorid","actiontype");--> statement-breakpoint
CREATE INDEX "workordervendor_workorderid_idx" ON "workordervendor" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "workordervendor_vendorid_idx" ON "workordervendor" USING btree ("vendorid","createddate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workordervendor_billing_idx" ON "workordervendor" USING btree ("approveddate") WHERE "workordervendor"."isapproved" and "workordervendor"."syncedtoaccountingdate" is null;--> statement-breakpoint
CREATE INDEX "workorderproposal_workorderid_idx" ON "workorderproposal" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "workorderproposaldetail_workorderproposalid_idx" ON "workorderproposaldetail" USING btree ("workorderproposalid");--> statement-breakpoint
CREATE INDEX "invoice_workorderid_idx" ON "invoice" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "invoice_invoicingdate_idx" ON "invoice" USING btree ("invoicingdate");--> statement-breakpoint
CREATE INDEX "invoice_pending_idx" ON "invoice" USING btree ("approveddate") WHERE "invoice"."isapproved" and "invoice"."syncedtoaccountingdate" is null;--> statement-breakpoint
CREATE INDEX "invoicedetail_invoiceid_idx" ON "invoicedetail" USING btree ("invoiceid");--> statement-breakpoint
CREATE INDEX "vendorinvoice_workorderid_idx" ON "vendorinvoice" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "vendorinvoice_vendorid_status_idx" ON "vendorinvoice" USING btree ("vendorid","invoicestatusid");--> statement-breakpoint
CREATE INDEX "vendorinvoicelabor_vendorinvoiceid_idx" ON "vendorinvoicelabor" USING btree ("vendorinvoiceid");--> statement-breakpoint
CREATE INDEX "vendorinvoicematerial_vendorinvoiceid_idx" ON "vendorinvoicematerial" USING btree ("vendorinvoiceid");--> statement-breakpoint
CREATE INDEX "vendorinvoiceother_vendorinvoiceid_idx" ON "vendorinvoiceother" USING btree ("vendorinvoiceid");--> statement-breakpoint
CREATE INDEX "vendorproposal_workorderid_idx" ON "vendorproposal" USING btree ("workorderid");--> statement-breakpoint
CREATE INDEX "vendorproposal_vendorid_status_idx" ON "vendorproposal" USING btree ("vendorid","proposalstatusid");--> statement-breakpoint
CREATE INDEX "vendorproposallabor_vendorproposalid_idx" ON "vendorproposallabor" USING btree ("vendorproposalid");--> statement-breakpoint
CREATE INDEX "vendorproposalmaterial_vendorproposalid_idx" ON "vendorproposalmaterial" USING btree ("vendorproposalid");--> statement-breakpoint
CREATE INDEX "vendorproposalother_vendorproposalid_idx" ON "vendorproposalother" USING btree ("vendorproposalid");--> statement-breakpoint
CREATE INDEX "dispatchvendor_tradeid_priority_idx" ON "dispatchvendor" USING btree ("tradeid","priority");--> statement-breakpoint
CREATE INDEX "savedview_userid_viewtype_idx" ON "savedview" USING btree ("userid","viewtype");--> statement-breakpoint
CREATE UNIQUE INDEX "savedview_default_key" ON "savedview" USING btree ("userid","viewtype") WHERE "savedview"."isdefault";--> statement-breakpoint
CREATE UNIQUE INDEX "accountingsyncrecord_entity_key" ON "accountingsyncrecord" USING btree ("entitytype","entityid");--> statement-breakpoint
CREATE INDEX "transmissionlog_typeid_starttime_idx" ON "transmissionlog" USING btree ("typeid","starttime" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mailoutbox_due_idx" ON "mailoutbox" USING btree ("nextattemptat") WHERE "mailoutbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "errorlog_createddate_idx" ON "errorlog" USING btree ("createddate" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sitemeta_tablename_datafieldname_key" ON "sitemeta" USING btree ("tablename","datafieldname");