import type { BookingConfirmed } from '../../server/domain/booking/bookings.ts'
import { uniquePhone } from './booker.ts'
import type { TestApp } from './test-app.ts'

/** A real booking through the app's service, at the last free time offered (other tests book the earlier ones). */
export async function bookLastFreeTime(app: Pick<TestApp, 'services'>, visitor: { name: string; email: string }): Promise<BookingConfirmed> {
  const day = (await app.services.bookings.bookingDays()).at(-1)!
  const outcome = await app.services.bookings.book(
    { date: day.date, time: day.slots.at(-1)!.time, ...visitor, phone: uniquePhone(), service: 'Free Consultation', company: undefined, message: undefined, promoCode: undefined },
    { spam: false },
  )
  if (!outcome.ok) throw new Error(`the set-up booking was refused: ${JSON.stringify(outcome)}`)
  return outcome.booking
}
