import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { ChatMessage as StoredChatMessage, LeadData } from '../../../contract/chat.ts'
import { createdAt, updatedAt } from './columns.ts'

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contact_inquiries_status_check', sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')`),
    index('contact_inquiries_created_idx').on(t.createdAt),
    index('contact_inquiries_status_idx').on(t.status),
  ],
)

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_time_check', sql`${t.time} in ('9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM')`),
    check('bookings_status_check', sql`${t.status} in ('confirmed', 'cancelled')`),
    // One live booking per slot: the database, not the application, makes double booking impossible.
    uniqueIndex('bookings_slot_unique').on(t.date, t.time).where(sql`${t.status} <> 'cancelled'`),
  ],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_conversations_quality_check', sql`${t.leadQuality} in ('high', 'medium', 'low')`),
    index('chat_conversations_updated_idx').on(t.updatedAt),
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
    // suppressed: a visitor confirmation not sent because its address had its daily share already (no relay).
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'suppressed')`),
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
