ALTER TYPE "public"."dealer_ledger_kind" ADD VALUE 'debit_note' BEFORE 'payment';--> statement-breakpoint
CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
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
	CONSTRAINT "credit_note_lines_quantity_not_negative" CHECK ("credit_note_lines"."quantity" >= 0),
	CONSTRAINT "credit_note_lines_taxable_positive" CHECK ("credit_note_lines"."taxable_value" > 0),
	CONSTRAINT "credit_note_lines_total_adds_up" CHECK ("credit_note_lines"."total" = "credit_note_lines"."taxable_value" + "credit_note_lines"."cgst" + "credit_note_lines"."sgst" + "credit_note_lines"."igst")
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_paid_range";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_matches_paid";--> statement-breakpoint
DROP INDEX "credit_notes_invoice_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_state_code" varchar(2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "third_party_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "kind" varchar(6) DEFAULT 'credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "reason_code" varchar(20) DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "adjustment" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_note_id_credit_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_lines_note_line_key" ON "credit_note_lines" USING btree ("note_id","line_no");--> statement-breakpoint
CREATE INDEX "credit_note_lines_invoice_idx" ON "credit_note_lines" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_id") WHERE "credit_notes"."reason_code" = 'cancellation';--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_reason_of_kind" CHECK (("credit_notes"."kind" = 'credit') = ("credit_notes"."reason_code" in ('return', 'price_reduction', 'discount', 'cancellation')));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_total_adds_up" CHECK ("credit_notes"."total" = "credit_notes"."taxable_value" + "credit_notes"."cgst" + "credit_notes"."sgst" + "credit_notes"."igst" + "credit_notes"."round_off");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_adjusted_not_negative" CHECK ("invoices"."total" + "invoices"."adjustment" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_range" CHECK ("invoices"."amount_paid" >= 0 and "invoices"."amount_paid" <= "invoices"."total" + "invoices"."adjustment");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_matches_paid" CHECK (("invoices"."status" = 'Cancelled' and "invoices"."amount_paid" = 0) or ("invoices"."status" = 'Paid' and "invoices"."amount_paid" = "invoices"."total" + "invoices"."adjustment") or ("invoices"."status" = 'Open' and "invoices"."amount_paid" < "invoices"."total" + "invoices"."adjustment"));--> statement-breakpoint
-- Notes' lines are append-only like the notes (docs/decisions/031, "Notes").
CREATE TRIGGER credit_note_lines_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "credit_note_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
-- The ship-to party is fixed once issued like the bill-to; adjustment moves with notes as amount_paid does with payments.
DROP TRIGGER invoices_issued_fixed ON "invoices";--> statement-breakpoint
CREATE TRIGGER invoices_issued_fixed BEFORE UPDATE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION refuse_issued_document_change(
    'number', 'financial_year', 'seq', 'invoice_date', 'due_date', 'order_id', 'dealer_id', 'seller', 'buyer', 'ship_to', 'bank',
    'place_of_supply', 'tax_split', 'taxable_value', 'cgst', 'sgst', 'igst', 'round_off', 'total', 'created_by', 'created_at');
