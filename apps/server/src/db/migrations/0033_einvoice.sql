CREATE TABLE "einvoice_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(7) NOT NULL,
	"document_id" integer NOT NULL,
	"doc_type" varchar(3) NOT NULL,
	"doc_number" varchar(30) NOT NULL,
	"doc_date" date NOT NULL,
	"dealer_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" varchar(500),
	"irn" varchar(64),
	"ack_no" varchar(20),
	"ack_date" varchar(19),
	"ack_at" timestamp with time zone,
	"signed_invoice" text,
	"signed_qr" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_registrations_registered_has_irn" CHECK ("einvoice_registrations"."status" not in ('registered', 'cancelled') or ("einvoice_registrations"."irn" is not null and "einvoice_registrations"."ack_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "einvoice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"applies_from" date,
	"api_base_url" varchar(300) DEFAULT '' NOT NULL,
	"client_id" varchar(100) DEFAULT '' NOT NULL,
	"client_secret" varchar(200) DEFAULT '' NOT NULL,
	"username" varchar(100) DEFAULT '' NOT NULL,
	"password" varchar(200) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "einvoice_settings_single_row" CHECK ("einvoice_settings"."id" = 1),
	CONSTRAINT "einvoice_settings_on_has_date" CHECK (not "einvoice_settings"."enabled" or "einvoice_settings"."applies_from" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_registrations_document_key" ON "einvoice_registrations" USING btree ("source","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_registrations_number_key" ON "einvoice_registrations" USING btree ("doc_type","doc_number");--> statement-breakpoint
CREATE INDEX "einvoice_registrations_due_idx" ON "einvoice_registrations" USING btree ("next_attempt_at","id") WHERE "einvoice_registrations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "einvoice_registrations_date_idx" ON "einvoice_registrations" USING btree ("doc_date","id");--> statement-breakpoint
INSERT INTO "einvoice_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
