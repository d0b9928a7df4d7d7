-- The sensitive-data audit trail is append-only (decision 010): no row is ever changed, and a
-- row is removed only together with the account it is about (ON DELETE CASCADE from users).
CREATE FUNCTION sensitive_data_audit_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'sensitive_data_audit is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sensitive_data_audit_append_only
  BEFORE UPDATE OR DELETE ON sensitive_data_audit
  FOR EACH ROW EXECUTE FUNCTION sensitive_data_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER sensitive_data_audit_no_truncate
  BEFORE TRUNCATE ON sensitive_data_audit
  FOR EACH STATEMENT EXECUTE FUNCTION sensitive_data_audit_append_only();
