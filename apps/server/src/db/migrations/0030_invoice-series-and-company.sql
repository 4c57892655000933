-- Issue 41 points 2, 5, 10 (docs/decisions/030-dealer-accounts-settings.md): document numbers of at most 16
-- characters counted per series, prefix and financial year; the company's CIN, phone, e-mail and signatory; HSN code
-- and GST rate per product.
--
-- 1. Prefixes of at most 4 characters. A saved prefix that does not fit (or uses other characters) becomes its
-- default; numbers already issued keep the form they were given.
UPDATE "company_settings" SET "invoice_prefix" = 'INV' WHERE "invoice_prefix" !~ '^[A-Z0-9][A-Z0-9/-]{0,3}$';--> statement-breakpoint
UPDATE "company_settings" SET "credit_note_prefix" = 'CN' WHERE "credit_note_prefix" !~ '^[A-Z0-9][A-Z0-9/-]{0,3}$';--> statement-breakpoint
ALTER TABLE "company_settings" ALTER COLUMN "invoice_prefix" SET DATA TYPE varchar(4);--> statement-breakpoint
ALTER TABLE "company_settings" ALTER COLUMN "credit_note_prefix" SET DATA TYPE varchar(4);--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "debit_note_prefix" varchar(4) DEFAULT 'DN' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "receipt_prefix" varchar(4) DEFAULT 'RC' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "refund_prefix" varchar(4) DEFAULT 'RF' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "cin" varchar(21) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "phone" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "signatory_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "signatory_designation" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "turnover_above_5_crore" boolean DEFAULT false NOT NULL;--> statement-breakpoint
--
-- 2. A counter per series, prefix and financial year. The existing counters were counted under the prefix saved
-- today (or, when that prefix no longer fits, the old one they were given under: a new prefix starts at 1).
ALTER TABLE "document_counters" ADD COLUMN "prefix" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "document_counters" c SET "prefix" = coalesce((
  SELECT CASE WHEN c."series" = 'invoice' THEN s."invoice_prefix" ELSE s."credit_note_prefix" END FROM "company_settings" s WHERE s."id" = 1), '');--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_series_financial_year_pk";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_prefix_financial_year_pk" PRIMARY KEY("series","prefix","financial_year");--> statement-breakpoint
ALTER TABLE "document_counters" ALTER COLUMN "prefix" DROP DEFAULT;--> statement-breakpoint
-- Two prefixes in one year each count from 1: the number (unique) tells them apart, not (year, seq).
DROP INDEX "invoices_year_seq_key";--> statement-breakpoint
DROP INDEX "credit_notes_year_seq_key";--> statement-breakpoint
CREATE INDEX "invoices_year_seq_idx" ON "invoices" USING btree ("financial_year","seq");--> statement-breakpoint
--
-- 3. HSN code and GST rate per product, from its type's (a type still at the old 4-digit 7308 moves to 7308.30,
-- "doors, windows and their frames", which every product type of the shop is).
UPDATE "product_type_taxes" SET "hsn_code" = '730830' WHERE "hsn_code" = '7308' AND "product_type" IN ('is_door', 'is_window', 'is_security_door');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" varchar(8);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
UPDATE "products" p SET "hsn_code" = t."hsn_code", "gst_rate" = t."gst_rate" FROM "product_type_taxes" t
WHERE t."product_type" = CASE WHEN p."is_security_door" THEN 'is_security_door' WHEN p."is_window" THEN 'is_window' ELSE 'is_door' END
  AND t."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$';--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '730830', "gst_rate" = 18 WHERE "hsn_code" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" SET DEFAULT '730830';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate" SET DEFAULT '18.00';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_digits" CHECK ("products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_range" CHECK ("products"."gst_rate" >= 0 AND "products"."gst_rate" <= 28);
