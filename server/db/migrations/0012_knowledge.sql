CREATE TABLE "chat_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"phrasings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"times_asked" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" integer
);
--> statement-breakpoint
CREATE TABLE "knowledge_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"phrasings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_entries_question_check" CHECK (length("knowledge_entries"."question") between 1 and 300),
	CONSTRAINT "knowledge_entries_answer_check" CHECK (length("knowledge_entries"."answer") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "chat_questions" ADD CONSTRAINT "chat_questions_answered_by_knowledge_entries_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."knowledge_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_questions_topic_key" ON "chat_questions" USING btree ("topic");--> statement-breakpoint
CREATE INDEX "chat_questions_last_asked_idx" ON "chat_questions" USING btree ("last_asked_at");--> statement-breakpoint
-- The owner's answers are content: every instance empties its caches and rebuilds the chat's knowledge (ADR 018).
CREATE TRIGGER knowledge_entries_content_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
