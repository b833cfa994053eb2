import type { APIRequestContext } from '@playwright/test'
import { DEFAULT_AVAILABILITY } from '../../contract/availability'
import { expect, test } from './fixtures'

// The availability the e2e server starts with: the spec's weekday times, bookings taken this many days ahead.
const WEEKDAY_TIMES = DEFAULT_AVAILABILITY.weekdays.monday
const DAYS_AHEAD = DEFAULT_AVAILABILITY.daysAhead
const DAY_MS = 86_400_000

export type BookingFields = { name: string; email: string; phone: string; company?: string; service?: string; message?: string }
export type BookedTime = { id: number; date: string; time: string }

const attempts = new Map<string, number>()

/**
 * A real booking through the public API (with a fresh form token: the e2e server has no time trap), for tests that need one to
 * exist. It books past the days the booking dialog and /book show, from the last day the server takes bookings for
 * backwards, so set-up bookings never take a time that the browser tests pick on those pages; the desktop project
 * goes through a day's times from the first, the phone from the last. A weekend, a holiday (400) or a time another
 * test holds (409) is passed over. Each attempt comes from an address of its own in `addressBlock` (a /24), so
 * set-up bookings spend no other test's rate limit.
 */
export async function bookBeyondShownDays(request: APIRequestContext, fields: BookingFields, { addressBlock }: { addressBlock: string }): Promise<BookedTime> {
  const shown = ((await (await request.get('/api/booking-days')).json()) as { days: { date: string }[] }).days.map((day) => day.date)
  const phone = test.info().project.name === 'phone'
  const guard = (await (await request.get('/api/form-guard')).json()) as { token: string }
  for (const date of [...daysAfter(shown.at(-1)), ...shown.toReversed()]) {
    for (const time of phone ? WEEKDAY_TIMES.toReversed() : WEEKDAY_TIMES) {
      const attempt = (attempts.get(addressBlock) ?? 0) + 1
      attempts.set(addressBlock, attempt)
      const response = await request.post('/api/bookings', {
        data: { date, time, ...fields, formToken: guard.token },
        headers: { 'X-Forwarded-For': `${addressBlock}.${(attempt % 120) + (phone ? 121 : 1)}` },
      })
      if (response.status() === 409) continue
      // Closed that day (a holiday, or a time that day does not have): the next day.
      if (response.status() === 400) break
      expect(response.status()).toBe(201)
      return ((await response.json()) as { booking: BookedTime }).booking
    }
  }
  throw new Error('no free time left to book')
}

/** The weekdays after `lastShown` up to the last day bookings are taken for, latest first. */
function daysAfter(lastShown: string | undefined): string[] {
  const today = Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date())}T00:00:00Z`)
  const days: string[] = []
  for (let offset = DAYS_AHEAD - 1; offset > 0; offset--) {
    const day = new Date(today + offset * DAY_MS)
    const date = day.toISOString().slice(0, 10)
    if (lastShown !== undefined && date <= lastShown) break
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(date)
  }
  return days
}
