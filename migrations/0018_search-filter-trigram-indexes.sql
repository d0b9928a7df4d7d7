-- Hand-written (drizzle-kit does not model extensions or operator classes). The jobs page's
-- "contains" filters on location and title (ILIKE '%…%') had no index: a rare filter, or one
-- combined with others, read all 100,000 postings (370–810 ms on PostgreSQL; decision 035).
-- Trigram indexes answer them from the index. pg_trgm ships with PostgreSQL (contrib) and with
-- PGlite (loaded in src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_open_location_trgm_idx ON jobs USING gin (location_text gin_trgm_ops) WHERE closed_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_open_title_trgm_idx ON jobs USING gin (title gin_trgm_ops) WHERE closed_at IS NULL;
