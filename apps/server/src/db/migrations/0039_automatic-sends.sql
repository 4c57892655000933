ALTER TYPE "public"."notification_event" ADD VALUE 'document_auto';--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "document_kind" NOT NULL,
	"document_id" integer NOT NULL,
	"step" varchar(20) NOT NULL,
	"dealer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_reminders_step_key" ON "document_reminders" USING btree ("kind","document_id","step");--> statement-breakpoint
CREATE INDEX "document_reminders_dealer_idx" ON "document_reminders" USING btree ("dealer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_open_due_date_idx" ON "invoices" USING btree ("due_date","id") WHERE "invoices"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "invoices_dealer_date_idx" ON "invoices" USING btree ("dealer_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "notifications_link_idx" ON "notifications" USING btree ("link","id" DESC NULLS LAST);