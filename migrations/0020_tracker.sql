CREATE TABLE "tracked_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"application_id" text,
	"job_id" text,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"link" text,
	"applied_on" date NOT NULL,
	"stage" text DEFAULT 'applied' NOT NULL,
	"interview_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_applications_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "tracker_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"due_on" date NOT NULL,
	"text" text NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"no_answer_days" integer DEFAULT 21 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_reminders" ADD CONSTRAINT "tracker_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_reminders" ADD CONSTRAINT "tracker_reminders_item_id_tracked_applications_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tracked_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_settings" ADD CONSTRAINT "tracker_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracked_applications_user_idx" ON "tracked_applications" USING btree ("user_id","applied_on");--> statement-breakpoint
CREATE INDEX "tracker_reminders_item_idx" ON "tracker_reminders" USING btree ("item_id");--> statement-breakpoint
-- Applications submitted before the tracker existed join it at `applied` (decision 065). The
-- source is approximated from the receipt's and the application's channel.
INSERT INTO "tracked_applications" ("id", "user_id", "application_id", "job_id", "source", "title", "company", "link", "applied_on")
SELECT gen_random_uuid()::text, a."user_id", a."id", a."job_id",
  CASE WHEN r."channel" = 'extension' THEN 'extension' WHEN a."channel" = 'manual' THEN 'by_you' ELSE 'hireloop' END,
  j."title", j."company", a."apply_url", COALESCE(a."submitted_at", a."updated_at")::date
FROM "applications" a
JOIN "jobs" j ON j."id" = a."job_id"
LEFT JOIN "application_receipts" r ON r."application_id" = a."id"
WHERE a."state" = 'submitted';
