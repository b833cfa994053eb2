import { CalendarCheck, CalendarClock, CalendarX2, CircleCheck, LayoutGrid, Mail } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, data, useRouteLoaderData } from 'react-router'
import { NotFoundMessage } from '~/components/layout/not-found-message'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { PageHero, Section } from '~/components/ui/section'
import type { BookingDaysResult } from '~/features/booking/booking-api'
import { MELBOURNE, melbourneWhen } from '../../../core/local-time'
import { useVisitorTimeZone } from '~/lib/use-visitor-time-zone'
import { BookingLinkButtons } from '~/features/booking/booking-confirmation'
import { BookingFacts } from '~/features/booking/manage-booking-facts'
import { BookingGone } from '~/features/booking/manage-booking-gone'
import { CancelForm } from '~/features/booking/manage-cancel-form'
import { DONE_PARAM, type ManagePageAnswer, STEP_PARAM, greetingName, stepOf, stepPath } from '~/features/booking/manage-page'
import { RescheduleForm } from '~/features/booking/manage-reschedule-form'
import { receiveManageForm } from '~/features/booking/receive-manage.server'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import { settingText } from '../../../core/settings'
import { bookingLinks } from '../../../contract/booking-links'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/manage-booking'
import type { PrivateAddressHandle } from '~/lib/private-address'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

/**
 * A booking's manage link (issue 19): the token in the address is the visitor's credential. Unknown → 404;
 * cancelled or past → 410 with ways to book again; else the booking, and the reschedule and cancel steps.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  const search = new URL(request.url).searchParams
  const found = await services.manageBooking.find(params.token)
  if (found.kind === 'not-found') return data({ view: 'not-found' as const }, { status: 404 })
  if (found.kind === 'gone') return data({ view: 'gone' as const, why: found.why, booking: found.booking, justCancelled: search.get(DONE_PARAM) === 'cancelled' }, { status: 410 })
  const step = stepOf(search.get(STEP_PARAM))
  const days =
    step === 'reschedule'
      ? await orFallback<BookingDaysResult>(services.bookings.bookingDays().then((list) => ({ kind: 'ok', days: list, timeZone: MELBOURNE })), { kind: 'failed' }, 'booking days')
      : undefined
  return data({ view: 'open' as const, booking: found.booking, step, days, rescheduled: search.get(DONE_PARAM) === 'rescheduled' })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return receiveManageForm(request, params.token, getRequestContext(context))
}

/** With JavaScript, a send that fails on the way becomes a message beside the form instead of an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ManagePageAnswer | Response> {
  try {
    return (await serverAction()) as ManagePageAnswer
  } catch (error) {
    if (error instanceof Response) throw error
    return { kind: 'failed' }
  }
}

/**
 * One visitor's page, reached with a credential in its address: no cache keeps it, no search engine lists it, and
 * no request to another site carries the address. The referrer policy is `same-origin`, not `no-referrer`: under
 * `no-referrer` a browser sends the page's own forms with `Origin: null`, which the same-origin write check must
 * refuse; requests to this site may name the page, since the site holds the booking anyway.
 */
const REFERRER_POLICY = 'same-origin'

/** Its address is the booking's credential: no third-party script loads here (private-address.ts). */
export const handle: PrivateAddressHandle = { privateAddress: true }

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': REFERRER_POLICY, 'X-Robots-Tag': 'noindex' })
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

export default function ManageBookingPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}
  const localZone = useVisitorTimeZone()

  if (loaderData.view === 'not-found') {
    return (
      <NotFoundMessage
        title="Booking not found"
        message="This link does not match any booking. Check that you opened the whole link from your email; if we have sent you a newer link since, only the newest one works. Or book a new time."
        links={[
          { to: '/book', label: 'Book a consultation', icon: CalendarCheck },
          { to: '/contact', label: 'Contact us', icon: Mail },
          { to: '/services', label: 'Browse Services', icon: LayoutGrid },
        ]}
      />
    )
  }
  if (loaderData.view === 'gone') return <BookingGone booking={loaderData.booking} why={loaderData.why} justCancelled={loaderData.justCancelled} />

  const { booking, step, days, rescheduled } = loaderData
  const firstName = greetingName(booking.name)
  return (
    <>
      <PageHero
        eyebrow={
          <Badge tone="inverse">
            <CircleCheck aria-hidden="true" className="size-4" />
            Booked
          </Badge>
        }
        title="Your consultation"
        intro={`Hi${firstName ? ` ${firstName}` : ''}, here is your free 30-minute phone consultation. Need another time? Move it or cancel it here.`}
      />
      <Section className="bg-surface">
        <div className="mx-auto grid max-w-3xl gap-8 rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          {rescheduled ? <MovedNotice when={melbourneWhen(booking)} /> : null}
          <BookingFacts booking={booking} />
          <BookingLinkButtons links={bookingLinks(params.token)} manage={false} />
          <StepPanel step={step}>
            {step === 'reschedule' && days ? (
              <RescheduleForm
                token={params.token}
                days={days}
                answer={actionData}
                localZone={localZone}
                phone={settingText(settings, 'business_phone')}
                email={settingText(settings, 'contact_email')}
              />
            ) : step === 'cancel' ? (
              <CancelForm token={params.token} booking={booking} answer={actionData} />
            ) : (
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button asChild variant="dangerSecondary" size="lg">
                  <Link to={stepPath(params.token, 'cancel')} preventScrollReset>
                    <CalendarX2 aria-hidden="true" className="size-5" />
                    Cancel booking
                  </Link>
                </Button>
                <Button asChild size="lg">
                  <Link to={stepPath(params.token, 'reschedule')} preventScrollReset>
                    <CalendarClock aria-hidden="true" className="size-5" />
                    Reschedule
                  </Link>
                </Button>
              </div>
            )}
          </StepPanel>
        </div>
      </Section>
    </>
  )
}

/** The step's content; moving to a step without a page load takes focus there, so a screen reader hears it. */
function StepPanel({ step, children }: { step: string; children: React.ReactNode }) {
  const panel = useRef<HTMLDivElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    panel.current?.focus()
  }, [step])
  return (
    <div ref={panel} tabIndex={-1} className="focus:outline-none">
      {children}
    </div>
  )
}

function MovedNotice({ when }: { when: string }) {
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => notice.current?.focus(), [])
  return (
    <p ref={notice} tabIndex={-1} role="status" className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-900 focus:outline-none">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        Done: your consultation is now on {when}. We have emailed you an updated calendar invitation.
      </span>
    </p>
  )
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => [
  ...pageMeta({
    matches,
    pathname: location.pathname,
    title: loaderData?.view === 'not-found' ? 'Booking not found' : loaderData?.view === 'gone' ? 'Booking closed' : 'Your consultation',
    description: 'Reschedule or cancel your free consultation.',
    noIndex: true,
  }),
  { name: 'referrer', content: REFERRER_POLICY },
]
