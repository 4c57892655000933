CREATE TYPE "public"."document_kind" AS ENUM('invoice', 'note', 'receipt', 'statement');--> statement-breakpoint
CREATE TYPE "public"."document_send_channel" AS ENUM('email', 'whatsapp', 'sms');--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'document_sent';--> statement-breakpoint
CREATE TABLE "document_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "document_kind" NOT NULL,
	"document_id" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"dealer_id" integer NOT NULL,
	"channel" "document_send_channel" NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"text" varchar(500) NOT NULL,
	"mail_outbox_id" integer,
	"delivery_id" integer,
	"sent_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_settings" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_key" varchar(120);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" varchar(140);--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_sent_by_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_sends_document_idx" ON "document_sends" USING btree ("kind","document_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_sends_dealer_idx" ON "document_sends" USING btree ("dealer_id","id" DESC NULLS LAST);