import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { asc, eq, gte } from 'drizzle-orm'
import ical, { ICalEventStatus } from 'ical-generator'
import type { Database } from '../../db/client.ts'
import { appSecrets } from '../../db/schema/auth.ts'
import { bookings } from '../../db/schema/leads.ts'
import { type AuditActor, recordAudit } from '../admin/audit.ts'
import { bookingUid } from '../notify/emails/invite.ts'
import { parameterText, text } from '../notify/ics.ts'
import { loadOrCreateSecret } from '../security/app-secrets.ts'

/** The app_secrets row holding the feed address's secret. */
export const CALENDAR_FEED_SECRET = 'calendar-feed'
/** Past bookings stay in the feed this long, so a subscribed calendar keeps its history. */
export const FEED_HISTORY_DAYS = 30
const CALL_MINUTES = 30
/** A feed is a bounded answer whatever the table holds. */
const MAX_EVENTS = 2000

export type FeedSender = { siteName: string; businessEmail: string }

/**
 * The owner's calendar feed (issue 19 item 7): a secret address, `/calendar/<secret>.ics`, that Google, Apple or
 * Outlook calendars subscribe to. It lists the bookings of the last 30 days and every one to come, one event per
 * booking under the same UID its invites carry, with the booking's SEQUENCE, so an event moves when the booking
 * does. A cancelled booking stays as a CANCELLED event, so a calendar that had it drops it.
 *
 * The secret is the credential (no session): it is stored in app_secrets, so every instance answers alike, read for
 * each request (a rotation holds everywhere at once) and compared in constant time.
 */
export function createCalendarFeed({
  db,
  publicUrl,
  sender,
  now = () => new Date(),
}: {
  db: Database
  publicUrl: string
  sender: () => Promise<FeedSender>
  now?: () => Date
}) {
  const secret = () => loadOrCreateSecret(db, CALENDAR_FEED_SECRET)
  const urlOf = (value: string) => `${publicUrl}/calendar/${value}.ics`

  return {
    /** The address to subscribe to. */
    async url(): Promise<string> {
      return urlOf(await secret())
    },

    /** A new secret: the old address answers 404 from now on. Audited without the secret itself. */
    async rotate(actor: AuditActor): Promise<string> {
      const value = newSecret()
      await db.transaction(async (tx) => {
        await tx.insert(appSecrets).values({ name: CALENDAR_FEED_SECRET, value }).onConflictDoUpdate({ target: appSecrets.name, set: { value } })
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'calendar-feed',
          after: { rotated: true },
        })
      })
      return urlOf(value)
    },

    /** Whether a requested secret is the feed's current one. */
    async accepts(given: string): Promise<boolean> {
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, CALENDAR_FEED_SECRET))
      return row !== undefined && sameSecret(given, row.value)
    },

    /** The feed's iCalendar text. */
    async ics(): Promise<string> {
      const since = new Date(now().getTime() - FEED_HISTORY_DAYS * 86_400_000)
      const [rows, { siteName, businessEmail }] = await Promise.all([
        db.select().from(bookings).where(gte(bookings.startsAt, since)).orderBy(asc(bookings.startsAt), asc(bookings.id)).limit(MAX_EVENTS),
        sender(),
      ])
      const calendar = ical({
        name: text(`${siteName} consultations`),
        prodId: {
          company: parameterText(siteName).replace(/\/\//g, '/'),
          product: 'Consultation feed',
          language: 'EN',
        },
        // Calendars that honour it check back every 15 minutes (Google decides for itself).
        ttl: 15 * 60,
      })
      for (const booking of rows) {
        const cancelled = booking.status === 'cancelled'
        calendar.createEvent({
          id: bookingUid(booking.id, businessEmail),
          sequence: booking.sequence,
          stamp: booking.updatedAt,
          start: booking.startsAt,
          end: new Date(booking.startsAt.getTime() + CALL_MINUTES * 60_000),
          summary: text(`Consultation: ${booking.name}`),
          description: text(
            [
              `Phone: ${booking.phone}`,
              `Email: ${booking.email}`,
              `Company: ${booking.company || 'Not given'}`,
              `Service: ${booking.service}`,
              ...(cancelled ? [`Cancelled${booking.cancelReason ? `: ${booking.cancelReason}` : ''}`] : []),
              `Booking: ${publicUrl}/admin?tab=bookings&booking=${booking.id}`,
            ].join('\n'),
          ),
          location: text(`Phone call: ${booking.phone}`),
          url: `${publicUrl}/admin?tab=bookings&booking=${booking.id}`,
          status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        })
      }
      // Every line of the format ends with CRLF, the last one too.
      return `${calendar.toString()}\r\n`
    },
  }
}

function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Constant time whatever the lengths: both sides are hashed to the same size first. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeed>
