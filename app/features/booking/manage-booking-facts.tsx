import { CalendarDays, CircleCheck, Globe, PhoneCall } from 'lucide-react'
import type { ManagedBooking } from '../../../contract/manage-booking'
import { visitorLocalTime, zoneCity } from './local-time'
import { melbourneWhen } from './manage-page'
import { FactRow } from './fact-row'

/**
 * What was booked: the Melbourne day and time in words, and, once the page has hydrated and knows the visitor's
 * zone, the same moment on their clock (a page rendered on the server cannot know it).
 */
export function BookingFacts({ booking, localZone }: { booking: ManagedBooking; localZone: string | undefined }) {
  const local = visitorLocalTime(booking.startsAt, localZone)
  return (
    <dl className="grid gap-4 rounded-card border border-line bg-surface p-5 sm:p-6">
      <FactRow icon={<CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="When">
        {melbourneWhen(booking)}
      </FactRow>
      {local && localZone ? (
        <FactRow icon={<Globe aria-hidden="true" className="size-5 shrink-0 text-primary" />} term={`Your time (${zoneCity(localZone)})`}>
          {local}
        </FactRow>
      ) : null}
      <FactRow icon={<PhoneCall aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Call">
        30-minute phone consultation
        <span className="block text-sm font-normal text-ink-soft">We will call you on the number you gave us.</span>
      </FactRow>
      {booking.service !== 'Free Consultation' ? (
        <FactRow icon={<CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Topic">
          {booking.service}
        </FactRow>
      ) : null}
    </dl>
  )
}
