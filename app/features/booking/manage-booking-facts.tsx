import { CalendarDays, CircleCheck, Globe, PhoneCall } from 'lucide-react'
import type { ManagedBooking } from '../../../contract/manage-booking'
import { melbourneWhen, visitorLocalTime, zoneCity } from '../../../core/local-time'
import { FactRow } from './fact-row'
import { useVisitorTimeZone } from '~/lib/use-visitor-time-zone'

type BookedCall = Pick<ManagedBooking, 'date' | 'time' | 'startsAt' | 'service'>

/**
 * What was booked, wherever a booking is shown (the confirmation after booking, the manage page): the Melbourne day
 * and time in words and, once the page has hydrated and knows the visitor's zone, the same moment on their clock.
 */
export function BookingFacts({ booking, phone }: { booking: BookedCall; /** The number we will call, when the page knows it. */ phone?: string }) {
  const localZone = useVisitorTimeZone()
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
        <span className="block text-sm font-normal text-ink-soft">{phone ? `We will call you on ${phone}.` : 'We will call you on the number you gave us.'}</span>
      </FactRow>
      {booking.service !== 'Free Consultation' ? (
        <FactRow icon={<CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Topic">
          {booking.service}
        </FactRow>
      ) : null}
    </dl>
  )
}
