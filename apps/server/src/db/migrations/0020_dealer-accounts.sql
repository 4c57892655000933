CREATE TYPE "public"."invoice_status" AS ENUM('Open', 'Paid', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."dealer_ledger_kind" AS ENUM('invoice', 'credit_note', 'payment', 'payment_reversal');--> statement-breakpoint
CREATE TYPE "public"."payment_mode" AS ENUM('cash', 'upi', 'bank_transfer', 'cheque');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('Received', 'Reversed');--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(30) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"seq" integer NOT NULL,
	"note_date" date NOT NULL,
	"invoice_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"round_off" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" varchar(20) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_seq_positive" CHECK ("document_counters"."last_seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"description" varchar(300) NOT NULL,
	"hsn_code" varchar(8) NOT NULL,
	"quantity" integer NOT NULL,
	"unit" varchar(10) NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_total_adds_up" CHECK ("invoice_lines"."total" = "invoice_lines"."taxable_value" + "invoice_lines"."cgst" + "invoice_lines"."sgst" + "invoice_lines"."igst")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(30) NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"seq" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"order_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"bank" jsonb NOT NULL,
	"place_of_supply" varchar(2),
	"tax_split" varchar(5) NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"round_off" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" "invoice_status" DEFAULT 'Open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_money_not_negative" CHECK ("invoices"."taxable_value" >= 0 and "invoices"."cgst" >= 0 and "invoices"."sgst" >= 0 and "invoices"."igst" >= 0 and "invoices"."total" >= 0),
	CONSTRAINT "invoices_round_off_range" CHECK ("invoices"."round_off" > -1 and "invoices"."round_off" < 1),
	CONSTRAINT "invoices_total_adds_up" CHECK ("invoices"."total" = "invoices"."taxable_value" + "invoices"."cgst" + "invoices"."sgst" + "invoices"."igst" + "invoices"."round_off"),
	CONSTRAINT "invoices_paid_range" CHECK ("invoices"."amount_paid" >= 0 and "invoices"."amount_paid" <= "invoices"."total"),
	CONSTRAINT "invoices_status_matches_paid" CHECK (("invoices"."status" = 'Cancelled' and "invoices"."amount_paid" = 0) or ("invoices"."status" = 'Paid' and "invoices"."amount_paid" = "invoices"."total") or ("invoices"."status" = 'Open' and "invoices"."amount_paid" < "invoices"."total")),
	CONSTRAINT "invoices_due_after_date" CHECK ("invoices"."due_date" >= "invoices"."invoice_date")
);
--> statement-breakpoint
CREATE TABLE "dealer_balances" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ledger_entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"entry_date" date NOT NULL,
	"kind" "dealer_ledger_kind" NOT NULL,
	"invoice_id" integer,
	"credit_note_id" integer,
	"payment_id" integer,
	"reference" varchar(60) NOT NULL,
	"description" varchar(300) NOT NULL,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_ledger_one_side" CHECK (("dealer_ledger"."debit" > 0 and "dealer_ledger"."credit" = 0) or ("dealer_ledger"."credit" > 0 and "dealer_ledger"."debit" = 0))
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_amount_not_zero" CHECK ("payment_allocations"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_on" date NOT NULL,
	"mode" "payment_mode" NOT NULL,
	"cheque_number" varchar(20) DEFAULT '' NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"allocated" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" "payment_status" DEFAULT 'Received' NOT NULL,
	"reversed_on" date,
	"reversal_reason" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_allocated_range" CHECK ("payments"."allocated" >= 0 and "payments"."allocated" <= "payments"."amount"),
	CONSTRAINT "payments_reversed_unallocated" CHECK ("payments"."status" = 'Received' or "payments"."allocated" = 0)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_balances" ADD CONSTRAINT "dealer_balances_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ledger" ADD CONSTRAINT "dealer_ledger_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ledger" ADD CONSTRAINT "dealer_ledger_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ledger" ADD CONSTRAINT "dealer_ledger_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ledger" ADD CONSTRAINT "dealer_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ledger" ADD CONSTRAINT "dealer_ledger_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_seq_key" ON "credit_notes" USING btree ("financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_dealer_idx" ON "credit_notes" USING btree ("dealer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_notes_date_idx" ON "credit_notes" USING btree ("note_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_line_key" ON "invoice_lines" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq_key" ON "invoices" USING btree ("financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_live_key" ON "invoices" USING btree ("order_id") WHERE "invoices"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "invoices_id_idx" ON "invoices" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_dealer_idx" ON "invoices" USING btree ("dealer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("dealer_id","due_date","id") WHERE "invoices"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_ledger_dealer_seq_key" ON "dealer_ledger" USING btree ("dealer_id","seq");--> statement-breakpoint
CREATE INDEX "dealer_ledger_dealer_date_idx" ON "dealer_ledger" USING btree ("dealer_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "payments_id_idx" ON "payments" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_dealer_idx" ON "payments" USING btree ("dealer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_received_on_idx" ON "payments" USING btree ("received_on","id");--> statement-breakpoint
CREATE INDEX "payments_reference_trgm_idx" ON "payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_cheque_trgm_idx" ON "payments" USING gin ("cheque_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_advance_idx" ON "payments" USING btree ("dealer_id","received_on","id") WHERE "payments"."status" = 'Received' and "payments"."allocated" < "payments"."amount";--> statement-breakpoint
-- Issue 31: the dealer ledger and the payment allocations are append-only; a correction is a new row.
CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER dealer_ledger_append_only BEFORE UPDATE OR DELETE ON "dealer_ledger" FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();--> statement-breakpoint
CREATE TRIGGER payment_allocations_append_only BEFORE UPDATE OR DELETE ON "payment_allocations" FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
