-- Issue 40: the database guards its ledgers and issued documents itself, against any role, the tables' owner included
-- (docs/decisions/041-database-roles-and-drain.md). Statement-level triggers, because a row-level trigger never sees
-- TRUNCATE and a statement that touches no row; the row-level triggers of earlier migrations stay as they are.
-- A data fix that must change such rows lifts the trigger for itself (ALTER TABLE ... DISABLE TRIGGER, as migration
-- 0009 did), in a migration, where it is seen.
--
-- 1. Append-only tables: a correction is a new row. UPDATE, DELETE and TRUNCATE are refused.
CREATE FUNCTION refuse_append_only_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'check_violation', HINT = 'A correction is a new row.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER balance_transactions_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "balance_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER dealer_ledger_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "dealer_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER payment_allocations_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "payment_allocations"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER audit_log_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER store_stock_movements_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "store_stock_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER sheet_movements_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "sheet_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER invoice_lines_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "invoice_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
CREATE TRIGGER credit_notes_append_only_statement BEFORE UPDATE OR DELETE OR TRUNCATE ON "credit_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
--
-- 2. Issued documents: never deleted (a cancellation or a reversal is a change of status), and the columns named in
-- the trigger's arguments never change after issue. The columns the services move later stay free: invoices'
-- amount_paid and status (allocations), payments' allocated, status, reversed_on and reversal_reason (allocations, a
-- bounced cheque), and a payment's note and reference.
CREATE FUNCTION refuse_issued_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fixed text;
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION '% holds issued documents: % refused', TG_TABLE_NAME, TG_OP
      USING ERRCODE = 'check_violation', HINT = 'Cancel or reverse the document instead.';
  END IF;
  FOREACH fixed IN ARRAY TG_ARGV LOOP
    IF to_jsonb(OLD) -> fixed IS DISTINCT FROM to_jsonb(NEW) -> fixed THEN
      RAISE EXCEPTION '%.% of an issued document cannot change', TG_TABLE_NAME, fixed
        USING ERRCODE = 'check_violation', HINT = 'Cancel or reverse the document and issue a new one.';
    END IF;
  END LOOP;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_never_removed BEFORE DELETE OR TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_issued_document_change();--> statement-breakpoint
CREATE TRIGGER invoices_issued_fixed BEFORE UPDATE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION refuse_issued_document_change(
    'number', 'financial_year', 'seq', 'invoice_date', 'due_date', 'order_id', 'dealer_id', 'seller', 'buyer', 'bank',
    'place_of_supply', 'tax_split', 'taxable_value', 'cgst', 'sgst', 'igst', 'round_off', 'total', 'created_by', 'created_at');--> statement-breakpoint
CREATE TRIGGER payments_never_removed BEFORE DELETE OR TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_issued_document_change();--> statement-breakpoint
CREATE TRIGGER payments_issued_fixed BEFORE UPDATE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION refuse_issued_document_change(
    'dealer_id', 'amount', 'received_on', 'mode', 'cheque_number', 'created_by', 'created_at');--> statement-breakpoint
--
-- 3. The running server's privileges follow from the triggers above (docs/deploy.md, "Database roles"): the migrate
-- step (db/migrate.ts) calls this after every migration, as the tables' owner, for the role of DATABASE_URL. Tables
-- with the append-only trigger: SELECT and INSERT; with the issued-document trigger: SELECT, INSERT and UPDATE; every
-- other table: SELECT, INSERT, UPDATE and DELETE. Never TRUNCATE, REFERENCES or TRIGGER, never a schema change.
CREATE FUNCTION steelworks_grant_app(app_role name) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', app_role);
  -- The server reads which migrations ran (db/migrate.ts) before it serves.
  EXECUTE format('GRANT USAGE ON SCHEMA drizzle TO %I', app_role);
  EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO %I', app_role);
  EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %I', app_role);
  FOR t IN
    SELECT c.oid::regclass AS name,
      CASE
        WHEN EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgfoid = 'refuse_append_only_change'::regproc)
          THEN 'SELECT, INSERT'
        WHEN EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgfoid = 'refuse_issued_document_change'::regproc)
          THEN 'SELECT, INSERT, UPDATE'
        ELSE 'SELECT, INSERT, UPDATE, DELETE'
      END AS allowed
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
  LOOP
    EXECUTE format('REVOKE ALL ON %s FROM %I', t.name, app_role);
    EXECUTE format('GRANT %s ON %s TO %I', t.allowed, t.name, app_role);
  END LOOP;
END;
$$;
