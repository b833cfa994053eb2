import { and, asc, eq, gte, ne, sql } from 'drizzle-orm'
import type { BookingRequest } from '../../../contract/booking.ts'
import type { LeadSource } from '../../../contract/people.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { bookingEvents, bookings, chatConversations } from '../../db/schema/leads.ts'
import { claimFormToken } from '../leads/form-token-uses.ts'
import { type NewInquiry, type Verdict, businessAddress, recordInquiry } from '../leads/inquiries.ts'
import { enqueueMessages } from '../notify/outbox.ts'
import type { OpsEvents } from '../ops/ops-events.ts'
import type { PromoRefusal } from '../../../contract/promotions.ts'
import { redeemPromoCodes, returnPromoUses } from '../promotions/redemption.ts'
import { type BookableDay, type BookedSlot, type SlotRejection, bookableDays, checkSlot, melbourneDate } from './slots.ts'
import { type Availability, createAvailability } from './availability.ts'
import { newManageToken } from './manage-token.ts'
import { type PersonLimitRefusal, personLimitRefusal } from './person-limit.ts'
import { plannedReminders } from './reminders.ts'
import { plannedBrief } from '../people/brief-email.ts'
import { victorianHolidays } from './victorian-holidays.ts'

export type BookingMade = { id: number; date: string; time: string; startsAt: string; service: string }
/** A booking as the visitor gets it back: with the manage link's token, which exists nowhere else (only its hash is stored). */
export type BookingConfirmed = BookingMade & { manageToken: string }
/** Who made the booking, and the chat conversation when the assistant booked it. */
export type BookingOrigin = { actor: 'visitor' | 'chat'; conversationId?: number }
export type BookingOutcome =
  | { ok: true; booking: BookingConfirmed }
  | { ok: false; reason: 'slot_taken'; message: string }
  | { ok: false; reason: SlotRejection; message: string }
  | { ok: false; reason: 'promo_refused'; refusal: PromoRefusal; code: string }
  | ({ ok: false } & PersonLimitRefusal)

export const SLOT_TAKEN_MESSAGE = 'That time was just booked by someone else. Please pick another time.'

/**
 * Free 30-minute phone consultations. The slot rules are re-checked here whatever the browser showed,
 * and the unique index on (date, time) decides races: the second booking of a slot fails as a whole.
 */
