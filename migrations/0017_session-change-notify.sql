-- Hand-written (drizzle-kit does not model triggers). A session that ends or changes, and an
-- account that changes or goes, send NOTIFY sessions_changed with the user's id, delivered at
-- commit, so every server process drops what it remembers of that user's sessions at once
-- (docs/decisions/033-session-token-hashing-and-sign-in-abuse.md, "Across processes").
-- New sessions send nothing: a cache only keeps sessions it found.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('sessions_changed', OLD.id);
  ELSE
    PERFORM pg_notify('sessions_changed', OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_sessions_changed
  AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_sessions_changed
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
