DROP INDEX "jobs_closed_at_idx";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
CREATE INDEX "jobs_closed_at_idx" ON "jobs" USING btree ("closed_at") WHERE "jobs"."closed_at" is not null;--> statement-breakpoint
-- Hand-written: rows up to a page stay inline and uncompressed (decision 020).
ALTER TABLE "jobs" SET (toast_tuple_target = 8160);