import { CalendarCheck, CalendarPlus } from 'lucide-react'
import type { ChatBooking } from '../../../contract/chat'
import { melbourneWhen, visitorLocalTime, zoneCity } from '../../../core/local-time'
import { useVisitorTimeZone } from '~/lib/use-visitor-time-zone'

/**
 * The consultation a reply booked, under that reply: the time in Melbourne and on the visitor's clock, and the
 * calendar file at once (the reply itself carries the manage link; the email follows with both).
 */
export function ChatBookingCard({ booking }: { booking: ChatBooking }) {
  const zone = useVisitorTimeZone()
  const local = visitorLocalTime(booking.startsAt, zone)
  return (
    <div className="max-w-[85%] rounded-2xl rounded-tl-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-ink">
      <p className="flex items-center gap-2 font-semibold">
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
        Consultation booked
      </p>
      <p className="mt-1">{melbourneWhen(booking)}</p>
      {local && zone ? (
        <p className="text-ink-soft">
          Your time ({zoneCity(zone)}): {local}
        </p>
      ) : null}
      <a
        href={booking.links.invite}
        download
        className="mt-2 inline-flex min-h-11 items-center gap-2 font-medium text-primary underline underline-offset-2 hover:decoration-2"
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Add to calendar (.ics)
      </a>
    </div>
  )
}
