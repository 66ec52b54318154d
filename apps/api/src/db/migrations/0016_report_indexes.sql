CREATE INDEX "vendorpayment_txndate_idx" ON "vendorpayment" USING btree ("txndate");--> statement-breakpoint
CREATE INDEX "workorder_invoicedate_idx" ON "workorder" USING btree ("invoicedate");--> statement-breakpoint
CREATE INDEX "workordernote_createddate_idx" ON "workordernote" USING btree ("createddate");--> statement-breakpoint
CREATE INDEX "workordervendor_createddate_idx" ON "workordervendor" USING btree ("createddate");--> statement-breakpoint
CREATE INDEX "invoice_open_duedate_idx" ON "invoice" USING btree ("duedate","id") WHERE not "invoice"."isrejected" and coalesce("invoice"."amountreceived", 0) < "invoice"."amount";