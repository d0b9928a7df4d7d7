DROP INDEX "jobs_posted_at_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"first_seen_at" DESC NULLS FIRST,"id") WHERE "jobs"."closed_at" is null;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model storage): keep the search vector in the row, not in
-- TOAST, so testing or ranking a row needs no TOAST reads; the descriptions move out instead.
-- Applies to rows written from now on. Decision 021.
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STORAGE MAIN;
