-- Hand-written (drizzle-kit does not model triggers). Every statement that writes the catalogue
-- (jobs, job_sources) sends NOTIFY catalogue_changed, delivered at commit, so each server
-- process can drop the search results it keeps (docs/decisions/035-read-path.md). Per statement,
-- not per row: a batched upsert sends one; notifications within a transaction fold into one.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER job_sources_notify_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_sources
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
