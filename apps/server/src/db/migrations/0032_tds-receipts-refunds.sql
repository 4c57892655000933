ALTER TYPE "public"."dealer_ledger_kind" ADD VALUE 'tds';--> statement-breakpoint
ALTER TYPE "public"."dealer_ledger_kind" ADD VALUE 'refund';--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"seq" integer NOT NULL,
	"receipt_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "refund_payments_amount_positive" CHECK ("refund_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"seq" integer NOT NULL,
	"refund_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"mode" "payment_mode" NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"reason" varchar(500) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_allocated_range";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_reversed_unallocated";--> statement-breakpoint
DROP INDEX "payments_advance_idx";--> statement-breakpoint
ALTER TABLE "dealer_ledger" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_section" varchar(10);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_key" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_seq_key" ON "receipts" USING btree ("financial_year","seq");--> statement-breakpoint
CREATE INDEX "refund_payments_refund_idx" ON "refund_payments" USING btree ("refund_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_number_key" ON "refunds" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_year_seq_key" ON "refunds" USING btree ("financial_year","seq");--> statement-breakpoint
CREATE INDEX "refunds_id_idx" ON "refunds" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_dealer_idx" ON "refunds" USING btree ("dealer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_number_trgm_idx" ON "refunds" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "dealer_ledger" ADD CONSTRAINT "dealer_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_dealer_cash_day_idx" ON "payments" USING btree ("dealer_id","received_on") WHERE "payments"."mode" = 'cash';--> statement-breakpoint
CREATE INDEX "payments_tds_idx" ON "payments" USING btree ("received_on","dealer_id") WHERE "payments"."tds_amount" > 0;--> statement-breakpoint
CREATE INDEX "payments_advance_idx" ON "payments" USING btree ("dealer_id","received_on","id") WHERE "payments"."status" = 'Received' and "payments"."allocated" + "payments"."refunded" < "payments"."amount" + "payments"."tds_amount";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tds_range" CHECK ("payments"."tds_amount" >= 0 and ("payments"."tds_amount" = 0) = ("payments"."tds_section" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_allocated_range" CHECK ("payments"."allocated" >= 0 and "payments"."refunded" >= 0 and "payments"."allocated" + "payments"."refunded" <= "payments"."amount" + "payments"."tds_amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversed_unallocated" CHECK ("payments"."status" = 'Received' or ("payments"."allocated" = 0 and "payments"."refunded" = 0));--> statement-breakpoint
-- Vouchers and their parts are never changed or removed (docs/decisions/031, "Payments: cash limit, TDS, receipts,
-- refunds"); a payment's TDS is fixed once recorded like its amount.
CREATE TRIGGER receipts_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "receipts"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER refunds_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER refund_payments_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "refund_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
DROP TRIGGER payments_issued_fixed ON "payments";--> statement-breakpoint
CREATE TRIGGER payments_issued_fixed BEFORE UPDATE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION refuse_issued_document_change(
    'dealer_id', 'amount', 'tds_amount', 'tds_section', 'received_on', 'mode', 'cheque_number', 'created_by', 'created_at');--> statement-breakpoint
-- Every payment already recorded gets its receipt, numbered in the order received within each financial year.
WITH dated AS (
  SELECT id, received_on,
    (extract(year FROM received_on)::int - CASE WHEN extract(month FROM received_on) < 4 THEN 1 ELSE 0 END) AS start_year
  FROM payments
), numbered AS (
  SELECT id, received_on,
    start_year::text || '-' || lpad(((start_year + 1) % 100)::text, 2, '0') AS financial_year,
    row_number() OVER (PARTITION BY start_year ORDER BY received_on, id)::int AS seq
  FROM dated
)
INSERT INTO receipts (payment_id, number, financial_year, seq, receipt_date)
-- The number as documentNumber() gives it: prefix/26-27/00001 (docs/decisions/030, "Document numbers").
SELECT id, 'RC/' || right(financial_year, 5) || '/' || lpad(seq::text, 5, '0'), financial_year, seq, received_on FROM numbered;--> statement-breakpoint
INSERT INTO document_counters (series, prefix, financial_year, last_seq)
SELECT 'receipt', 'RC', financial_year, max(seq) FROM receipts GROUP BY financial_year;
