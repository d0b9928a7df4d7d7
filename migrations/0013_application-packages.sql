CREATE TABLE "application_package_versions" (
	"package_id" text NOT NULL,
	"user_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"error" text,
	"generated" jsonb,
	"content" jsonb,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_package_versions_package_version_unique" UNIQUE("package_id","version")
);
--> statement-breakpoint
CREATE TABLE "application_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"origin" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_packages_user_job_unique" UNIQUE("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "application_package_versions" ADD CONSTRAINT "application_package_versions_package_id_application_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."application_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_package_versions" ADD CONSTRAINT "application_package_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_packages" ADD CONSTRAINT "application_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_packages" ADD CONSTRAINT "application_packages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_package_versions_user_idx" ON "application_package_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "application_packages_user_updated_idx" ON "application_packages" USING btree ("user_id","updated_at");