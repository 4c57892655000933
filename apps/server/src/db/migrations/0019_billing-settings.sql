CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" varchar(200) DEFAULT '' NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL,
	"state_code" varchar(2),
	"gstin" varchar(15),
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account_number" varchar(18) DEFAULT '' NOT NULL,
	"ifsc" varchar(11) DEFAULT '' NOT NULL,
	"invoice_prefix" varchar(10) DEFAULT 'INV' NOT NULL,
	"credit_note_prefix" varchar(10) DEFAULT 'CN' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "company_settings_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "product_type_taxes" (
	"product_type" varchar(30) PRIMARY KEY NOT NULL,
	"hsn_code" varchar(8) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	CONSTRAINT "product_type_taxes_hsn_digits" CHECK ("product_type_taxes"."hsn_code" ~ '^[0-9]{4,8}$'),
	CONSTRAINT "product_type_taxes_rate_range" CHECK ("product_type_taxes"."gst_rate" >= 0 AND "product_type_taxes"."gst_rate" <= 28)
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "gstin" varchar(15);--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "state_code" varchar(2);--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "billing_address" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_credit_limit_not_negative" CHECK ("dealers"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_payment_terms_range" CHECK ("dealers"."payment_terms_days" BETWEEN 0 AND 365);--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_gstin_of_state" CHECK ("dealers"."gstin" IS NULL OR left("dealers"."gstin", 2) = "dealers"."state_code");--> statement-breakpoint
-- The single settings row (empty until an admin fills the form) and the default tax of each product type (issue 31):
-- steel doors, windows and frames are structures of HSN 7308, the flat-rolled sheets 7210, all at 18%.
INSERT INTO "company_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_type_taxes" ("product_type", "hsn_code", "gst_rate") VALUES
	('is_door', '7308', 18.00),
	('is_window', '7308', 18.00),
	('is_security_door', '7308', 18.00),
	('sheet', '7210', 18.00)
ON CONFLICT DO NOTHING;
