CREATE TABLE "interview_practice_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_practice_answers_item_question_unique" UNIQUE("item_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "interview_practice_answers" ADD CONSTRAINT "interview_practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_practice_answers" ADD CONSTRAINT "interview_practice_answers_item_id_tracked_applications_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tracked_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_practice_answers_user_idx" ON "interview_practice_answers" USING btree ("user_id");