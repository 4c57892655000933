-- The supervisor balance ledger is append-only (docs/product/money-and-ledgers.md): a posted row is never edited or deleted; a
-- correction posts a reversing row. The database refuses anything else, whatever code tries it.
CREATE OR REPLACE FUNCTION balance_transactions_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'balance_transactions rows are append-only' USING ERRCODE = '23514';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER balance_transactions_append_only
  BEFORE UPDATE OR DELETE ON balance_transactions
  FOR EACH ROW EXECUTE FUNCTION balance_transactions_append_only();
