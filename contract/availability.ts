import { BOOKING_TIMES, SLOT_TIME_LABEL, slotTimeLabel, slotTimeMinutes } from './booking.ts'
import { singleLine } from './single-line.ts'
import { z } from './zod.ts'

/**
 * The owner's availability (issue 19 item 1): which Melbourne times each weekday offers, how much notice a
 * booking needs, how far ahead and how many days the booking dialog lists, days closed (blackouts) and
 * Victorian public holidays the owner chooses to open. Stored as one document (booking_availability.rules);
 * no stored row means DEFAULT_AVAILABILITY. GET /api/admin/availability returns it, PUT replaces it.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/** The weekday of a calendar day's getUTCDay() (0 Sunday ... 6 Saturday). */
export function weekdayOfDayNumber(day: number): Weekday {
  return WEEKDAYS[(day + 6) % 7]!
}

/** A call takes 30 minutes, so the last slot of a day starts at 11:30 PM and two slots start 30 minutes apart or more. */
export const SLOT_MINUTES = 30
/** Slot times sit on a quarter-hour grid. */
export const SLOT_GRID_MINUTES = 15
const LAST_SLOT_START = 24 * 60 - SLOT_MINUTES

/** Every time the admin can offer: 12:00 AM to 11:30 PM on the quarter-hour grid. */
export const SLOT_TIME_CHOICES: readonly string[] = Array.from({ length: LAST_SLOT_START / SLOT_GRID_MINUTES + 1 }, (_, index) =>
  slotTimeLabel(index * SLOT_GRID_MINUTES),
)

export const availabilityLimits = {
  maxNoticeMinutes: 7 * 24 * 60,
  maxDaysAhead: 90,
  maxDaysShown: 31,
  maxDates: 366,
  maxNote: 200,
} as const

export const availabilityMessages = {
  time: 'Use a time like 9:00 AM on the quarter hour (:00, :15, :30 or :45), no later than 11:30 PM.',
  duplicateTime: 'Each time can be offered only once a day.',
  overlap: `Times must be at least ${SLOT_MINUTES} minutes apart: each call takes ${SLOT_MINUTES} minutes.`,
  notice: `Minimum notice must be a whole number of minutes from 0 to ${availabilityLimits.maxNoticeMinutes} (7 days).`,
  daysAhead: `Days ahead must be a whole number from 1 to ${availabilityLimits.maxDaysAhead}.`,
  daysShown: `Days shown must be a whole number from 1 to ${availabilityLimits.maxDaysShown}.`,
  date: 'Use a real date, YYYY-MM-DD.',
  duplicateDate: 'This date is listed twice.',
  note: `A note must be at most ${availabilityLimits.maxNote} characters.`,
  tooManyDates: `At most ${availabilityLimits.maxDates} dates.`,
} as const

/** A slot time the owner may offer: a '9:00 AM' label on the quarter-hour grid, starting by 11:30 PM. */
export const offeredTimeSchema = z
  .string({ error: availabilityMessages.time })
  .trim()
  .regex(SLOT_TIME_LABEL, { error: availabilityMessages.time })
  .refine(
    (label) => {
      const minutes = slotTimeMinutes(label)
      return minutes !== null && minutes % SLOT_GRID_MINUTES === 0 && minutes <= LAST_SLOT_START
    },
    { error: availabilityMessages.time },
  )

/** One weekday's times, stored in the order of the day; no time twice, none within a call's length of another. */
const dayTimesSchema = z
  .array(offeredTimeSchema, { error: availabilityMessages.time })
  .max(LAST_SLOT_START / SLOT_MINUTES + 1, {
    error: availabilityMessages.overlap,
  })
  .superRefine((times, context) => {
    const minutes = times.map((time) => slotTimeMinutes(time) ?? Number.NaN)
    const seen = new Set<number>()
    minutes.forEach((value, index) => {
      if (seen.has(value))
        context.addIssue({
          code: 'custom',
          message: availabilityMessages.duplicateTime,
          path: [index],
        })
      seen.add(value)
    })
    if (seen.size !== minutes.length) return
    const sorted = [...minutes].sort((a, b) => a - b)
    if (sorted.some((value, index) => index > 0 && value - sorted[index - 1]! < SLOT_MINUTES))
      context.addIssue({
        code: 'custom',
        message: availabilityMessages.overlap,
      })
  })
  .transform((times) => [...times].sort((a, b) => (slotTimeMinutes(a) ?? 0) - (slotTimeMinutes(b) ?? 0)))

const noteSchema = z
  .string({ error: availabilityMessages.note })
  .trim()
  .check(singleLine('A note'))
  .max(availabilityLimits.maxNote, { error: availabilityMessages.note })
  .default('')

export const datedNoteSchema = z.object({
  date: z.iso.date({ error: availabilityMessages.date }),
  note: noteSchema,
})
export type DatedNote = z.infer<typeof datedNoteSchema>

/** A list of dates with notes, in date order, each date once. */
const datedNotesSchema = z
  .array(datedNoteSchema, { error: availabilityMessages.date })
  .max(availabilityLimits.maxDates, {
    error: availabilityMessages.tooManyDates,
  })
  .superRefine((entries, context) => {
    const seen = new Set<string>()
    entries.forEach((entry, index) => {
      if (seen.has(entry.date))
        context.addIssue({
          code: 'custom',
          message: availabilityMessages.duplicateDate,
          path: [index, 'date'],
        })
      seen.add(entry.date)
    })
  })
  .transform((entries) => [...entries].sort((a, b) => a.date.localeCompare(b.date)))

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message })

export const availabilityRulesSchema = z.object({
  /** The times each weekday offers, Melbourne wall clock; an empty list closes that weekday. */
  weekdays: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayTimesSchema])) as Record<Weekday, typeof dayTimesSchema>),
  /** A slot is offered only when it starts at least this many minutes from now. */
  minimumNoticeMinutes: wholeNumber(availabilityMessages.notice, 0, availabilityLimits.maxNoticeMinutes),
  /** Bookable days: today and the days after it, this many in all. */
  daysAhead: wholeNumber(availabilityMessages.daysAhead, 1, availabilityLimits.maxDaysAhead),
  /** The booking dialog lists at most this many days that have a free time. */
  daysShown: wholeNumber(availabilityMessages.daysShown, 1, availabilityLimits.maxDaysShown),
  /** Days never offered (holidays, leave). */
  blackoutDates: datedNotesSchema,
  /** Victorian public holidays the owner opens: such a day offers its weekday's times. */
  openedDates: datedNotesSchema,
})
export type AvailabilityRules = z.output<typeof availabilityRulesSchema>
export type AvailabilityRulesInput = z.input<typeof availabilityRulesSchema>

const weekdayTimes = [...BOOKING_TIMES]

/** The spec's hours: six times Monday to Friday, weekends closed, 2 hours' notice, 14 days ahead, 7 shown. */
export const DEFAULT_AVAILABILITY: AvailabilityRules = Object.freeze({
  weekdays: {
    monday: weekdayTimes,
    tuesday: weekdayTimes,
    wednesday: weekdayTimes,
    thursday: weekdayTimes,
    friday: weekdayTimes,
    saturday: [],
    sunday: [],
  },
  minimumNoticeMinutes: 120,
  daysAhead: 14,
  daysShown: 7,
  blackoutDates: [],
  openedDates: [],
})

/** GET /api/admin/availability/feed and POST .../feed-secret: the secret calendar feed address to subscribe to. */
export type CalendarFeed = { url: string }

/** GET /api/admin/availability/holidays: the coming Victorian public holidays, which the owner may open. */
export type ComingHoliday = { date: string; name: string }
