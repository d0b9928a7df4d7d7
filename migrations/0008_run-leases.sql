ALTER TABLE "ingestion_runs" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ingestion_runs" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "match_runs" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (decision 032): rows left by crashed processes before leases existed would break
-- the unique indexes below. Keep the newest running load of each kind and the newest queued run
-- per user; the older ones are settled (their queue jobs then find nothing to do). A run queued
-- over 15 minutes ago may have no queue job (its row and job were two writes): presumed lost, as
-- the code before presumed.
UPDATE "ingestion_runs" SET "status" = 'failed', "finished_at" = coalesce("finished_at", now()) WHERE "status" = 'running' AND "id" NOT IN (SELECT max("id") FROM "ingestion_runs" WHERE "status" = 'running' GROUP BY ("trigger" = 'demo'));--> statement-breakpoint
UPDATE "match_runs" SET "status" = 'failed', "finished_at" = now() WHERE "status" = 'queued' AND "queued_at" < now() - interval '15 minutes';--> statement-breakpoint
UPDATE "match_runs" SET "status" = 'skipped', "finished_at" = now() WHERE "status" = 'queued' AND "id" NOT IN (SELECT DISTINCT ON ("user_id") "id" FROM "match_runs" WHERE "status" = 'queued' ORDER BY "user_id", "queued_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "ingestion_runs_one_running_idx" ON "ingestion_runs" USING btree (("trigger" = 'demo')) WHERE "ingestion_runs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "match_runs_one_queued_per_user_idx" ON "match_runs" USING btree ("user_id") WHERE "match_runs"."status" = 'queued';