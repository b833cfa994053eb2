/**
 * The chat's hands on the booking service: the free times it may offer (always the service's own
 * `bookingDays()`, never a time of its own), the booking conversation's next step, and the booking
 * itself, made through `book()` with the same request validation as the booking form and actor 'chat'.
 * The built-in assistant and the AI service's tools go through the same functions.
 */
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions'
import { bookingRequestSchema } from '../../../contract/booking.ts'
import { bookingLinks } from '../../../contract/booking-links.ts'
import type { ChatBooking, ChatMessage, ChatSlot, LeadData } from '../../../contract/chat.ts'
import { dayInWords, melbourneDay } from '../../../contract/melbourne-day.ts'
import type { BookingService } from '../booking/bookings.ts'
import { manageLink } from '../booking/manage-token.ts'
import { type BookingDetails, type BookingStep, type FreeDay, asksForATimeWithDetails, asksToBook, bookingStateOf, bookingStep, freeTimesOffer, isNo, slotInWords, slotMinutes, slotTakenText, slotsInWords, timesToOffer } from './chat-booking.ts'
import { offeredConsultation } from './offline-replies.ts'

export type ChatBookings = Pick<BookingService, 'bookingDays' | 'book'>

export type BookAttempt =
  | {
      ok: true
      bookingId: number
      slot: ChatSlot
      /** The booking as the visitor's browser gets it, with its links (the widget shows it as the booking form does). */
      booking: ChatBooking
      /** The reply's closing lines with the manage link, for the visitor only. */
      confirmation: string
      /** The same without the link's token, as the conversation stores it (only the emailed invitation carries the link). */
      storedConfirmation: string
    }
  | { ok: false; reason: 'slot_taken' | 'not_bookable'; message: string; days: FreeDay[] }
  | { ok: false; reason: 'invalid'; message: string }
  /** The visitor's email or phone already holds the most upcoming consultations one person may; the message says so. */
  | { ok: false; reason: 'person_limit'; message: string }

/** How long the consultation's times of day, as the chat states them, are reused before the booking service is asked again. */
const TIMES_OF_DAY_FOR_MS = 30_000

export const LIST_FREE_TIMES_TOOL = 'list_free_times'
export const BOOK_CONSULTATION_TOOL = 'book_consultation'