export function createBookingService({
  db,
  now = () => new Date(),
  notifyEmail,
  availability = createAvailability({ db, now }),
  events,
}: {
  db: Database
  now?: () => Date
  notifyEmail?: string
  /** Told of each booking (and each request kept as spam) once its transaction committed. */
  events?: OpsEvents
  /** The owner's rules (times per weekday, notice, window, blackouts, opened holidays), read for every check. */
  availability?: Availability
}) {
  async function upcomingBooked(): Promise<BookedSlot[]> {
    return db
      .select({ date: bookings.date, time: bookings.time })
      .from(bookings)
      .where(and(gte(bookings.date, melbourneDate(now())), ne(bookings.status, 'cancelled')))
      .orderBy(asc(bookings.date), asc(bookings.time))
  }

  /** The slot rules' verdict on a requested day and time, now: a booking and a reschedule are checked alike. */
  async function checkRequestedSlot(date: string, time: string) {
    const [rules, holidays] = await Promise.all([availability.read(), victorianHolidays()])
    return checkSlot({ now: now(), date, time, rules, holidays })
  }

  return {
    checkRequestedSlot,

    /** Only dates and times: nobody learns who booked. */
    bookedSlots: upcomingBooked,

    async bookingDays(): Promise<BookableDay[]> {
      const [booked, rules, holidays] = await Promise.all([upcomingBooked(), availability.read(), victorianHolidays()])
      return bookableDays({ now: now(), booked, rules, holidays })
    },

    /** The verdict is the spam guard's (a form that passed carries its token's claim), or `{ spam }` for a trusted caller. */
    async book(request: BookingRequest, verdict: Verdict, origin: BookingOrigin = { actor: 'visitor' }): Promise<BookingOutcome> {
      const slot = await checkRequestedSlot(request.date, request.time)
      if (!slot.ok) return slot
      const manage = newManageToken()
      const service = request.service ?? 'Free Consultation'
      const made = { date: request.date, time: request.time, startsAt: slot.startsAt.toISOString(), service }
      const inquiry = {
        fullName: request.name,
        email: request.email,
        phone: request.phone,
        company: request.company || undefined,
        service,
        message: composeMessage(request, service),
        source: 'booking' as const,
        leadSource: request.leadSource,
        roiSnapshot: request.roiSnapshot,
      }
      try {
        const written = await db.transaction(async (tx): Promise<{ kind: 'booked' | 'spam'; id: number } | { kind: 'promo-refused'; refusal: PromoRefusal } | PersonLimitRefusal | typeof SLOT_TAKEN> => {
          // First: a person who already holds enough upcoming calls is refused (and sent their links) before anything is spent.
          const refusal = await personLimitRefusal(tx, request, { now: now(), sendLinks: !verdict.spam })
          if (refusal) return refusal
          // A promo code is redeemed before the form token is claimed, the order every lead write takes (no deadlock).
          const [promo] = await redeemPromoCodes(tx, [request.promoCode ? { code: request.promoCode, spend: !verdict.spam } : undefined], now())
          if (promo?.ok === false) return { kind: 'promo-refused', refusal: promo.reason }
          const promoCode = promo?.code
          // The form token is claimed with the booking: a token used before makes this request a suspect too.
          const genuine = !verdict.spam && (!verdict.claim || (await claimFormToken(tx, verdict.claim)))
          if (!genuine) {
            if (promoCode && !verdict.spam) await returnPromoUses(tx, [promoCode])
            const kept = await keepAsSpam(tx, { ...inquiry, promoCode }, made)
            return kept === SLOT_TAKEN ? kept : { kind: 'spam', id: kept }
          }
          // A booking made in the chat came from wherever the conversation's visit did.
          const leadSource = inquiry.leadSource ?? (origin.conversationId === undefined ? undefined : await conversationSource(tx, origin.conversationId))
          const recorded = await recordInquiry(tx, { ...inquiry, promoCode, leadSource }, { spam: false })
          const [row] = await tx
            .insert(bookings)
            .values({ ...made, startsAt: slot.startsAt, inquiryId: recorded.id, name: request.name, email: request.email, phone: request.phone, company: request.company || null, message: request.message || null, promoCode: promoCode ?? null, manageTokenHash: manage.hash, conversationId: origin.conversationId ?? null })
            .returning({ id: bookings.id })
          await tx.insert(bookingEvents).values({ bookingId: row!.id, kind: 'booked', actor: origin.actor, toDate: made.date, toTime: made.time })
          const payload = { bookingId: row!.id, inquiryId: recorded.id, ...made, name: request.name, email: request.email, phone: request.phone, company: request.company, message: request.message, promoCode }
          // The visitor's copy holds only the booking's facts, the address its invite is for and the manage link's token
          // (until sent): it goes to whatever address was typed, and that inbox is who may move or cancel the booking.
          const visitorPayload = { bookingId: row!.id, ...made, email: request.email, sequence: 0, manageToken: manage.token }
          const owner = await businessAddress(tx, notifyEmail)
          await enqueueMessages(tx, [
            { kind: 'booking.business', recipient: owner, subject: `New consultation: ${request.name}, ${request.date} ${request.time}`, payload },
            { kind: 'booking.visitor', recipient: request.email, subject: 'Your free consultation is booked', payload: visitorPayload },
            // Due 24 hours and 1 hour before the call, each only while still ahead (the worker re-checks when due).
            ...plannedReminders({ bookingId: row!.id, date: made.date, time: made.time, startsAt: slot.startsAt, service, email: request.email, manageToken: manage.token }, now()),
            // The owner's pre-call brief, an hour before the call (composed when sent, from what is known then).
            ...plannedBrief({ bookingId: row!.id, startsAt: slot.startsAt, name: request.name, date: made.date, time: made.time }, owner, now()),
          ])
          return { kind: 'booked', id: row!.id }
        })
        if (written === SLOT_TAKEN) return { ok: false, reason: 'slot_taken', message: SLOT_TAKEN_MESSAGE }
        if ('reason' in written) return { ok: false, ...written }
        if (written.kind === 'promo-refused') return { ok: false, reason: 'promo_refused', refusal: written.refusal, code: request.promoCode! }
        // Committed: a suspect's request is a lead kept as spam, anyone else's a booking.
        events?.emit('leadCreated', { kind: written.kind === 'spam' ? 'spam' : 'booking', at: now() })
        if (written.kind === 'booked') events?.emit('bookingChanged', { change: 'booked', actor: origin.actor, at: now() })
        return { ok: true, booking: { id: written.id, ...made, manageToken: manage.token } }
      } catch (error) {
        if (isUniqueViolation(error, 'bookings_slot_unique')) return { ok: false, reason: 'slot_taken', message: SLOT_TAKEN_MESSAGE }
        throw error
      }
    },
  }
}

const SLOT_TAKEN = Symbol('slot taken')

async function conversationSource(tx: Transaction, conversationId: number): Promise<LeadSource | undefined> {
  const [row] = await tx.select({ leadSource: chatConversations.leadSource }).from(chatConversations).where(eq(chatConversations.id, conversationId))
  return row?.leadSource ?? undefined
}

/**
 * A suspected bot never holds a real slot: its request is kept as a spam inquiry only. It is answered as anyone
 * else would be (a taken time is taken, and a booking number comes from the bookings' own sequence), so a bot
 * cannot tell which of its tricks was caught.
 */
async function keepAsSpam(tx: Transaction, inquiry: NewInquiry, made: Omit<BookingMade, 'id'>): Promise<number | typeof SLOT_TAKEN> {
  const [taken] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.date, made.date), eq(bookings.time, made.time), ne(bookings.status, 'cancelled')))
    .limit(1)
  if (taken) return SLOT_TAKEN
  await recordInquiry(tx, inquiry, { spam: true })
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id`)) as unknown as { rows: { id: number }[] }
  return Number(result.rows[0]!.id)
}

/** The inquiry text the spec describes: preferred date and time, company, service and the free message. */
export function composeMessage(request: BookingRequest, service: string): string {
  const day = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${request.date}T00:00:00Z`))
  return [
    `Preferred date: ${day}`,
    `Preferred time: ${request.time} (Melbourne time)`,
    `Company: ${request.company || 'Not given'}`,
    `Service: ${service}`,
    `Message: ${request.message || 'None'}`,
  ].join('\n')
}

export type BookingService = ReturnType<typeof createBookingService>
