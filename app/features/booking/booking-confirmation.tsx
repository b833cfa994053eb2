import { CalendarClock, CalendarPlus, CircleCheck } from 'lucide-react'
import { Button } from '~/components/ui/button'
import type { BookingConfirmed } from './booking-api'
import { BookingFacts } from './manage-booking-facts'

/**
 * How every booking made on the site ends (the dialog, the /book page, the chat): what was booked, in Melbourne
 * time and the visitor's own, and at once the calendar file and the manage link; the email follows with both.
 */
export function BookingConfirmation({ booking, phone }: { booking: BookingConfirmed; /** The number we will call, when known. */ phone?: string }) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="max-w-md text-ink-soft">We&apos;ll contact you within 24 hours to confirm your consultation.</p>
      </div>
      <BookingFacts booking={booking} phone={phone} />
      <BookingLinkButtons links={booking.links} />
      <p className="text-center text-sm text-ink-soft">Your confirmation email has both links too.</p>
    </div>
  )
}

/** Add to calendar and the manage page: what the holder of a booking's manage link can do with it. */
export function BookingLinkButtons({ links, manage = true }: { links: BookingConfirmed['links']; manage?: boolean }) {
  return (
    <div className="grid gap-3 sm:grid-flow-col sm:auto-cols-fr">
      <Button asChild variant="secondary">
        <a href={links.invite} download>
          <CalendarPlus aria-hidden="true" className="size-5" />
          Add to calendar (.ics)
        </a>
      </Button>
      {manage ? (
        <Button asChild variant="secondary">
          <a href={links.manage}>
            <CalendarClock aria-hidden="true" className="size-5" />
            Reschedule or cancel
          </a>
        </Button>
      ) : null}
    </div>
  )
}
