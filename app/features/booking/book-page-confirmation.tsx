import { CalendarPlus, House } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import { BOOKED_TOAST } from '../../../core/booked-toast'
import { BOOK_PATH } from './book-answer'
import type { BookingConfirmed } from './booking-api'
import { BookingConfirmation } from './booking-confirmation'

/**
 * The /book page after a booking: the dialog's confirmation step in a card. `focusOnShow` moves focus to it when
 * it replaced the form without a page load (the page's form sent with JavaScript), and shows the spec's success
 * toast, as the dialog does; after a page load the page's own heading says it.
 */
export function BookPageConfirmation({ booking, focusOnShow = false }: { booking: BookingConfirmed; focusOnShow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!focusOnShow) return
    heading.current?.focus()
    toast.success(BOOKED_TOAST.title, { description: BOOKED_TOAST.description })
  }, [focusOnShow])

  return (
    <div className="mx-auto grid max-w-2xl gap-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink focus:outline-none">
        Your consultation
      </h2>
      <BookingConfirmation booking={booking} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="secondary" size="lg">
          {/* A full page load on purpose: it brings the fresh form token a second booking needs. */}
          <a href={BOOK_PATH}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            Book another time
          </a>
        </Button>
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" className="size-5" />
            Back to Homepage
          </Link>
        </Button>
      </div>
    </div>
  )
}
