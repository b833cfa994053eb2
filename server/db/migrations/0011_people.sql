CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(320) NOT NULL,
	"email_key" varchar(320) GENERATED ALWAYS AS (lower(btrim(email))) STORED NOT NULL,
	"name" varchar(255),
	"phone" varchar(50),
	"company" varchar(255),
	"stage" varchar(20) DEFAULT 'new' NOT NULL,
	"next_step" text,
	"next_step_due" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_stage_check" CHECK ("people"."stage" in ('new', 'contacted', 'qualified', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "person_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"text" text,
	"from_stage" varchar(20),
	"to_stage" varchar(20),
	"due_date" date,
	"actor_email" varchar(320),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_activities_kind_check" CHECK ("person_activities"."kind" in ('note', 'stage', 'next_step', 'merged'))
);
--> statement-breakpoint
CREATE TABLE "person_email_aliases" (
	"email_key" varchar(320) PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "lead_source" jsonb;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "lead_source" jsonb;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "roi_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "person_activities" ADD CONSTRAINT "person_activities_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_email_aliases" ADD CONSTRAINT "person_email_aliases_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_key_unique" ON "people" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "people_next_step_due_idx" ON "people" USING btree ("next_step_due");--> statement-breakpoint
CREATE INDEX "person_activities_person_idx" ON "person_activities" USING btree ("person_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_person_idx" ON "bookings" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_person_idx" ON "chat_conversations" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "contact_inquiries_person_idx" ON "contact_inquiries" USING btree ("person_id");
--> statement-breakpoint
-- ADR 032: the database links every lead with an email to its person, so no door can forget to. The person is
-- found by the address trimmed and lower-cased (email_key); a new one starts with the lead's name, phone and
-- company, and a known one keeps its own and only fills what it lacks.
CREATE FUNCTION "person_for_lead"("lead_email" text, "lead_name" text, "lead_phone" text, "lead_company" text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  "found" integer;
BEGIN
  IF "lead_email" IS NULL OR btrim("lead_email") = '' THEN
    RETURN NULL;
  END IF;
  -- A record the owner merged away passes its leads to the person it became part of.
  SELECT "person_id" INTO "found" FROM "person_email_aliases" WHERE "email_key" = lower(btrim("lead_email"));
  IF "found" IS NOT NULL THEN
    UPDATE "people" SET
      "name" = coalesce("name", nullif(left(btrim("lead_name"), 255), '')),
      "phone" = coalesce("phone", nullif(left(btrim("lead_phone"), 50), '')),
      "company" = coalesce("company", nullif(left(btrim("lead_company"), 255), ''))
    WHERE "id" = "found";
    RETURN "found";
  END IF;
  INSERT INTO "people" ("email", "name", "phone", "company")
  VALUES (left(btrim("lead_email"), 320), nullif(left(btrim("lead_name"), 255), ''), nullif(left(btrim("lead_phone"), 50), ''), nullif(left(btrim("lead_company"), 255), ''))
  ON CONFLICT ("email_key") DO UPDATE SET
    "name" = coalesce("people"."name", excluded."name"),
    "phone" = coalesce("people"."phone", excluded."phone"),
    "company" = coalesce("people"."company", excluded."company")
  RETURNING "id" INTO "found";
  RETURN "found";
END $$;
--> statement-breakpoint
-- An inquiry judged spam belongs to nobody: spam is a judgement of one submission, not of a person.
CREATE FUNCTION "link_inquiry_person"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'spam' THEN
    NEW."person_id" := NULL;
  ELSIF NEW."person_id" IS NULL OR TG_OP = 'INSERT' OR NEW."email" IS DISTINCT FROM OLD."email" THEN
    NEW."person_id" := "person_for_lead"(NEW."email", NEW."full_name", NEW."phone", NEW."company");
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_inquiries_person_on_insert" BEFORE INSERT ON "contact_inquiries" FOR EACH ROW EXECUTE FUNCTION "link_inquiry_person"();
--> statement-breakpoint
CREATE TRIGGER "contact_inquiries_person_on_update" BEFORE UPDATE OF "status", "email" ON "contact_inquiries" FOR EACH ROW EXECUTE FUNCTION "link_inquiry_person"();
--> statement-breakpoint
CREATE FUNCTION "link_booking_person"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."person_id" := "person_for_lead"(NEW."email", NEW."name", NEW."phone", NEW."company");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_person" BEFORE INSERT OR UPDATE OF "email" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "link_booking_person"();
--> statement-breakpoint
-- A chat conversation becomes a person's when the visitor gives an email; a chat message that changes nothing
-- of the lead's email does not run the function.
CREATE FUNCTION "link_conversation_person"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."person_id" := "person_for_lead"(NEW."lead_data"->>'email', NEW."lead_data"->>'name', NEW."lead_data"->>'phone', NEW."lead_data"->>'company');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chat_conversations_person_on_insert" BEFORE INSERT ON "chat_conversations" FOR EACH ROW
  WHEN (NEW."lead_data"->>'email' IS NOT NULL) EXECUTE FUNCTION "link_conversation_person"();
--> statement-breakpoint
CREATE TRIGGER "chat_conversations_person_on_update" BEFORE UPDATE OF "lead_data" ON "chat_conversations" FOR EACH ROW
  WHEN (NEW."lead_data"->>'email' IS DISTINCT FROM OLD."lead_data"->>'email') EXECUTE FUNCTION "link_conversation_person"();
--> statement-breakpoint
-- Existing leads, oldest first, so each person keeps the address and details they first wrote.
DO $$
DECLARE
  "lead" record;
BEGIN
  FOR "lead" IN
    SELECT 'inquiry' AS "kind", "id", "email", "full_name" AS "name", "phone", "company", "created_at" FROM "contact_inquiries" WHERE "status" <> 'spam'
    UNION ALL
    SELECT 'booking', "id", "email", "name", "phone", "company", "created_at" FROM "bookings"
    UNION ALL
    SELECT 'chat', "id", "lead_data"->>'email', "lead_data"->>'name', "lead_data"->>'phone', "lead_data"->>'company', "created_at" FROM "chat_conversations" WHERE "lead_data"->>'email' IS NOT NULL
    ORDER BY "created_at", "id"
  LOOP
    IF "lead"."kind" = 'inquiry' THEN
      UPDATE "contact_inquiries" SET "person_id" = "person_for_lead"("lead"."email", "lead"."name", "lead"."phone", "lead"."company") WHERE "id" = "lead"."id";
    ELSIF "lead"."kind" = 'booking' THEN
      UPDATE "bookings" SET "person_id" = "person_for_lead"("lead"."email", "lead"."name", "lead"."phone", "lead"."company") WHERE "id" = "lead"."id";
    ELSE
      UPDATE "chat_conversations" SET "person_id" = "person_for_lead"("lead"."email", "lead"."name", "lead"."phone", "lead"."company") WHERE "id" = "lead"."id";
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- Each person found that way starts when their first lead came, in the stage their latest inquiry is in.
UPDATE "people" SET
  "created_at" = coalesce((SELECT min("first"."created_at") FROM (
    SELECT "created_at" FROM "contact_inquiries" WHERE "person_id" = "people"."id"
    UNION ALL SELECT "created_at" FROM "bookings" WHERE "person_id" = "people"."id"
    UNION ALL SELECT "created_at" FROM "chat_conversations" WHERE "person_id" = "people"."id") AS "first"), "created_at"),
  "stage" = coalesce((SELECT "status" FROM "contact_inquiries" WHERE "person_id" = "people"."id" ORDER BY "created_at" DESC, "id" DESC LIMIT 1), 'new');
