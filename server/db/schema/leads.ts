import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { ChatMessage as StoredChatMessage, LeadData } from '../../../contract/chat.ts'
import type { LeadSource, RoiSnapshot } from '../../../contract/people.ts'
import { createdAt, updatedAt } from './columns.ts'
import { people } from './people.ts'

export const INQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: serial().primaryKey(),
    fullName: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 320 }).notNull(),
    phone: varchar({ length: 50 }),
    company: varchar({ length: 255 }),
    service: varchar({ length: 100 }),
    message: text().notNull(),
    // Where the lead came from: home, contact, booking or chat.
    source: varchar({ length: 20 }).notNull().default('contact'),
    status: varchar({ length: 20 }).notNull().default('new'),
    // The promotion code the visitor redeemed with this lead, as the promotion spells it (ADR 026).
    promoCode: varchar({ length: 50 }),
    // The person it belongs to (set by the database from the email, ADR 032); none while judged spam.
    personId: integer().references(() => people.id),
    // Where the visitor came from, and the ROI calculation they ran in that visit (issue 20).
    leadSource: jsonb().$type<LeadSource>(),
    roiSnapshot: jsonb().$type<RoiSnapshot>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contact_inquiries_status_check', sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')`),
    index('contact_inquiries_created_idx').on(t.createdAt),
    index('contact_inquiries_status_idx').on(t.status),
    index('contact_inquiries_person_idx').on(t.personId),
  ],
)

/** A booking's life: confirmed (booked, perhaps rescheduled), then cancelled, or after the call completed or no_show. */
export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'completed', 'no_show'] as const

export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    inquiryId: integer().references(() => contactInquiries.id, { onDelete: 'set null' }),
    // The Melbourne calendar day and the slot label the visitor picked; startsAt is the same instant in UTC.
    date: date({ mode: 'string' }).notNull(),
    time: varchar({ length: 10 }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 320 }).notNull(),
    phone: varchar({ length: 50 }).notNull(),
    company: varchar({ length: 255 }),
    service: varchar({ length: 100 }).notNull().default('Free Consultation'),
    message: text(),
    status: varchar({ length: 20 }).notNull().default('confirmed'),
    promoCode: varchar({ length: 50 }),
    // SHA-256 (hex) of the manage link's token: the link is the visitor's credential, so only its hash is kept.
    manageTokenHash: varchar({ length: 64 }).unique(),
    // The invitation's SEQUENCE: raised on each reschedule and on cancellation, so calendars take the newest.
    sequence: integer().notNull().default(0),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    // The chat conversation that booked it, when the assistant did.
    conversationId: integer().references(() => chatConversations.id, { onDelete: 'set null' }),
    personId: integer().references(() => people.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Slot times come from the owner's availability rules; the column holds a label such as '9:00 AM'.
    check('bookings_time_check', sql`${t.time} ~ '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$'`),
    check('bookings_status_check', sql`${t.status} in ('confirmed', 'cancelled', 'completed', 'no_show')`),
    // One live booking per slot: the database, not the application, makes double booking impossible.
    uniqueIndex('bookings_slot_unique').on(t.date, t.time).where(sql`${t.status} <> 'cancelled'`),
    index('bookings_starts_at_idx').on(t.startsAt),
    index('bookings_person_idx').on(t.personId),
  ],
)

export const BOOKING_EVENT_KINDS = ['booked', 'rescheduled', 'cancelled', 'completed', 'no_show'] as const
export const BOOKING_ACTORS = ['visitor', 'owner', 'chat'] as const

/** A booking's history: each change with who made it, the time it moved from and to, and any reason given. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).notNull(),
    actor: varchar({ length: 20 }).notNull(),
    fromDate: date({ mode: 'string' }),
    fromTime: varchar({ length: 10 }),
    toDate: date({ mode: 'string' }),
    toTime: varchar({ length: 10 }),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_events_kind_check', sql`${t.kind} in ('booked', 'rescheduled', 'cancelled', 'completed', 'no_show')`),
    check('booking_events_actor_check', sql`${t.actor} in ('visitor', 'owner', 'chat')`),
    index('booking_events_booking_idx').on(t.bookingId, t.createdAt),
  ],
)

/**
 * The owner's availability for consultations (issue 19): one row, its rules a JSON document that
 * contract/availability.ts validates. No row means the defaults.
 */
export const bookingAvailability = pgTable(
  'booking_availability',
  {
    id: integer().primaryKey().default(1),
    rules: jsonb().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('booking_availability_single_row', sql`${t.id} = 1`)],
)

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial().primaryKey(),
    sessionId: varchar({ length: 100 }).notNull().unique(),
    messages: jsonb().$type<StoredChatMessage[]>().notNull().default([]),
    leadData: jsonb().$type<LeadData>().notNull().default({}),
    leadQuality: varchar({ length: 10 }).notNull().default('low'),
    summary: text(),
    status: varchar({ length: 20 }).notNull().default('active'),
    notifiedAt: timestamp({ withTimezone: true }),
    // The person whose email the visitor gave (set by the database, ADR 032), and where the visit came from.
    personId: integer().references(() => people.id),
    leadSource: jsonb().$type<LeadSource>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_conversations_quality_check', sql`${t.leadQuality} in ('high', 'medium', 'low')`),
    index('chat_conversations_updated_idx').on(t.updatedAt),
    index('chat_conversations_person_idx').on(t.personId),
  ],
)

export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 50 }).notNull(),
    recipient: varchar({ length: 320 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: varchar({ length: 20 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // suppressed: a visitor email not sent because its daily share was spent (no relay; see visitor-confirmations.ts).
    // skipped: a message that no longer applies when due (a reminder of a booking since moved or cancelled).
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'suppressed', 'skipped')`),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The confirmations recently sent to one address, whatever its letter case.
    index('outbox_recipient_sent_idx').on(sql`lower(${t.recipient})`, t.sentAt),
  ],
)

/**
 * Each public form token is good for one submission (or one renewal): its id is recorded here in the same
 * transaction as the write it allowed, so every instance sees it. Rows go once no token derived from theirs
 * can be sent or renewed (`expiresAt`).
 */
export const formTokenUses = pgTable(
  'form_token_uses',
  {
    tokenId: varchar({ length: 32 }).primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('form_token_uses_expires_idx').on(t.expiresAt)],
)
