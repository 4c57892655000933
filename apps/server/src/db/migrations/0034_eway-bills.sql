CREATE TABLE "eway_bill_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"eway_bill_id" integer NOT NULL,
	"vehicle_number" varchar(20) NOT NULL,
	"from_place" varchar(50) DEFAULT '' NOT NULL,
	"reason" varchar(1) DEFAULT '4' NOT NULL,
	"remarks" varchar(50) DEFAULT '' NOT NULL,
	"quantities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eway_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"invoice_number" varchar(30) NOT NULL,
	"status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"lease_until" timestamp with time zone,
	"ewb_number" varchar(12),
	"generated_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"consignment_value" numeric(14, 2) NOT NULL,
	"mode" varchar(5) NOT NULL,
	"distance_km" integer NOT NULL,
	"over_dimensional" boolean DEFAULT false NOT NULL,
	"transporter_id" varchar(15) DEFAULT '' NOT NULL,
	"transporter_name" varchar(100) DEFAULT '' NOT NULL,
	"transport_doc_no" varchar(15) DEFAULT '' NOT NULL,
	"transport_doc_date" varchar(10) DEFAULT '' NOT NULL,
	"payload" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(80) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eway_bills_distance_range" CHECK ("eway_bills"."distance_km" between 1 and 4000),
	CONSTRAINT "eway_bills_generated_has_number" CHECK ("eway_bills"."status" = 'Pending' or "eway_bills"."ewb_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "ewb_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"threshold" numeric(14, 2) DEFAULT '50000.00' NOT NULL,
	"state_thresholds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "ewb_settings_single_row" CHECK ("ewb_settings"."id" = 1),
	CONSTRAINT "ewb_settings_threshold_not_negative" CHECK ("ewb_settings"."threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "eway_bill_vehicles" ADD CONSTRAINT "eway_bill_vehicles_eway_bill_id_eway_bills_id_fk" FOREIGN KEY ("eway_bill_id") REFERENCES "public"."eway_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eway_bills" ADD CONSTRAINT "eway_bills_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eway_bills" ADD CONSTRAINT "eway_bills_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eway_bills" ADD CONSTRAINT "eway_bills_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eway_bill_vehicles_bill_idx" ON "eway_bill_vehicles" USING btree ("eway_bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bills_invoice_live_key" ON "eway_bills" USING btree ("invoice_id") WHERE "eway_bills"."status" <> 'Cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bills_number_key" ON "eway_bills" USING btree ("ewb_number");--> statement-breakpoint
CREATE INDEX "eway_bills_invoice_idx" ON "eway_bills" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "eway_bills_dealer_idx" ON "eway_bills" USING btree ("dealer_id","id");