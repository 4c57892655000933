CREATE TABLE "gstr2b_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"supplier_gstin" varchar(15) NOT NULL,
	"supplier_name" varchar(200) DEFAULT '' NOT NULL,
	"number" varchar(16) NOT NULL,
	"document_date" date NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cess" numeric(14, 2) DEFAULT '0' NOT NULL,
	"itc_available" varchar(1) NOT NULL,
	"reverse_charge" varchar(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gstr2b_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" varchar(6) NOT NULL,
	"gstin" varchar(15) NOT NULL,
	"generated_on" varchar(10) DEFAULT '' NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"receipt_line_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"expected_quantity" numeric(14, 3),
	"expected_rate" numeric(14, 2),
	"mismatch" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "supplier_bill_lines_positive" CHECK ("supplier_bill_lines"."quantity" > 0 and "supplier_bill_lines"."rate" >= 0 and "supplier_bill_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"number" varchar(16) NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"tds" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"debited" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" varchar(10) DEFAULT 'Open' NOT NULL,
	"mismatch_reason" varchar(300) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_bills_status" CHECK ("supplier_bills"."status" in ('Open', 'Paid')),
	CONSTRAINT "supplier_bills_money" CHECK ("supplier_bills"."taxable" >= 0 and "supplier_bills"."tds" >= 0 and "supplier_bills"."paid" >= 0 and "supplier_bills"."debited" >= 0),
	CONSTRAINT "supplier_bills_not_overpaid" CHECK ("supplier_bills"."paid" + "supplier_bills"."debited" <= "supplier_bills"."total" - "supplier_bills"."tds"),
	CONSTRAINT "supplier_bills_paid_status" CHECK (("supplier_bills"."status" = 'Paid') = ("supplier_bills"."paid" + "supplier_bills"."debited" = "supplier_bills"."total" - "supplier_bills"."tds"))
);
--> statement-breakpoint
CREATE TABLE "supplier_debit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"supplier_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note_date" date NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sgst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_debit_notes_reason" CHECK ("supplier_debit_notes"."reason" in ('return', 'short_supply', 'rate_difference')),
	CONSTRAINT "supplier_debit_notes_positive" CHECK ("supplier_debit_notes"."taxable" > 0 and "supplier_debit_notes"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"entry_date" date NOT NULL,
	"kind" varchar(20) NOT NULL,
	"bill_id" integer,
	"payment_id" integer,
	"debit_note_id" integer,
	"reference" varchar(60) NOT NULL,
	"description" varchar(300) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_ledger_kind" CHECK ("supplier_ledger"."kind" in ('bill', 'tds', 'payment', 'debit_note')),
	CONSTRAINT "supplier_ledger_amount_not_zero" CHECK ("supplier_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payment_allocations_positive" CHECK ("supplier_payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"allocated" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_on" date NOT NULL,
	"mode" varchar(20) NOT NULL,
	"cheque_number" varchar(20) DEFAULT '' NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_mode" CHECK ("supplier_payments"."mode" in ('cash', 'upi', 'bank_transfer', 'cheque')),
	CONSTRAINT "supplier_payments_allocated_range" CHECK ("supplier_payments"."amount" > 0 and "supplier_payments"."allocated" >= 0 and "supplier_payments"."allocated" <= "supplier_payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "gstr2b_documents" ADD CONSTRAINT "gstr2b_documents_import_id_gstr2b_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."gstr2b_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstr2b_imports" ADD CONSTRAINT "gstr2b_imports_imported_by_accounts_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_receipt_line_id_goods_receipt_lines_id_fk" FOREIGN KEY ("receipt_line_id") REFERENCES "public"."goods_receipt_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debit_notes" ADD CONSTRAINT "supplier_debit_notes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debit_notes" ADD CONSTRAINT "supplier_debit_notes_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_debit_notes" ADD CONSTRAINT "supplier_debit_notes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD CONSTRAINT "supplier_ledger_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD CONSTRAINT "supplier_ledger_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD CONSTRAINT "supplier_ledger_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD CONSTRAINT "supplier_ledger_debit_note_id_supplier_debit_notes_id_fk" FOREIGN KEY ("debit_note_id") REFERENCES "public"."supplier_debit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD CONSTRAINT "supplier_ledger_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gstr2b_documents_import_idx" ON "gstr2b_documents" USING btree ("import_id","supplier_gstin","number");--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_imports_period_key" ON "gstr2b_imports" USING btree ("period");--> statement-breakpoint
CREATE INDEX "supplier_bill_lines_bill_idx" ON "supplier_bill_lines" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bill_lines_receipt_line_key" ON "supplier_bill_lines" USING btree ("receipt_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_number_key" ON "supplier_bills" USING btree ("supplier_id",lower("number"));--> statement-breakpoint
CREATE INDEX "supplier_bills_supplier_idx" ON "supplier_bills" USING btree ("supplier_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_open_due_idx" ON "supplier_bills" USING btree ("due_date","id") WHERE "supplier_bills"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "supplier_bills_date_idx" ON "supplier_bills" USING btree ("bill_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_debit_notes_number_key" ON "supplier_debit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "supplier_debit_notes_bill_idx" ON "supplier_debit_notes" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "supplier_debit_notes_supplier_idx" ON "supplier_debit_notes" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_ledger_supplier_seq_key" ON "supplier_ledger" USING btree ("supplier_id","seq");--> statement-breakpoint
CREATE INDEX "supplier_ledger_supplier_date_idx" ON "supplier_ledger" USING btree ("supplier_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "supplier_payment_allocations_payment_idx" ON "supplier_payment_allocations" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "supplier_payment_allocations_bill_idx" ON "supplier_payment_allocations" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier_idx" ON "supplier_payments" USING btree ("supplier_id","paid_on","id");--> statement-breakpoint
-- The supplier ledger is append-only like the dealer's (docs/decisions/051-supplier-bills-and-payables.md): a posted
-- row is never edited or deleted; a correction posts another row.
CREATE OR REPLACE FUNCTION supplier_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'supplier_ledger rows are append-only' USING ERRCODE = '23514';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER supplier_ledger_append_only
  BEFORE UPDATE OR DELETE ON supplier_ledger
  FOR EACH ROW EXECUTE FUNCTION supplier_ledger_append_only();
