import { CalendarDays, CircleCheck, Globe, PhoneCall } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ManagedBooking } from '../../../contract/manage-booking'
import { visitorLocalTime, zoneCity } from './local-time'
import { melbourneWhen } from './manage-page'

/**
 * What was booked: the Melbourne day and time in words, and, once the page has hydrated and knows the visitor's
 * zone, the same moment on their clock (a page rendered on the server cannot know it).
 */
export function BookingFacts({ booking, localZone }: { booking: ManagedBooking; localZone: string | undefined }) {
  const local = visitorLocalTime(booking.startsAt, localZone)
  return (
    <dl className="grid gap-4 rounded-card border border-line bg-surface p-5 sm:p-6">
      <Row icon={<CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="When">
        {melbourneWhen(booking)}
      </Row>
      {local && localZone ? (
        <Row icon={<Globe aria-hidden="true" className="size-5 shrink-0 text-primary" />} term={`Your time (${zoneCity(localZone)})`}>
          {local}
        </Row>
      ) : null}
      <Row icon={<PhoneCall aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Call">
        30-minute phone consultation
        <span className="block text-sm font-normal text-ink-soft">We will call you on the number you gave us.</span>
      </Row>
      {booking.service !== 'Free Consultation' ? (
        <Row icon={<CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Topic">
          {booking.service}
        </Row>
      ) : null}
    </dl>
  )
}

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-medium text-ink-soft">
        {icon}
        {term}
      </dt>
      <dd className="mt-1 pl-8 font-semibold text-ink">{children}</dd>
    </div>
  )
}