export function createBookingDesk({ bookings, publicUrl, now = () => new Date() }: { bookings: ChatBookings; publicUrl: string; now?: () => Date }) {
  const freeDays = async (): Promise<FreeDay[]> => bookings.bookingDays()
  let timesOfDay: { times: string[]; until: number } | undefined

  async function book(slot: ChatSlot, details: BookingDetails, conversationId: number | undefined): Promise<BookAttempt> {
    const parsed = bookingRequestSchema.safeParse({ ...slot, ...details, service: 'Free Consultation', message: 'Booked through the website chat.' })
    if (!parsed.success) return { ok: false, reason: 'invalid', message: parsed.error.issues.map((issue) => issue.message).join(' ') }
    // The chat has its own rate limits and no form token: a trusted verdict.
    const outcome = await bookings.book(parsed.data, { spam: false }, { actor: 'chat', conversationId })
    if (outcome.ok) {
      const { booking } = outcome
      const made = { date: booking.date, time: booking.time }
      const booked = `You're booked: ${slotInWords(made)}, a free phone consultation. We'll call you on ${parsed.data.phone}, and the confirmation with a calendar invitation is on its way to ${parsed.data.email}.`
      return {
        ok: true,
        bookingId: booking.id,
        slot: made,
        booking: { date: booking.date, time: booking.time, startsAt: booking.startsAt, service: booking.service, links: bookingLinks(booking.manageToken) },
        confirmation: `${booked}\nTo move or cancel it: ${manageLink(publicUrl, booking.manageToken)}`,
        storedConfirmation: `${booked}\nTo move or cancel it, use the link in the confirmation email.`,
      }
    }
    if (outcome.reason === 'promo_refused') return { ok: false, reason: 'invalid', message: 'That promo code cannot be used.' }
    if (outcome.reason === 'person_limit') return { ok: false, reason: 'person_limit', message: outcome.message }
    return { ok: false, reason: outcome.reason === 'slot_taken' ? 'slot_taken' : 'not_bookable', message: outcome.message, days: await freeDays() }
  }

  return {
    freeDays,
    book,

    /** The times of day the booking rules offer in the coming days ('9:00 AM' ...), earliest first, as the chat states them. */
    async consultationTimes(): Promise<string[]> {
      const at = now().getTime()
      if (timesOfDay && at < timesOfDay.until) return timesOfDay.times
      const days = await freeDays()
      const times = [...new Set(days.flatMap((day) => day.slots.map((slot) => slot.time)))].sort((a, b) => slotMinutes(a) - slotMinutes(b))
      timesOfDay = { times, until: at + TIMES_OF_DAY_FOR_MS }
      return times
    },

    /** The next free consultation times, offered after `opening` as the booking conversation's first step. */
    async offerFreeTimes({ opening, minutes }: { opening: string; minutes: number }): Promise<{ text: string; state: ChatMessage['booking'] }> {
      const step = freeTimesOffer(await freeDays(), { minutes, opening })
      return { text: step.text, state: step.state }
    },

    /** The booking conversation's next step for the built-in assistant, or undefined when the message is not about booking. */
    async step({ message, history, lead, minutes }: { message: string; history: readonly ChatMessage[]; lead: LeadData; minutes: number }): Promise<BookingStep | undefined> {
      const state = bookingStateOf(history)
      const last = history.at(-1)
      const consultationOffered = last?.role === 'assistant' && offeredConsultation(last.content) && /\?/.test(last.content)
      // Most messages are not about booking: the free times are read only for those that may be.
      if (!state && !consultationOffered && !asksToBook(message) && !asksForATimeWithDetails(message, lead)) return undefined
      return bookingStep({ message, state, consultationOffered, lead, days: await freeDays(), today: melbourneDay(now()), minutes })
    },

    /** Books the confirmed slot and answers in words; a slot taken meanwhile is answered with the free times now. */
    async bookConfirmed(slot: ChatSlot, details: BookingDetails, conversationId: number | undefined, minutes: number): Promise<{ text: string; stored: string; state: ChatMessage['booking']; booked?: ChatBooking }> {
      const attempt = await book(slot, details, conversationId)
      if (attempt.ok) return { text: attempt.confirmation, stored: attempt.storedConfirmation, state: undefined, booked: attempt.booking }
      if (attempt.reason === 'invalid') {
        const text = `Sorry, I couldn't book that: ${attempt.message} Could you check your details?`
        return { text, stored: text, state: { stage: 'details', slot } }
      }
      // Nothing the visitor can change here books it: the reply says why and where their links went, and the booking ends.
      if (attempt.reason === 'person_limit') return { text: attempt.message, stored: attempt.message, state: undefined }
      const taken = slotTakenText(slot, attempt.days, minutes)
      return { text: taken.text, stored: taken.text, state: taken.state }
    },

    /** The AI service's booking tools, run here with the same checks; `booked` is told of a booking made. */
    aiTools({ conversationId, history, message, onBooked }: { conversationId: () => Promise<number | undefined>; history: readonly ChatMessage[]; message: string; onBooked: (attempt: BookAttempt & { ok: true }) => void }) {
      const lastAssistant = [...history].reverse().find((turn) => turn.role === 'assistant')?.content ?? ''
      return {
        definitions: BOOKING_TOOLS,
        async run(name: string, args: Record<string, unknown>): Promise<unknown> {
          if (name === LIST_FREE_TIMES_TOOL) {
            const days = await freeDays()
            const date = typeof args.date === 'string' ? args.date : undefined
            const chosen = date ? days.filter((day) => day.date === date) : days
            const slots = date ? chosen.flatMap((day) => day.slots.map((slot) => ({ date: day.date, time: slot.time }))) : timesToOffer(days)
            return {
              timeZone: 'Australia/Melbourne',
              freeTimes: slots.map((slot) => ({ ...slot, inWords: slotInWords(slot) })),
              inWords: slots.length > 0 ? slotsInWords(slots) : date ? `No free times on ${dayInWords(date)}.` : 'No free times in the next two weeks.',
              otherDaysWithFreeTimes: days.map((day) => day.date),
            }
          }
          if (name === BOOK_CONSULTATION_TOOL) {
            const slot = { date: String(args.date ?? ''), time: String(args.time ?? '') }
            // Never without the visitor's yes to a question that named this time.
            if (isNo(message) || !lastAssistant.includes(slot.time)) {
              return { ok: false, error: `Not booked. First ask the visitor to confirm ${slot.time} on ${slot.date} and their name, email and phone, and book only after they say yes.` }
            }
            const details = { name: String(args.name ?? ''), email: String(args.email ?? ''), phone: String(args.phone ?? ''), ...(typeof args.company === 'string' && args.company ? { company: args.company } : {}) }
            const attempt = await book(slot, details, await conversationId())
            if (attempt.ok) {
              onBooked(attempt)
              return { ok: true, booked: slotInWords(attempt.slot), note: 'The confirmation and a link to move or cancel the booking are shown to the visitor below your reply and emailed to them; do not write a link yourself.' }
            }
            if (attempt.reason === 'invalid' || attempt.reason === 'person_limit') return { ok: false, error: attempt.message }
            const other = timesToOffer(attempt.days)
            return { ok: false, error: attempt.reason === 'slot_taken' ? 'That time was just booked by someone else.' : attempt.message, otherFreeTimes: other, otherFreeTimesInWords: slotsInWords(other) }
          }
          return { error: `Unknown tool ${name}` }
        },
      }
    },
  }
}

export type BookingDesk = ReturnType<typeof createBookingDesk>

const BOOKING_TOOLS: ChatCompletionFunctionTool[] = [
  {
    type: 'function',
    function: {
      name: LIST_FREE_TIMES_TOOL,
      description: 'The free times for the free 30-minute phone consultation, Melbourne time: a few of the next ones, or every free time on one date. Offer only times this returns.',
      parameters: {
        type: 'object',
        properties: { date: { type: 'string', description: 'Only this Melbourne calendar date, YYYY-MM-DD' } },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: BOOK_CONSULTATION_TOOL,
      description:
        "Book the consultation. Call it only after you asked the visitor to confirm the exact day, time and their name, email and phone, and they said yes. On failure the result lists other free times to offer.",
      parameters: {
        type: 'object',
        properties: {
          date: { type: 'string', description: 'Melbourne calendar date, YYYY-MM-DD, as list_free_times returned it' },
          time: { type: 'string', description: "The time label as list_free_times returned it, e.g. '10:30 AM'" },
          name: { type: 'string', description: "The visitor's full name" },
          email: { type: 'string', description: "The visitor's email address" },
          phone: { type: 'string', description: "The visitor's phone number" },
          company: { type: 'string', description: 'Their company, if they gave one' },
        },
        required: ['date', 'time', 'name', 'email', 'phone'],
        additionalProperties: false,
      },
    },
  },
]
