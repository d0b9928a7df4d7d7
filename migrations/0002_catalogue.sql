CREATE TABLE "followed_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"industry" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"base_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_sources_kind_key_unique" UNIQUE("kind","key")
);
--> statement-breakpoint
CREATE TABLE "ingestion_run_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"followed_source_id" integer,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"error" text,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingestion_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"seen" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"failed_sources" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"job_id" text NOT NULL,
	"source" text NOT NULL,
	"tenant" text NOT NULL,
	"source_id" text NOT NULL,
	"apply_url" text NOT NULL,
	"attribution_url" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "job_sources_source_tenant_source_id_pk" PRIMARY KEY("source","tenant","source_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"company_key" text NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"locations" jsonb NOT NULL,
	"location_text" text NOT NULL,
	"workplace" text NOT NULL,
	"employment_type" text,
	"salary_min" numeric,
	"salary_max" numeric,
	"salary_currency" text,
	"salary_period" text,
	"salary_annual_usd_min" numeric,
	"salary_annual_usd_max" numeric,
	"salary_text" text,
	"industry" text,
	"occupation_soc" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_text" text DEFAULT '' NOT NULL,
	"software" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"software_tools" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"willing_to_relocate" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"posted_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"apply_url" text NOT NULL,
	"apply_url_key" text NOT NULL,
	"ats_kind" text,
	"ats_ids" jsonb,
	"richness" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("jobs"."title", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("jobs"."company", '') || ' ' || coalesce("jobs"."skills_text", '')), 'B') ||
        setweight(to_tsvector('english', coalesce("jobs"."description_text", '')), 'C')) STORED,
	CONSTRAINT "jobs_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
ALTER TABLE "ingestion_run_sources" ADD CONSTRAINT "ingestion_run_sources_run_id_ingestion_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ingestion_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingestion_run_sources" ADD CONSTRAINT "ingestion_run_sources_followed_source_id_followed_sources_id_fk" FOREIGN KEY ("followed_source_id") REFERENCES "public"."followed_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sources" ADD CONSTRAINT "job_sources_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingestion_run_sources_run_source_idx" ON "ingestion_run_sources" USING btree ("run_id","kind","key");--> statement-breakpoint
CREATE INDEX "ingestion_runs_started_at_idx" ON "ingestion_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "job_sources_job_id_idx" ON "job_sources" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "jobs_occupation_soc_idx" ON "jobs" USING btree ("occupation_soc");--> statement-breakpoint
CREATE INDEX "jobs_closed_at_idx" ON "jobs" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "jobs_apply_url_key_idx" ON "jobs" USING btree ("apply_url_key");--> statement-breakpoint
CREATE INDEX "jobs_company_key_idx" ON "jobs" USING btree ("company_key");