import { CalendarDays, CircleCheck, Clock, PhoneCall } from 'lucide-react'
import type { BookingConfirmed } from './booking-api'
import { visitorLocalTime } from './local-time'
import { FactRow } from './fact-row'

type ConfirmationProps = {
  booking: BookingConfirmed
  weekdayLabel: string
  /** The number we will call; unknown on the /book page, whose address carries nothing the visitor typed. */
  phone?: string
  /** The visitor's own zone, for their local time beside ours; a page rendered on the server cannot know it. */
  localZone?: string
}

/** The confirmation step: what was booked and what happens next. */
export function BookingConfirmation({ booking, weekdayLabel, phone, localZone }: ConfirmationProps) {
  const local = visitorLocalTime(booking.startsAt, localZone)
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="max-w-md text-ink-soft">We&apos;ll contact you within 24 hours to confirm your consultation.</p>
      </div>
      <dl className="grid gap-4 rounded-card border border-line bg-surface p-6">
        <FactRow icon={<CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Day">
          {weekdayLabel}
        </FactRow>
        <FactRow icon={<Clock aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Time">
          {booking.time} Melbourne time
          {local ? <span className="block text-sm text-ink-soft">Your time: {local}</span> : null}
        </FactRow>
        <FactRow icon={<PhoneCall aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Call">
          30-minute phone consultation
          <span className="block text-sm text-ink-soft">{phone ? `We will call you on ${phone}.` : 'We will call you on the number you gave us.'}</span>
        </FactRow>
        {booking.service !== 'Free Consultation' ? (
          <FactRow icon={<CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />} term="Topic">
            {booking.service}
          </FactRow>
        ) : null}
      </dl>
    </div>
  )
}
