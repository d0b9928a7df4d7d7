-- Shifts a posting states (decision 047). Jobs stored before read as stating none, which
-- matching keeps for everyone, until ingestion sees them again.
ALTER TABLE "jobs" ADD COLUMN "shifts" text[] DEFAULT '{}'::text[] NOT NULL;