ALTER TABLE "supplier_ledger" DROP CONSTRAINT "supplier_ledger_kind";--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" DROP CONSTRAINT "supplier_payment_allocations_positive";--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD COLUMN "status" varchar(10) DEFAULT 'Paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD COLUMN "reversed_on" date;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD COLUMN "reversal_reason" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_payments_paid_on_idx" ON "supplier_payments" USING btree ("paid_on","id");--> statement-breakpoint
CREATE INDEX "supplier_payments_reference_trgm_idx" ON "supplier_payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_payments_cheque_trgm_idx" ON "supplier_payments" USING gin ("cheque_number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD CONSTRAINT "supplier_ledger_kind" CHECK ("supplier_ledger"."kind" in ('bill', 'tds', 'payment', 'debit_note', 'payment_reversal'));--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_not_zero" CHECK ("supplier_payment_allocations"."amount" <> 0);--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_status" CHECK ("supplier_payments"."status" in ('Paid', 'Reversed'));--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_reversed_unallocated" CHECK ("supplier_payments"."status" = 'Paid' or "supplier_payments"."allocated" = 0);