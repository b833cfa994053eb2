import { CalendarPlus, CalendarX2, House } from 'lucide-react'
import { Link } from 'react-router'
import { BookCallButton } from '~/components/layout/book-call-button'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { PageHero, Section } from '~/components/ui/section'
import type { GoneReason, ManagedBooking } from '../../../contract/manage-booking'
import { BOOK_PATH } from './book-answer'
import { melbourneWhen } from '../../../core/local-time'

type BookingGoneProps = { booking: ManagedBooking; why: GoneReason; justCancelled: boolean }

/**
 * The link of a cancelled or past booking (answered 410 Gone): what became of it, and the ways to book again, the
 * booking dialog over this page and the /book page.
 */
export function BookingGone({ booking, why, justCancelled }: BookingGoneProps) {
  const title = justCancelled ? 'Your consultation is cancelled' : why === 'cancelled' ? 'This booking was cancelled' : 'This consultation has passed'
  const when = melbourneWhen(booking)
  return (
    <>
      <PageHero
        eyebrow={
          <Badge tone="inverse">
            <CalendarX2 aria-hidden="true" className="size-4" />
            {why === 'cancelled' ? 'Cancelled' : 'No longer open to changes'}
          </Badge>
        }
        title={title}
      />
      <Section className="bg-surface">
        <div className="mx-auto grid max-w-2xl gap-6 rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <p role={justCancelled ? 'status' : undefined} className="text-lg text-ink">
            {why === 'cancelled' ? (
              <>
                The call on <strong className="font-semibold">{when}</strong> is cancelled{justCancelled ? ', and we have let the team know' : ''}. This link can no longer
                change it.
              </>
            ) : (
              <>
                The call on <strong className="font-semibold">{when}</strong> has already taken place, so it can no longer be moved or cancelled.
              </>
            )}
          </p>
          <p className="text-ink-soft">Would another time suit you? Booking a free 30-minute consultation takes a minute.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="secondary" size="lg">
              <Link to="/">
                <House aria-hidden="true" className="size-5" />
                Back to Homepage
              </Link>
            </Button>
            <BookCallButton size="lg">
              <CalendarPlus aria-hidden="true" className="size-5" />
              Book another time
            </BookCallButton>
          </div>
          <p className="text-sm text-ink-soft sm:text-right">
            Or use the{' '}
            <a href={BOOK_PATH} className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover">
              booking page
            </a>
            .
          </p>
        </div>
      </Section>
    </>
  )
}
