import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm'
import { dayInWords } from '../../../contract/melbourne-day.ts'
import type { Transaction } from '../../db/client.ts'
import { bookings, outbox } from '../../db/schema/leads.ts'
import { enqueueMessages } from '../notify/outbox.ts'
import { normalisePhone } from '../people/people-rules.ts'
import { newManageToken } from './manage-token.ts'

/** Upcoming consultations one email address, or one phone number, may hold at a time. */
export const FUTURE_BOOKINGS_PER_PERSON = 2

/**
 * New manage links one booking may be sent in 24 hours because someone tried to book again with its address or
 * number. A new link replaces the old one, so a stranger can send it at most this often.
 */
export const LINK_EMAILS_PER_BOOKING_PER_DAY = 1

export const LINK_EMAIL_KIND = 'booking.visitor-link'

/** Why a booking request was refused: the detail that already holds enough bookings, and what the visitor is told. */
export type PersonLimitRefusal = { reason: 'person_limit'; field: 'email' | 'phone'; message: string }

type HeldBooking = { id: number; date: string; time: string; startsAt: Date; service: string; email: string; sequence: number }

/**
 * Whether the person of a booking request (its email, any letter case, or its phone number once normalised) already
 * holds FUTURE_BOOKINGS_PER_PERSON upcoming consultations, checked in the booking's own transaction. The person's
 * email and phone are locked first (in one order, so two requests never wait on each other), so parallel requests of
 * one person are counted one after another and cannot together take more.
 *
 * When they do, each of those bookings is sent a new manage link at the address it was booked with (never the
 * address just typed, which may be a stranger's): the token is stored only as a hash, so the link cannot be sent
 * again; a new token replaces it, in the booking and in its emails still waiting, and the old link stops working.
 * `sendLinks` is false for a suspected bot, which is refused alike but sends nothing.
 */
export async function personLimitRefusal(tx: Transaction, person: { email: string; phone: string }, { now, sendLinks }: { now: Date; sendLinks: boolean }): Promise<PersonLimitRefusal | undefined> {
  const email = person.email.trim().toLowerCase()
  const phone = normalisePhone(person.phone)
  for (const key of [`email:${email}`, ...(phone ? [`phone:${phone}`] : [])].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings.person:${key}`}))`)
  }
  // Upcoming bookings are few (the booking window's slots): the phone numbers are compared by libphonenumber here.
  const upcoming = await tx
    .select({ id: bookings.id, date: bookings.date, time: bookings.time, startsAt: bookings.startsAt, service: bookings.service, email: bookings.email, phone: bookings.phone, sequence: bookings.sequence })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.startsAt, now)))
    .orderBy(asc(bookings.startsAt))
  const byEmail = upcoming.filter((booking) => booking.email.trim().toLowerCase() === email)
  const byPhone = phone ? upcoming.filter((booking) => normalisePhone(booking.phone) === phone) : []
  const field = byEmail.length >= FUTURE_BOOKINGS_PER_PERSON ? 'email' : byPhone.length >= FUTURE_BOOKINGS_PER_PERSON ? 'phone' : undefined
  if (!field) return undefined
  const held = field === 'email' ? byEmail : byPhone
  // The held bookings' rows are locked too: a request naming one by its number and another by its address take turns.
  await tx.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, held.map((booking) => booking.id))).for('update')
  let sent = 0
  if (sendLinks) for (const booking of held) if (await sendNewLink(tx, booking, now)) sent++
  return { reason: 'person_limit', field, message: personLimitMessage(field, held, sent > 0) }
}

/** Replaces a booking's manage link and emails the new one, unless it was sent one in the last 24 hours. */
async function sendNewLink(tx: Transaction, booking: HeldBooking, now: Date): Promise<boolean> {
  const [recent] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.kind, LINK_EMAIL_KIND), sql`${outbox.payload} ->> 'bookingId' = ${String(booking.id)}`, gte(outbox.createdAt, new Date(now.getTime() - 24 * 60 * 60_000))))
  if ((recent?.count ?? 0) >= LINK_EMAILS_PER_BOOKING_PER_DAY) return false
  const manage = newManageToken()
  await tx.update(bookings).set({ manageTokenHash: manage.hash, updatedAt: now }).where(eq(bookings.id, booking.id))
  // Its confirmation and reminders not sent yet carry the new link instead of the one that no longer works.
  await tx
    .update(outbox)
    .set({ payload: sql`jsonb_set(${outbox.payload}, '{manageToken}', to_jsonb(${manage.token}::text))` })
    .where(and(eq(outbox.status, 'pending'), sql`${outbox.payload} ? 'manageToken'`, sql`${outbox.payload} ->> 'bookingId' = ${String(booking.id)}`))
  await enqueueMessages(tx, [
    {
      kind: LINK_EMAIL_KIND,
      recipient: booking.email,
      subject: 'Your link to manage your consultation',
      // Counted by the 24-hour window above, on the same clock.
      createdAt: now,
      payload: { bookingId: booking.id, date: booking.date, time: booking.time, startsAt: booking.startsAt.toISOString(), service: booking.service, email: booking.email, sequence: booking.sequence, manageToken: manage.token },
    },
  ])
  return true
}

/** What the visitor is told: the days already held (never their times or anyone's details) and where the links went. */
export function personLimitMessage(field: 'email' | 'phone', held: readonly { date: string }[], linksSent: boolean): string {
  const days = held.map((booking) => dayInWords(booking.date))
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '')
  const who = field === 'email' ? 'This email address' : 'This phone number'
  const where = field === 'email' ? 'that address' : 'the address they were booked with'
  const links = linksSent
    ? `We've emailed a new link to manage them to ${where} (earlier links no longer work)`
    : `A link to manage them was emailed to ${where} in the last 24 hours`
  return `${who} already has ${held.length} upcoming consultations, on ${list}: ${FUTURE_BOOKINGS_PER_PERSON} at a time is the most we can hold for one person. ${links}. Move or cancel one there to book another time, or call us.`
}
