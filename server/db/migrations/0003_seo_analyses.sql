CREATE TABLE "seo_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"overall_score" smallint NOT NULL,
	"result" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seo_analyses" ADD CONSTRAINT "seo_analyses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_analyses_created_idx" ON "seo_analyses" USING btree ("created_at");