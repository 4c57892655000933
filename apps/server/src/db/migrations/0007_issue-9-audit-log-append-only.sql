-- The audit log is append-only (docs/decisions/013-audit-log.md): a row, once written with its change, is never edited or
-- deleted. The database refuses anything else, whatever code tries it. (TRUNCATE is left to an operator's retention
-- job, which is a decision outside the application.)
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows are append-only' USING ERRCODE = '23514';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
