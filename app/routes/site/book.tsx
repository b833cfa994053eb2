import { CalendarDays, CircleCheck } from 'lucide-react'
import { type ShouldRevalidateFunctionArgs, useNavigation, useRouteLoaderData } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { PageHero, Section } from '~/components/ui/section'
import { type BookAnswer, BOOK_PATH, RECEIPT_PARAM } from '~/features/booking/book-answer'
import { BookPageConfirmation } from '~/features/booking/book-page-confirmation'
import { BookPageForm } from '~/features/booking/book-page-form'
import type { BookingDaysResult } from '~/features/booking/booking-api'
import { MELBOURNE } from '../../../core/local-time'
import { receiveBookingForm } from '~/features/booking/receive-booking.server'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import { settingText } from '../../../core/settings'
import { breadcrumbJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/book'
import type { PrivateAddressHandle } from '~/lib/private-address'

/** The confirmation's address carries the booking's signed receipt: no third-party script loads there (private-address.ts). */
export const handle: PrivateAddressHandle = { privateAddress: (search) => search.has(RECEIPT_PARAM) }

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  const booking = services.bookingReceipts.read(new URL(request.url).searchParams.get(RECEIPT_PARAM))
  if (booking) return { view: 'booked' as const, booking }
  const days = await orFallback<BookingDaysResult>(
    services.bookings.bookingDays().then((list) => ({ kind: 'ok', days: list, timeZone: MELBOURNE })),
    { kind: 'failed' },
    'booking days',
  )
  return { view: 'form' as const, days }
}

export async function action({ request, context }: Route.ActionArgs) {
  return receiveBookingForm(request, getRequestContext(context))
}

/**
 * With JavaScript, a send that fails on the way (no network, a server error) becomes an answer the dialog and the
 * form show as 'Booking Failed', instead of an error page over whatever the visitor was doing.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<BookAnswer> {
  try {
    return await serverAction()
  } catch {
    return { kind: 'failed' }
  }
}

/** A time taken meanwhile: the list is loaded again, as a page sent without JavaScript gets it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || (actionResult as BookAnswer | undefined)?.kind === 'slot-taken'
}

/** The free times change with every booking: no cache keeps this page (the server's page cache included). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}

  // Booked: shown from the receipt after a redirect, or from the answer when the form was sent with JavaScript.
  const booking = loaderData.view === 'booked' ? loaderData.booking : actionData?.kind === 'booked' ? actionData.booking : undefined
  if (booking) {
    return (
      <>
        <PageHero
          eyebrow={
            <Badge tone="inverse">
              <CircleCheck aria-hidden="true" className="size-4" />
              Booking received
            </Badge>
          }
          title="Booking Submitted Successfully!"
        />
        <Section className="bg-surface">
          <BookPageConfirmation booking={booking} focusOnShow={loaderData.view !== 'booked'} />
        </Section>
      </>
    )
  }

  return (
    <>
      <PageHero
        eyebrow={
          <Badge tone="inverse">
            <CalendarDays aria-hidden="true" className="size-4" />
            Free consultation
          </Badge>
        }
        title="Book a Free Consultation"
        intro="30 minutes by phone, no obligation. Pick a time that suits you and we'll call you."
      />
      <Section className="bg-surface">
        <div className="mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <BookPageForm
            days={loaderData.view === 'form' ? loaderData.days : { kind: 'failed' }}
            answer={actionData}
            pending={navigation.state === 'submitting' && navigation.formAction === BOOK_PATH}
            phone={settingText(settings, 'business_phone')}
            email={settingText(settings, 'contact_email')}
          />
        </div>
      </Section>
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    pathname: location.pathname,
    title: 'Book a Free Consultation',
    description:
      'Book a free 30-minute phone consultation with our Melbourne AI team. Choose a weekday time that suits you, in Melbourne time, and we will call you.',
    jsonLd: (root) => [breadcrumbJsonLd(root.publicUrl, [{ name: 'Book a Free Consultation', path: BOOK_PATH }])],
    // A confirmation is one visitor's page, not one for search results.
    noIndex: loaderData?.view === 'booked',
  })
