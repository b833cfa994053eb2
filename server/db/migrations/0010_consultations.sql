CREATE TABLE "booking_availability" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_availability_single_row" CHECK ("booking_availability"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"actor" varchar(20) NOT NULL,
	"from_date" date,
	"from_time" varchar(10),
	"to_date" date,
	"to_time" varchar(10),
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_kind_check" CHECK ("booking_events"."kind" in ('booked', 'rescheduled', 'cancelled', 'completed', 'no_show')),
	CONSTRAINT "booking_events_actor_check" CHECK ("booking_events"."actor" in ('visitor', 'owner', 'chat'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_time_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "conversation_id" integer;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_manageTokenHash_unique" UNIQUE("manage_token_hash");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_check" CHECK ("bookings"."time" ~ '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'cancelled', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'suppressed', 'skipped'));--> statement-breakpoint
-- Every booking made before this migration gets its history's first entry.
INSERT INTO "booking_events" ("booking_id", "kind", "actor", "to_date", "to_time", "created_at")
  SELECT "id", 'booked', 'visitor', "date", "time", "created_at" FROM "bookings";
